import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
  type Middleware,
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
import type { AppDispatch, AppServices, AppStartListening, AppState, LazyLoadedSlices } from '@/lib/store';

const slices = combineSlices(
  sessionSlice,
  connectionSlice,
  signInSlice,
  permissionsSlice,
  resourcesSlice,
  mailboxSlice,
  notificationsSlice,
  intentsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof slices>;

const createLazyMiddleware = () => createDynamicMiddleware<AppState & LazyLoadedSlices, AppDispatch>();
type LazyMiddleware = ReturnType<typeof createLazyMiddleware>;

// The store built here has exactly the shape the slices declare in lib/store (ADR 0005).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<Omit<RootState, keyof LazyLoadedSlices>, AppState> = true;
void sameShape;

/** Signing out drops every session-bound slice (and the query cache) at once. */
const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState => slices(action.type === sessionEnded.type ? undefined : state, action);

const bigPaths = ['resources.items', 'resources.tree', 'api'];

function buildStore(services: AppServices, listener: ListenerMiddlewareInstance, dynamic: LazyMiddleware, preloadedState?: Partial<RootState>) {
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
        // What it runs came with a lazy slice and is added after it: it sees that slice in the state.
        .concat(dynamic.middleware as Middleware<object, RootState, AppDispatch>),
  });
}

export type AppStore = ReturnType<typeof buildStore>;

export function makeStore(services: AppServices, preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware({ extra: services });
  const dynamic = createLazyMiddleware();
  const store = buildStore(services, listener, dynamic, preloadedState);
  return {
    store,
    startListening: listener.startListening as unknown as AppStartListening,
    /** Ends every listener, running ones included (their `api.condition` and `api.delay` reject). */
    clearListeners: listener.clearListeners,
    /** Adds a lazily loaded slice (with its middleware) to the running store. */
    injectSlice: ((slice, middleware) => {
      slices.inject(slice);
      if (middleware) dynamic.addMiddleware(middleware);
    }) satisfies AppServices['injectSlice'],
  };
}
