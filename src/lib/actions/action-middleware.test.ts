import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createActionClient, type ActionClient } from './action-client';
import { actionMiddleware, callAction, callerOf, channelResubscribed, lifecycleAction, pushReceived } from './action-middleware';
import type { TransportReceiver } from './create-transport';
import { actionBaseQuery } from './base-query';

/** The transport's side, as `createTransport` wires it: answers to the client, resends after a resubscription. */
let client: ActionClient;
const receive: TransportReceiver = (signal) => {
  if (signal.type === 'push' && signal.event === 'action-result') client.handleAnswer(signal.data);
  else if (signal.type === 'subscribed') client.resendPending();
};

function setup() {
  const seen: UnknownAction[] = [];
  let dispatch: (action: UnknownAction) => unknown = () => undefined;
  const posts: string[] = [];
  client = createActionClient({
    transport: {
      post: async (_endpoint, body) => {
        posts.push(body.data.requestReference);
      },
    },
    newReference: () => 'ref-1',
    onLifecycle: (event) => dispatch(lifecycleAction(event)),
  });
  const store = configureStore({
    reducer: (state: null = null, action: UnknownAction) => {
      seen.push(action);
      return state;
    },
    middleware: (getDefault) => getDefault().prepend(actionMiddleware({ actions: client, receive })),
  });
  dispatch = store.dispatch;
  return { store, client, seen, posts };
}

describe('the action middleware', () => {
  it('makes the call and returns its promise; each step is a Redux action with the action name and reference', async () => {
    const { store, seen } = setup();
    const result = callerOf(store.dispatch).call({ action: 'users/me' });
    await Promise.resolve();
    await Promise.resolve();
    store.dispatch(pushReceived({ event: 'action-result', data: { requestReference: 'ref-1', data: { id: 'u1' } } }));
    await expect(result).resolves.toMatchObject({ data: { id: 'u1' } });
    const steps = seen.filter((a) => a.type.startsWith('transport/'));
    // The push is an action the reducers see, then the middleware matches it to its call.
    expect(steps.map((a) => a.type)).toEqual(['transport/sent', 'transport/pushReceived', 'transport/answered']);
    expect(steps[0].payload).toEqual({ step: 'sent', action: 'users/me', requestReference: 'ref-1' });
    // The call itself is handled by the middleware, not passed on to reducers.
    expect(seen.some((a) => callAction.match(a))).toBe(false);
  });

  it('RTK Query goes through the store, so its calls show up as steps too', async () => {
    const { store, seen } = setup();
    const query = actionBaseQuery({ action: 'users/me' }, { dispatch: store.dispatch, getState: store.getState } as never, {});
    await Promise.resolve();
    await Promise.resolve();
    store.dispatch(pushReceived({ event: 'action-result', data: { requestReference: 'ref-1', errors: [{ code: 'forbidden', title: 'Forbidden' }] } }));
    await expect(query).resolves.toMatchObject({ error: { code: 'forbidden', requestReference: 'ref-1' } });
    expect(seen.filter((a) => a.type.startsWith('transport/')).map((a) => a.type)).toEqual(['transport/sent', 'transport/pushReceived', 'transport/failed']);
  });

  it('a resubscription dispatched to the store resends what is pending, with its reference', async () => {
    const { store, seen, posts } = setup();
    const result = callerOf(store.dispatch).call({ action: 'users/me' });
    await Promise.resolve();
    await Promise.resolve();
    store.dispatch(channelResubscribed());
    expect(posts).toEqual(['ref-1', 'ref-1']);
    expect(seen.filter((a) => a.type.startsWith('transport/')).map((a) => a.type)).toEqual([
      'transport/sent',
      'transport/channelSubscribed',
      'transport/resent',
    ]);
    store.dispatch(pushReceived({ event: 'action-result', data: { requestReference: 'ref-1', data: { id: 'u1' } } }));
    await expect(result).resolves.toMatchObject({ data: { id: 'u1' } });
  });
});
