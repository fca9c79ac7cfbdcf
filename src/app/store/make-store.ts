import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { connectionSlice, sessionEnded, sessionSlice } from '@/features/session';
import { signInSlice } from '@/features/auth';
import { permissionsSlice } from '@/features/permissions';
import { resourcesSlice } from '@/features/workspace';
import { mailboxSlice } from '@/features/mailbox';
import { notificationsSlice } from '@/features/notifications';
import { intentsSlice } from '@/features/intents';
import { actionMiddleware } from '@/lib/actions';
import type { AppServices, AppStartListening, AppState } from '@/lib/store';

/** Slices injected later (RTK Query comes with the dashboard, so /login does not download it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

const slices = combineSlices(sessionSlice, connectionSlice, signInSlice, permissionsSlice, resourcesSlice, mailboxSlice, notificationsSlice, intentsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof slices>;

// The store built here has exactly the shape the slices declare in lib/store (ADR 0005).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<Omit<RootState, keyof LazyLoadedSlices>, AppState> = true;
void sameShape;

/** Signing out drops every session-bound slice (and the query cache) at once. */
const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState =>
  slices(action.type === sessionEnded.type ? undefined : state, action);

const bigPaths = ['resources.items', 'resources.tree', 'api'];

function buildStore(services: AppServices, listener: ListenerMiddlewareInstance, dynamic: ReturnType<typeof createDynamicMiddleware>, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    // The Redux DevTools extension could read (and replay) every action and state: development only.
    devTools: import.meta.env.DEV,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        // On in development and tests; a workspace list can hold 5,000 resources, too many to walk on every action.
        serializableCheck: { ignoredPaths: bigPaths, warnAfter: 100 },
        immutableCheck: { ignoredPaths: bigPaths, warnAfter: 100 },
      })
        .prepend(listener.middleware, actionMiddleware(services))
        .concat(dynamic.middleware),
  });
}

export type AppStore = ReturnType<typeof buildStore>;

export function makeStore(services: AppServices, preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware({ extra: services });
  const dynamic = createDynamicMiddleware();
  const store = buildStore(services, listener, dynamic, preloadedState);
  return {
    store,
    startListening: listener.startListening as unknown as AppStartListening,
    /** Ends every listener, running ones included (their `api.condition` and `api.delay` reject). */
    clearListeners: listener.clearListeners,
    /** Adds a lazily loaded slice (with its middleware) to the running store. */
    injectSlice: (slice: Parameters<typeof slices.inject>[0], middleware?: Parameters<typeof dynamic.addMiddleware>[0]) => {
      slices.inject(slice);
      if (middleware) dynamic.addMiddleware(middleware);
    },
  };
}
