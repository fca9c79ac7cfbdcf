import { createAction, isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/lib/store';
import { hrefs } from '@/config/paths';
import { sessionEnded, signInStopped } from './connection-slice';
import { anonymous, selectCurrentUser, selectSessionStatus, sessionEndedByServer, type EndedByServerReason } from './session-slice';
import { registerSessionLifetime } from './session-lifetime-listener';
import { checkUser, endSession } from './session-thunks';

export const UNAUTHORIZED_DEBOUNCE_MS = 400;

/** What a `session-ended` push says: why, and who ended the session (`endedBy`, when the server names them). */
export interface SessionEndedPush {
  reason: EndedByServerReason;
  endedBy: { id: string; name: string } | null;
}

/** The server's `session-ended` push: it is about to end this session (someone signed the device out, or removed the member). */
export const sessionEndedPushed = createAction<SessionEndedPush>('session/endedPushed');

/** The longest name of who ended a session that is shown; a longer one is cut. */
export const ENDED_BY_NAME_MAX = 200;
const endedReasons: readonly EndedByServerReason[] = ['token-deleted', 'member-removed', 'sign-in-reported'];
const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);

/**
 * A `session-ended` push's data: an unknown reason reads as the device being signed out; `endedBy`
 * only with a string id and a non-empty name (trimmed, cut at `ENDED_BY_NAME_MAX`; shown as text, never HTML).
 */
export const sessionEndedOf = (data: unknown): SessionEndedPush => {
  const reason = field(data, 'reason');
  const by = field(data, 'endedBy');
  const id = field(by, 'id');
  const name = field(by, 'name');
  const shown = typeof name === 'string' ? name.trim().slice(0, ENDED_BY_NAME_MAX) : '';
  return {
    reason: endedReasons.find((known) => known === reason) ?? 'token-deleted',
    endedBy: typeof id === 'string' && shown !== '' ? { id, name: shown } : null,
  };
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
      const { reason, endedBy } = action.payload;
      const bySelf = endedBy !== null && endedBy.id === selectCurrentUser(api.getState())?.id;
      // At once, not at the next request: the device is signed out while the person looks at it.
      await api.dispatch(endSession({ callServer: false, goTo: '/login' }));
      api.dispatch(sessionEndedByServer({ reason, byName: bySelf ? null : (endedBy?.name ?? null), bySelf }));
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
