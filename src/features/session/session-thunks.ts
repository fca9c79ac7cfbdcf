import { preloadHttp, setAccessToken, toFailure } from '@/lib/http';
import { preloadSchemas } from '@/lib/validation';
import { createAppAsyncThunk } from '@/app/store/hooks';
import { hrefs } from '@/config/paths';
import { deleteSession } from './api/delete-session';
import { fetchCurrentUser } from './api/fetch-current-user';
import { sessionEnded } from './connection-slice';
import { clearSessionChannel, newSessionChannel, readSessionChannel, writeSessionChannel } from './session-cookie';
import { anonymous, overlayShown, sessionStarted, sessionStarting } from './session-slice';

/** Status 'ok': keep the token in memory, open the session channel, load the user. */
export const beginSession = createAppAsyncThunk(
  'session/begin',
  async ({ accessToken, identityId }: { accessToken: string; identityId: string | null }, { dispatch, extra, rejectWithValue }) => {
    setAccessToken(accessToken);
    const channel = newSessionChannel();
    writeSessionChannel(channel);
    dispatch(sessionStarting({ identityId, restoring: false }));
    extra.live.start(channel);
    try {
      const user = await fetchCurrentUser(extra.actions);
      dispatch(sessionStarted(user));
      return user;
    } catch (error) {
      await dispatch(endSession({ callServer: false }));
      return rejectWithValue(toFailure(error));
    }
  },
);

/** On load: a session cookie means we may still be signed in (the API's auth cookie decides). */
export const restoreSession = createAppAsyncThunk('session/restore', async (_: void, { dispatch, extra }) => {
  const channel = readSessionChannel();
  if (!channel) {
    dispatch(anonymous());
    return false;
  }
  // Calls follow at once: fetch the network code and answer checking alongside the live channel.
  preloadHttp();
  preloadSchemas();
  dispatch(sessionStarting({ identityId: null, restoring: true }));
  extra.live.start(channel);
  try {
    const user = await fetchCurrentUser(extra.actions);
    dispatch(sessionStarted(user));
    return true;
  } catch {
    await dispatch(endSession({ callServer: false }));
    return false;
  }
});

/**
 * Drops everything session-bound: pending calls, the channel, the token, the cookie, the store.
 * With `goTo`, this is the one place that navigates afterwards (the guard of this page stands
 * aside), so a sign-out never races the guard's own "sign in and come back here" redirect.
 */
export const endSession = createAppAsyncThunk(
  'session/end',
  async ({ callServer, goTo }: { callServer: boolean; goTo?: string }, { dispatch, extra }) => {
    if (callServer) await deleteSession().catch(() => undefined);
    extra.actions.rejectAll();
    extra.live.stop();
    setAccessToken(null);
    clearSessionChannel();
    dispatch(sessionEnded());
    dispatch(anonymous(goTo === undefined ? undefined : { leftFrom: extra.currentLocationKey() }));
    if (goTo !== undefined) extra.navigate(goTo, { replace: true });
  },
);

export const signOut = createAppAsyncThunk('session/signOut', async (_: void, { dispatch }) => {
  dispatch(overlayShown('signing-out'));
  await dispatch(endSession({ callServer: true, goTo: '/login' }));
});

/** A confirmed 401: back to sign-in, then back here. */
export const expireSession = createAppAsyncThunk('session/expire', async (_: void, { dispatch, extra }) => {
  await dispatch(endSession({ callServer: false, goTo: hrefs.loginWithRedirect(extra.currentPath()) }));
});

/** The 401 check: does `users/me` still answer? */
export const checkUser = createAppAsyncThunk('session/checkUser', async (_: void, { dispatch, extra }) => {
  try {
    await fetchCurrentUser(extra.actions);
    return true;
  } catch (error) {
    if (toFailure(error).code === 401) await dispatch(expireSession());
    return false;
  }
});
