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
  /** The session was ended by code that is navigating away itself: guards must not redirect too. */
  leaving: boolean;
}

const initialState: SessionState = { status: 'unknown', user: null, identityId: null, overlay: null, lastRequestAt: 0, leaving: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarting(state, action: PayloadAction<{ identityId: string | null; restoring: boolean }>) {
      state.status = action.payload.restoring ? 'restoring' : 'starting';
      state.identityId = action.payload.identityId;
      state.leaving = false;
    },
    sessionStarted(state, action: PayloadAction<CurrentUser>) {
      state.status = 'authenticated';
      state.user = action.payload;
    },
    userUpdated(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
    },
    anonymous(state, action: PayloadAction<{ leaving: boolean } | undefined>) {
      state.status = 'anonymous';
      state.user = null;
      state.identityId = null;
      state.leaving = action.payload?.leaving ?? false;
    },
    overlayShown(state, action: PayloadAction<Overlay>) {
      state.overlay = action.payload;
    },
    requestSucceeded(state, action: PayloadAction<number>) {
      state.lastRequestAt = action.payload;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectIdentityId: (state) => state.identityId,
    selectOverlay: (state) => state.overlay,
    selectLastRequestAt: (state) => state.lastRequestAt,
    selectIsLeaving: (state) => state.leaving,
  },
});

export const { sessionStarting, sessionStarted, userUpdated, anonymous, overlayShown, requestSucceeded } = sessionSlice.actions;
export const { selectSessionStatus, selectCurrentUser, selectIdentityId, selectOverlay, selectLastRequestAt, selectIsLeaving } =
  sessionSlice.selectors;
