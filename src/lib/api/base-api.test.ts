import { configureStore } from '@reduxjs/toolkit';
import { resourceUpdated } from '../actions/action-middleware';
import { baseApi, invalidateOnResourceUpdate } from './base-api';

let fetches = 0;
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testTransaction: build.query<number, string>({
      queryFn: () => ({ data: ++fetches }),
      providesTags: (_result, _error, id) => [{ type: 'Transaction', id }],
    }),
  }),
});

describe('resource-updated pushes', () => {
  it('refetch what shows the changed resource, and only that', async () => {
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware, invalidateOnResourceUpdate),
    });
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
