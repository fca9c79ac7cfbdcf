import { createAction, type Middleware } from '@reduxjs/toolkit';
import type { Failure } from '../http/failure';
import type { ActionCall, ActionClient, ActionResult, LifecycleEvent, LifecycleStep } from './action-client';
import type { TransportReceiver } from './create-transport';

/** Dispatch this to make an action call; `dispatch` returns the call's promise (see `actionMiddleware`). */
export const callAction = createAction<ActionCall>('transport/call');

/**
 * The server changed a resource on its own (a refund settled, a report was generated): `resource-updated`.
 * `resourceId`: the workspace it belongs to (the scope it was pushed for), when the server says.
 */
export const resourceUpdated = createAction<{ type: string; id: string; attributes?: Record<string, unknown>; resourceId?: string }>(
  'transport/resourceUpdated',
);

/** A push event arrived on the session channel (an `action-result`, a `resource-updated`…). */
export const pushReceived = createAction<{ event: string; data: unknown }>('transport/pushReceived');
/** The session channel was subscribed (again): every call already sent is sent again. */
export const channelResubscribed = createAction('transport/channelSubscribed');
/** The session channel gave up: every waiting call ends now. */
export const channelGaveUp = createAction<Failure>('transport/channelGaveUp');

/** One Redux action per step of a call, carrying the action name and its requestReference. */
export const transportLifecycle = {
  sent: createAction<LifecycleEvent>('transport/sent'),
  resent: createAction<LifecycleEvent>('transport/resent'),
  answered: createAction<LifecycleEvent>('transport/answered'),
  failed: createAction<LifecycleEvent>('transport/failed'),
  'timed-out': createAction<LifecycleEvent>('transport/timedOut'),
  superseded: createAction<LifecycleEvent>('transport/superseded'),
  'outcome-unknown': createAction<LifecycleEvent>('transport/outcomeUnknown'),
} satisfies Record<LifecycleStep, unknown>;

export const lifecycleAction = (event: LifecycleEvent) => transportLifecycle[event.step](event);

/**
 * The one way between the store and the backend. `dispatch(callAction(call))` goes to the action
 * client this middleware owns (its pending calls by requestReference) and returns the call's
 * promise. What the live channel says comes into the store as actions too (`pushReceived`,
 * `channelResubscribed`, `channelGaveUp`): reducers and the developer tools see them first, then
 * this middleware matches each answer to its call, resends what is pending after a resubscription,
 * and ends what waits when the channel gives up; each step of a call is dispatched back as a
 * `transport/*` lifecycle action. Thunks, RTK Query's base query and intents all come through here.
 */
export const actionMiddleware =
  (transport: { actions: ActionClient; receive: TransportReceiver }): Middleware =>
  () =>
  (next) =>
  (action) => {
    if (callAction.match(action)) return transport.actions.call(action.payload);
    const result = next(action);
    if (pushReceived.match(action)) transport.receive({ type: 'push', ...action.payload });
    else if (channelResubscribed.match(action)) transport.receive({ type: 'subscribed' });
    else if (channelGaveUp.match(action)) transport.receive({ type: 'gave-up', failure: action.payload });
    return result;
  };

/** Something that makes action calls: the store (through `callerOf`) or a transport of its own. */
export type ActionCaller = Pick<ActionClient, 'call'>;

/** The store as an `ActionCaller`: every call goes through `actionMiddleware`. */
export const callerOf = (dispatch: (action: ReturnType<typeof callAction>) => unknown): ActionCaller => ({
  call: <D = unknown>(request: ActionCall) => dispatch(callAction(request)) as Promise<ActionResult<D>>,
});
