import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from './api/user';

export type SessionStatus = 'unknown' | 'restoring' | 'anonymous' | 'starting' | 'authenticated';
export type Overlay = 'signing-in' | 'switching' | 'signing-out' | null;

export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  identityId: string | null;
  overlay: Overlay;
  /** Epoch ms of the last successful request; drives the inactivity timers. */
  lastRequestAt: number;
  /**
   * The history entry (location key) a session was ended on by code that navigates away itself:
   * the guard of that entry stands aside instead of redirecting too. Any other entry (Back) is guarded.
   */
  leftFrom: string | null;
  /** Restoring met a failure that may pass (network, time-out, 5xx) and waits to try again. */
  reconnecting: boolean;
  /** Sign-out could not reach the server: signed out here, but the server may still hold the session. */
  serverSignOutFailed: boolean;
  /** In the last 5 minutes before the inactivity logout: what is left, in ms (null otherwise). */
  warningRemainingMs: number | null;
  /** The server ended this session itself (someone signed the device out, or removed the member), and who. */
  endedByServer: EndedByServer | null;
}

/** `sign-in-reported`: the account's owner said "This wasn't me" of this sign-in (docs/api/sign-in-notices.md). */
export type EndedByServerReason = 'token-deleted' | 'member-removed' | 'sign-in-reported';

/** Why the server ended the session and who did (the name as the server sent it: shown as text only). */
export interface EndedByServer {
  reason: EndedByServerReason;
  /** Who ended it, when the server said; null when it did not. */
  byName: string | null;
  /** The user did it themselves, from another of their sessions. */
  bySelf: boolean;
}

const initialState: SessionState = {
  status: 'unknown',
  user: null,
  identityId: null,
  overlay: null,
  lastRequestAt: 0,
  leftFrom: null,
  reconnecting: false,
  serverSignOutFailed: false,
  warningRemainingMs: null,
  endedByServer: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarting(state, action: PayloadAction<{ identityId: string | null; restoring: boolean }>) {
      state.status = action.payload.restoring ? 'restoring' : 'starting';
      state.identityId = action.payload.identityId;
      state.leftFrom = null;
      state.reconnecting = false;
    },
    sessionStarted(state, action: PayloadAction<CurrentUser>) {
      state.status = 'authenticated';
      state.user = action.payload;
      state.reconnecting = false;
      state.serverSignOutFailed = false;
      state.endedByServer = null;
    },
    restoreRetrying(state) {
      state.reconnecting = true;
    },
    serverSignOutFailed(state) {
      state.serverSignOutFailed = true;
    },
    sessionEndedByServer(state, action: PayloadAction<EndedByServer>) {
      state.endedByServer = action.payload;
    },
    serverSignOutConfirmed(state) {
      state.serverSignOutFailed = false;
    },
    userUpdated(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
    },
    anonymous(state, action: PayloadAction<{ leftFrom: string } | undefined>) {
      state.status = 'anonymous';
      state.user = null;
      state.identityId = null;
      state.leftFrom = action.payload?.leftFrom ?? null;
      state.reconnecting = false;
    },
    overlayShown(state, action: PayloadAction<Overlay>) {
      state.overlay = action.payload;
    },
    requestSucceeded(state, action: PayloadAction<number>) {
      state.lastRequestAt = action.payload;
      // A request hides the inactivity warning at once.
      state.warningRemainingMs = null;
    },
    lifetimeWarned(state, action: PayloadAction<number | null>) {
      state.warningRemainingMs = action.payload;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectIdentityId: (state) => state.identityId,
    selectOverlay: (state) => state.overlay,
    selectLastRequestAt: (state) => state.lastRequestAt,
    selectLeftFrom: (state) => state.leftFrom,
    selectReconnectingSession: (state) => state.status === 'restoring' && state.reconnecting,
    selectServerSignOutFailed: (state) => state.serverSignOutFailed,
    selectWarningRemainingMs: (state) => state.warningRemainingMs,
    selectEndedByServer: (state) => state.endedByServer,
  },
});

export const {
  sessionStarting,
  sessionStarted,
  userUpdated,
  anonymous,
  overlayShown,
  requestSucceeded,
  lifetimeWarned,
  restoreRetrying,
  serverSignOutFailed,
  serverSignOutConfirmed,
  sessionEndedByServer,
} = sessionSlice.actions;
export const {
  selectSessionStatus,
  selectCurrentUser,
  selectIdentityId,
  selectOverlay,
  selectLastRequestAt,
  selectLeftFrom,
  selectReconnectingSession,
  selectServerSignOutFailed,
  selectWarningRemainingMs,
  selectEndedByServer,
} = sessionSlice.selectors;

declare module '@/lib/store' {
  interface AppState {
    session: SessionState;
  }
}
