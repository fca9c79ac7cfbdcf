import { configureStore } from '@reduxjs/toolkit';
import { resourceUpdated } from '../actions/action-middleware';
import { tagsTouched } from './api-tags';
import { featureApi, invalidateOnResourceUpdate, mergePushedTags } from './base-api';

let fetches = 0;
let resourceFetches = 0;
const testApi = featureApi(['Transaction', 'Resource']).injectEndpoints({
  endpoints: (build) => ({
    testTransaction: build.query<number, string>({
      queryFn: () => ({ data: ++fetches }),
      providesTags: (_result, _error, id) => [{ type: 'Transaction', id }],
    }),
    testResource: build.query<number, string>({
      queryFn: () => ({ data: ++resourceFetches }),
      providesTags: (_result, _error, id) => [{ type: 'Resource', id }],
    }),
  }),
});

const makeStore = () =>
  configureStore({
    reducer: { [testApi.reducerPath]: testApi.reducer },
    middleware: (getDefault) =>
      getDefault().concat(
        testApi.middleware,
        invalidateOnResourceUpdate(
          // As two features would state theirs: the transactions feature, and the projects feature (a project is a resource too).
          mergePushedTags(
            { transactions: ['Transaction'] },
            { projects: ['Project', 'Resource'], resources: ['Project', 'Resource'] },
            { projects: ['Resource'] },
          ),
        ),
      ),
  });

describe('resource-updated pushes', () => {
  it('refetch what shows the changed resource, and only that', async () => {
    const store = makeStore();
    const subscription = store.dispatch(testApi.endpoints.testTransaction.initiate('trx_1'));
    await subscription;
    expect(fetches).toBe(1);
    const fetching = () => testApi.endpoints.testTransaction.select('trx_1')(store.getState()).status === 'pending';
    store.dispatch(resourceUpdated({ type: 'transactions', id: 'trx_other' }));
    store.dispatch(resourceUpdated({ type: 'users', id: 'trx_1' }));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(fetching()).toBe(false);
    expect(fetches).toBe(1);
    store.dispatch(resourceUpdated({ type: 'transactions', id: 'trx_1' }));
    await vi.waitFor(() => expect(fetches).toBe(2));
    subscription.unsubscribe();
  });
});

describe('a type several screens show', () => {
  it("a project's or resource's change refetches what shows it as a resource too (its page's name and place)", async () => {
    const store = makeStore();
    const subscription = store.dispatch(testApi.endpoints.testResource.initiate('res_prj_1'));
    await subscription;
    store.dispatch(resourceUpdated({ type: 'projects', id: 'res_prj_1' }));
    await vi.waitFor(() => expect(resourceFetches).toBe(2));
    store.dispatch(resourceUpdated({ type: 'resources', id: 'res_prj_1' }));
    await vi.waitFor(() => expect(resourceFetches).toBe(3));
    subscription.unsubscribe();
  });
});

describe('what an intent touched (dispatched without loading RTK Query)', () => {
  it('is read again once the query API is in the store', async () => {
    const store = makeStore();
    const subscription = store.dispatch(testApi.endpoints.testTransaction.initiate('trx_2'));
    await subscription;
    const before = fetches;
    store.dispatch(tagsTouched([{ type: 'Transaction', id: 'trx_other' }]));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(fetches).toBe(before);
    store.dispatch(tagsTouched([{ type: 'Transaction', id: 'trx_2' }]));
    await vi.waitFor(() => expect(fetches).toBe(before + 1));
    subscription.unsubscribe();
  });
});
