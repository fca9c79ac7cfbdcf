import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { baseApi } from '@/lib/api/base-api';
import { connectionSlice, sessionEnded, sessionSlice } from '@/features/session';
import { signInSlice } from '@/features/auth';
import { permissionsSlice } from '@/features/permissions';
import { resourcesSlice } from '@/features/workspace';
import { mailboxSlice } from '@/features/mailbox';
import type { AppServices } from '../services';

const slices = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [connectionSlice.reducerPath]: connectionSlice.reducer,
  [signInSlice.reducerPath]: signInSlice.reducer,
  [permissionsSlice.reducerPath]: permissionsSlice.reducer,
  [resourcesSlice.reducerPath]: resourcesSlice.reducer,
  [mailboxSlice.reducerPath]: mailboxSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof slices>;

/** Signing out drops every session-bound slice (and the query cache) at once. */
const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState =>
  slices(action.type === sessionEnded.type ? undefined : state, action);

function buildStore(services: AppServices, listener: ListenerMiddlewareInstance, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services }, serializableCheck: false, immutableCheck: false })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppServices>;

export function makeStore(services: AppServices, preloadedState?: Partial<RootState>): { store: AppStore; startListening: AppStartListening } {
  const listener = createListenerMiddleware({ extra: services });
  const store = buildStore(services, listener, preloadedState);
  return { store, startListening: listener.startListening as unknown as AppStartListening };
}
