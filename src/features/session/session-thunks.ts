import { setAccessToken, toFailure } from '@/lib/http';
import { callerOf } from '@/lib/actions';
import { preloadSchemas } from '@/lib/validation';
import { createAppAsyncThunk } from '@/lib/store';
import { hrefs } from '@/config/paths';
import { deleteSession } from './api/delete-session';
import { fetchCurrentUser } from './api/fetch-current-user';
import { sessionEnded } from './connection-slice';
import { clearSessionChannel, newSessionChannel, readSessionChannel, writeSessionChannel } from './session-cookie';
import { channelSuspect, refusesSession, restoreRetryDelay, sessionGoneOnServer, SIGN_OUT_RETRY_DELAYS_MS, sleep } from './session-faults';
import {
  anonymous,
  overlayShown,
  restoreRetrying,
  selectSessionStatus,
  serverSignOutConfirmed,
  serverSignOutFailed,
  sessionStarted,
  sessionStarting,
} from './session-slice';

/**
 * Status 'ok': open the session channel and load the user. The caller has already put the access
 * token in memory (`setAccessToken`): tokens never travel through the store.
 */
export const beginSession = createAppAsyncThunk(
  'session/begin',
  async ({ identityId }: { identityId: string | null }, { dispatch, extra, rejectWithValue }) => {
    const channel = newSessionChannel();
    writeSessionChannel(channel);
    dispatch(sessionStarting({ identityId, restoring: false }));
    extra.live.start(channel);
    try {
      const user = await fetchCurrentUser(callerOf(dispatch));
      dispatch(sessionStarted(user));
      return user;
    } catch (error) {
      await dispatch(endSession({ callServer: false }));
      return rejectWithValue(toFailure(error));
    }
  },
);

/**
 * On load: a session cookie means we may still be signed in (the API's auth cookie decides).
 * Only a 401 or 403 from `users/me` ends it; any other failure keeps the cookie and tries again
 * (1 s, 2 s, 4 s … at most 10 s apart) while the page says it is reconnecting, so one network
 * blip never signs out every tab.
 */
export const restoreSession = createAppAsyncThunk('session/restore', async (_: void, { dispatch, extra, getState }) => {
  let channel = readSessionChannel();
  if (!channel) {
    dispatch(anonymous());
    return false;
  }
  // Calls follow at once: fetch answer checking alongside the live channel.
  preloadSchemas();
  dispatch(sessionStarting({ identityId: null, restoring: true }));
  extra.live.start(channel);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const user = await fetchCurrentUser(callerOf(dispatch));
      dispatch(sessionStarted(user));
      return true;
    } catch (error) {
      const failure = toFailure(error);
      // Signed in, out, or ended meanwhile: whoever did that owns the session now; or the app is gone.
      if (selectSessionStatus(getState()) !== 'restoring' || extra.lifetime.aborted) return false;
      if (refusesSession(failure)) {
        await dispatch(endSession({ callServer: false }));
        return false;
      }
      dispatch(restoreRetrying());
      await sleep(restoreRetryDelay(attempt));
      if (selectSessionStatus(getState()) !== 'restoring' || extra.lifetime.aborted) return false;
      // Another tab signed out or in meanwhile: follow the cookie as it is now.
      const current = readSessionChannel();
      if (!current) {
        await dispatch(endSession({ callServer: false }));
        return false;
      }
      if (current !== channel) {
        channel = current;
        extra.live.start(channel);
      } else if (channelSuspect(failure)) {
        extra.live.restart();
      }
    }
  }
});

/** `DELETE signout`, tried three times; false when the server could not be reached. */
async function signOutOnServer(): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await deleteSession();
      return true;
    } catch (error) {
      if (sessionGoneOnServer(toFailure(error))) return true;
      if (attempt >= SIGN_OUT_RETRY_DELAYS_MS.length) return false;
      await sleep(SIGN_OUT_RETRY_DELAYS_MS[attempt]);
    }
  }
}

/**
 * Drops everything session-bound: pending calls, the channel, the token, the cookie, the store.
 * With `callServer`, the server is told first; when it cannot be reached the user is signed out
 * here all the same, and the login page says so (`serverSignOutFailed`).
 * With `goTo`, this is the one place that navigates afterwards (the guard of this page stands
 * aside), so a sign-out never races the guard's own "sign in and come back here" redirect.
 */
export const endSession = createAppAsyncThunk('session/end', async ({ callServer, goTo }: { callServer: boolean; goTo?: string }, { dispatch, extra }) => {
  const reached = callServer ? await signOutOnServer() : true;
  extra.actions.rejectAll();
  extra.live.stop();
  setAccessToken(null);
  clearSessionChannel();
  dispatch(sessionEnded());
  dispatch(anonymous(goTo === undefined ? undefined : { leftFrom: extra.currentLocationKey() }));
  if (!reached) dispatch(serverSignOutFailed());
  if (goTo !== undefined) extra.navigate(goTo, { replace: true });
});

export const signOut = createAppAsyncThunk('session/signOut', async (_: void, { dispatch }) => {
  dispatch(overlayShown('signing-out'));
  await dispatch(endSession({ callServer: true, goTo: '/login' }));
});

/** "Try again" after a sign-out that did not reach the server (the API's cookies identify the session). */
export const retryServerSignOut = createAppAsyncThunk('session/retryServerSignOut', async (_: void, { dispatch, rejectWithValue }) => {
  try {
    await deleteSession();
  } catch (error) {
    const failure = toFailure(error);
    if (!sessionGoneOnServer(failure)) return rejectWithValue(failure);
  }
  dispatch(serverSignOutConfirmed());
});

/** A confirmed 401: back to sign-in, then back here. */
export const expireSession = createAppAsyncThunk('session/expire', async (_: void, { dispatch, extra }) => {
  await dispatch(endSession({ callServer: false, goTo: hrefs.loginWithRedirect(extra.currentPath()) }));
});

/** The 401 check: does `users/me` still answer? */
export const checkUser = createAppAsyncThunk('session/checkUser', async (_: void, { dispatch, getState }) => {
  try {
    await fetchCurrentUser(callerOf(dispatch));
    return true;
  } catch (error) {
    // Only a session still in use expires: one ended (or replaced) meanwhile is left alone.
    if (toFailure(error).code === 401 && selectSessionStatus(getState()) === 'authenticated') await dispatch(expireSession());
    return false;
  }
});
