import { createAction, isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/lib/store';
import { hrefs } from '@/config/paths';
import { sessionEnded, signInStopped } from './connection-slice';
import { anonymous, selectSessionStatus, sessionEndedByServer, type EndedByServerReason } from './session-slice';
import { registerSessionLifetime } from './session-lifetime-listener';
import { checkUser, endSession } from './session-thunks';

export const UNAUTHORIZED_DEBOUNCE_MS = 400;

/** The server's `session-ended` push: it is about to end this session (an administrator signed the device out, or removed the member). */
export const sessionEndedPushed = createAction<EndedByServerReason>('session/endedPushed');

const endedReasons: readonly EndedByServerReason[] = ['token-deleted', 'member-removed'];
/** The reason a `session-ended` push gives; an unknown one reads as the device being signed out. */
export const endedReasonOf = (data: unknown): EndedByServerReason => {
  const reason = typeof data === 'object' && data !== null ? (data as { reason?: unknown }).reason : undefined;
  return endedReasons.find((known) => known === reason) ?? 'token-deleted';
};

/** Raised by the HTTP layer for every 401 while signed in. */
export const unauthorizedResponse = createAction('session/unauthorizedResponse');

const sessionOver = isAnyOf(sessionEnded, anonymous);

export function registerSessionListeners(startListening: AppStartListening) {
  registerSessionLifetime(startListening);
  // Debounced: a burst of 401s makes one user check, 400 ms after the last. A session that ends
  // during the wait (sign-out, another tab) cancels the check.
  startListening({
    actionCreator: unauthorizedResponse,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (await api.condition(sessionOver, UNAUTHORIZED_DEBOUNCE_MS)) return;
      if (selectSessionStatus(api.getState()) !== 'authenticated') return;
      await api.dispatch(checkUser());
    },
  });
  startListening({
    actionCreator: sessionEndedPushed,
    effect: async (action, api) => {
      if (selectSessionStatus(api.getState()) !== 'authenticated') return;
      // At once, not at the next request: the device is signed out while the person looks at it.
      await api.dispatch(endSession({ callServer: false, goTo: '/login' }));
      api.dispatch(sessionEndedByServer(action.payload));
    },
  });
  startListening({
    actionCreator: signInStopped,
    effect: async (_action, api) => {
      // The server refused this session: sign in again, then come back to the same page.
      await api.dispatch(endSession({ callServer: false, goTo: hrefs.loginWithRedirect(api.extra.currentPath()) }));
    },
  });
}
