import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isReconnecting, type ConnectionState } from '@/lib/realtime';

export interface ConnectionSliceState {
  state: ConnectionState;
  /** Channel authorization failed for a network, time-out or bad-request reason. */
  warning: boolean;
}

const initialState: ConnectionSliceState = { state: 'initialized', warning: false };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connectionChanged(state, action: PayloadAction<ConnectionState>) {
      state.state = action.payload;
      if (action.payload === 'connected') state.warning = false;
    },
    connectionWarned(state) {
      state.warning = true;
    },
  },
  selectors: {
    selectConnectionState: (state) => state.state,
    selectReconnecting: (state) => isReconnecting(state.state),
    selectConnectionWarning: (state) => state.warning,
  },
});

/** The private channel is subscribed: listeners reload what depends on it. */
export const channelSubscribed = createAction('connection/channelSubscribed');
/** The live channel refused this session: the sign-in is over. */
export const signInStopped = createAction('session/signInStopped');
/** Everything session-bound is dropped: the root reducer resets on this. */
export const sessionEnded = createAction('session/ended');

export const { connectionChanged, connectionWarned } = connectionSlice.actions;
export const { selectConnectionState, selectReconnecting, selectConnectionWarning } = connectionSlice.selectors;

declare module '@/lib/store' {
  interface AppState {
    connection: ConnectionSliceState;
  }
}
