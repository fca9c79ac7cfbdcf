import type { UnknownAction } from '@reduxjs/toolkit';
import { notify } from '@/lib/notify';
import { createActionClient, type ActionAnswer, type ActionClient } from '@/lib/actions';
import { request, jsonApiContentType } from '@/lib/http';
import { createLiveChannel, type LiveChannel } from '@/lib/realtime';
import { reportError } from '@/lib/monitoring/report';
import type { i18n as I18n } from 'i18next';
import { config } from '@/config/env';
import { channelSubscribed, connectionChanged, connectionWarned, signInStopped } from '@/features/session';

/** What thunks and listeners reach through the store's extra argument. */
export interface AppServices {
  actions: ActionClient;
  live: LiveChannel;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** The router's current path with its query, for redirects back after sign-in. */
  currentPath: () => string;
  /** The history entry's key: tells one visit of a path from another. */
  currentLocationKey: () => string;
  /** Adds a lazily loaded slice and its middleware to the store. */
  injectSlice: (slice: never, middleware?: never) => void;
}

/** Builds the transport once; `dispatch` is bound after the store exists. */
export function createServices(i18n: I18n): { services: AppServices; bindDispatch: (dispatch: (action: UnknownAction) => unknown) => void } {
  let dispatch: (action: UnknownAction) => unknown = () => undefined;
  // Assigned right below: the live channel's callbacks need the client, the client needs the channel.
  // eslint-disable-next-line prefer-const
  let actions: ActionClient;
  const live = createLiveChannel({
    key: config.pusherKey,
    host: config.pusherHost,
    cluster: config.pusherCluster,
    onState: (state) => dispatch(connectionChanged(state)),
    onEvent: (event, data) => {
      if (event === 'action-result') actions.handleAnswer(data as ActionAnswer);
    },
    onSubscribed: () => {
      // Answers pushed while the channel was down are lost: ask again for every call still waiting.
      actions.resendPending();
      dispatch(channelSubscribed());
    },
    onGaveUp: (failure) => {
      dispatch(connectionWarned());
      actions.rejectAll(failure.code as string, failure.message);
    },
    onAuthorizationWarning: () => dispatch(connectionWarned()),
    onAuthorizationFatal: (failure) => {
      reportError(failure, { area: 'channel-authorization' });
      dispatch(signInStopped());
    },
  });
  actions = createActionClient({
    transport: {
      post: (endpoint, body, { timeoutMs }) =>
        request('POST', endpoint, body, { timeout: timeoutMs, headers: { 'Content-Type': jsonApiContentType } }),
      ready: () => live.ready(),
    },
    onServerError: (errors, action) => {
      reportError(errors, { action });
      notify({ color: 'red', title: i18n.t('errors:someError'), message: i18n.t('errors:tryLater') });
    },
  });
  const services: AppServices = { actions, live, navigate: () => undefined, currentPath: () => '/', currentLocationKey: () => 'default', injectSlice: () => undefined };
  return { services, bindDispatch: (next) => (dispatch = next) };
}
