import {
  createAsyncThunk,
  type Middleware,
  type Reducer,
  type Store,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
// eslint-disable-next-line no-restricted-imports -- the typed hooks are made here
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ActionClient } from '../actions/action-client';
import type { TransportReceiver } from '../actions/create-transport';
import type { Failure } from '../http/failure';
import type { LiveChannel } from '../realtime/live-channel';

/**
 * The state of the whole store. It lives here, below the features, so that features can type their
 * hooks, thunks and listeners without importing the composition root. Each slice adds its own key
 * where it is defined:
 *
 *   declare module '@/lib/store' { interface AppState { session: SessionState } }
 *
 * `src/app/store/make-store.ts` checks that the store it builds has exactly this shape.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppState {}

/**
 * Slices added to the running store later, declared the same way by the module that injects them
 * (RTK Query comes with the dashboard, so /login does not download it). They are optional in the state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** One of the declared lazy slices (or an RTK Query API), under its key. */
export type LazySlice = { [Path in keyof LazyLoadedSlices]: { reducerPath: Path; reducer: Reducer<LazyLoadedSlices[Path]> } }[keyof LazyLoadedSlices];
/** A middleware injected with a lazy slice: it runs once that slice is in the state. */
export type LazySliceMiddleware = Middleware<object, AppState & LazyLoadedSlices, AppDispatch>;

/** What thunks and listeners reach through the store's extra argument (built in src/app/services.ts). */
export interface AppServices {
  actions: ActionClient;
  live: LiveChannel;
  /** Where the middleware hands the live channel's signals once the store has seen them. */
  receive: TransportReceiver;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** The router's current path with its query, for redirects back after sign-in. */
  currentPath: () => string;
  /** The history entry's key: tells one visit of a path from another. */
  currentLocationKey: () => string;
  /** Aborted when the app is disposed: loops that outlive a call (the session restore's retries) end. */
  lifetime: AbortSignal;
  /** Adds a lazily loaded slice and its middleware to the store. */
  injectSlice: (slice: LazySlice, middleware?: LazySliceMiddleware) => void;
}

export type AppDispatch = ThunkDispatch<AppState, AppServices, UnknownAction>;
export type AppStore = Store<AppState, UnknownAction> & { dispatch: AppDispatch };
export type AppStartListening = TypedStartListening<AppState, AppDispatch, AppServices>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppStore = useStore.withTypes<AppStore>();
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: AppState;
  dispatch: AppDispatch;
  extra: AppServices;
  rejectValue: Failure;
}>();
