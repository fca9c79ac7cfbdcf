import { createAction, type Middleware } from '@reduxjs/toolkit';
import type { ActionCall, ActionClient, ActionResult, LifecycleEvent, LifecycleStep } from './action-client';

/** Dispatch this to make an action call; `dispatch` returns the call's promise (see `actionMiddleware`). */
export const callAction = createAction<ActionCall>('transport/call');

/** The server changed a resource on its own (a refund settled, a report was generated): `resource-updated`. */
export const resourceUpdated = createAction<{ type: string; id: string; attributes?: Record<string, unknown> }>('transport/resourceUpdated');

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
 * The one way from the store to the backend: `dispatch(callAction(call))` goes to the action client
 * this middleware owns (its pending calls, correlation by requestReference, resends) and returns
 * the call's promise. Thunks of the session flow and RTK Query's base query both come through here,
 * so the developer tools and tests see every call and every step of it.
 */
export const actionMiddleware =
  (client: ActionClient): Middleware =>
  () =>
  (next) =>
  (action) =>
    callAction.match(action) ? client.call(action.payload) : next(action);

/** Something that makes action calls: the store (through `callerOf`) or a transport of its own. */
export type ActionCaller = Pick<ActionClient, 'call'>;

/** The store as an `ActionCaller`: every call goes through `actionMiddleware`. */
export const callerOf = (dispatch: (action: ReturnType<typeof callAction>) => unknown): ActionCaller => ({
  call: <D = unknown>(request: ActionCall) => dispatch(callAction(request)) as Promise<ActionResult<D>>,
});
