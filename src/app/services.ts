import type { UnknownAction } from '@reduxjs/toolkit';
import { notify, tx } from '@/lib/notify';
import { channelGaveUp, channelResubscribed, createTransport, lifecycleAction, pushReceived, resourceUpdated, type TransportSignal } from '@/lib/actions';
import type { AppServices } from '@/lib/store';

export type { AppServices };
import { reportError } from '@/lib/monitoring/report';
import { config } from '@/config/env';
import { channelSubscribed, connectionChanged, connectionWarned, sessionEndedOf, sessionEndedPushed, signInStopped } from '@/features/session';
import { permissionsChangedPushed } from '@/features/permissions';
import { askForStepUp } from '@/features/step-up';

const isResourceUpdate = (data: unknown): data is { type: string; id: string } =>
  typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string' && typeof (data as { id?: unknown }).id === 'string';

/** `{type, id, attributes?, resourceId?}`: a `resourceId` or `attributes` of the wrong kind is left out, not fatal. */
function resourceUpdateOf(data: { type: string; id: string }): Parameters<typeof resourceUpdated>[0] {
  const { type, id, attributes, resourceId } = data as { type: string; id: string; attributes?: unknown; resourceId?: unknown };
  return {
    type,
    id,
    ...(typeof attributes === 'object' && attributes !== null && !Array.isArray(attributes) && { attributes: attributes as Record<string, unknown> }),
    ...(typeof resourceId === 'string' && { resourceId }),
  };
}

/** Builds the transport once; `dispatch` is bound after the store exists. */
export function createServices(lifetime: AbortSignal): { services: AppServices; bindDispatch: (dispatch: (action: UnknownAction) => unknown) => void } {
  let dispatch: (action: UnknownAction) => unknown = () => undefined;
  // The live channel's signals go through the store: the action middleware sees them and hands them back.
  const route = (signal: TransportSignal) => {
    if (signal.type === 'push') dispatch(pushReceived({ event: signal.event, data: signal.data }));
    else if (signal.type === 'subscribed') dispatch(channelResubscribed());
    else dispatch(channelGaveUp(signal.failure));
  };
  const { actions, live, receive } = createTransport({
    route,
    pusher: { key: config.pusherKey, host: config.pusherHost, cluster: config.pusherCluster },
    onState: (state) => dispatch(connectionChanged(state)),
    onLifecycle: (event) => dispatch(lifecycleAction(event)),
    confirmStepUp: askForStepUp,
    onPush: (event, data) => {
      if (event === 'resource-updated' && isResourceUpdate(data)) dispatch(resourceUpdated(resourceUpdateOf(data)));
      else if (event === 'permissions-changed') dispatch(permissionsChangedPushed());
      else if (event === 'session-ended') dispatch(sessionEndedPushed(sessionEndedOf(data)));
    },
    onSubscribed: () => dispatch(channelSubscribed()),
    onGaveUp: () => dispatch(connectionWarned()),
    onWarning: () => dispatch(connectionWarned()),
    onFatal: (failure) => {
      reportError(failure, { area: 'channel-authorization' });
      dispatch(signInStopped());
    },
    onServerError: (errors, action) => {
      reportError(errors, { action });
      notify({ color: 'red', title: tx('errors:someError'), message: tx('errors:tryLater') });
    },
  });
  const services: AppServices = {
    actions,
    live,
    receive,
    navigate: () => undefined,
    currentPath: () => '/',
    currentLocationKey: () => 'default',
    lifetime,
    injectSlice: () => undefined,
  };
  return { services, bindDispatch: (next) => (dispatch = next) };
}
