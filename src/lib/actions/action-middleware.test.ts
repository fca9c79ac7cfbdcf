import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createActionClient, type ActionClient } from './action-client';
import { actionMiddleware, callAction, callerOf, lifecycleAction } from './action-middleware';
import { actionBaseQuery } from './base-query';

function setup() {
  const seen: UnknownAction[] = [];
  let dispatch: (action: UnknownAction) => unknown = () => undefined;
  const client: ActionClient = createActionClient({
    transport: { post: async () => undefined },
    newReference: () => 'ref-1',
    onLifecycle: (event) => dispatch(lifecycleAction(event)),
  });
  const store = configureStore({
    reducer: (state: null = null, action: UnknownAction) => {
      seen.push(action);
      return state;
    },
    middleware: (getDefault) => getDefault().prepend(actionMiddleware(client)),
  });
  dispatch = store.dispatch;
  return { store, client, seen };
}

describe('the action middleware', () => {
  it('makes the call and returns its promise; each step is a Redux action with the action name and reference', async () => {
    const { store, client, seen } = setup();
    const result = callerOf(store.dispatch).call({ action: 'users/me' });
    await Promise.resolve();
    await Promise.resolve();
    client.handleAnswer({ requestReference: 'ref-1', data: { id: 'u1' } });
    await expect(result).resolves.toMatchObject({ data: { id: 'u1' } });
    const steps = seen.filter((a) => a.type.startsWith('transport/'));
    expect(steps.map((a) => a.type)).toEqual(['transport/sent', 'transport/answered']);
    expect(steps[0].payload).toEqual({ step: 'sent', action: 'users/me', requestReference: 'ref-1' });
    // The call itself is handled by the middleware, not passed on to reducers.
    expect(seen.some((a) => callAction.match(a))).toBe(false);
  });

  it('RTK Query goes through the store, so its calls show up as steps too', async () => {
    const { store, client, seen } = setup();
    const query = actionBaseQuery({ action: 'users/me' }, { dispatch: store.dispatch, getState: store.getState } as never, {});
    await Promise.resolve();
    await Promise.resolve();
    client.handleAnswer({ requestReference: 'ref-1', errors: [{ code: 'forbidden', title: 'Forbidden' }] });
    await expect(query).resolves.toMatchObject({ error: { code: 'forbidden', requestReference: 'ref-1' } });
    expect(seen.filter((a) => a.type.startsWith('transport/')).map((a) => a.type)).toEqual(['transport/sent', 'transport/failed']);
  });
});
