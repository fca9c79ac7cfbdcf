import { actionMiddleware, type ActionClient } from '@/lib/actions';
import { configureStore } from '@reduxjs/toolkit';
import { failure, getAccessToken, networkFailure, setAccessToken } from '@/lib/http';
import { connectionSlice } from './connection-slice';
import { readSessionChannel, writeSessionChannel, clearSessionChannel } from './session-cookie';
import { restoreRetryDelay } from './session-faults';
import { sessionSlice } from './session-slice';
import { endSession, restoreSession } from './session-thunks';
import { deleteSession } from './api/delete-session';

vi.mock('./api/delete-session', () => ({ deleteSession: vi.fn() }));

const me = { requestReference: 'r', data: { id: 'u', attributes: { email: 'a@b.c' } } };
const CHANNEL = 'private-encrypted-session-restore-test';

function setup(usersMe: () => Promise<unknown>) {
  const call = vi.fn(usersMe);
  const services = {
    actions: { call, rejectAll: vi.fn(), handleAnswer: vi.fn(), pendingCount: () => 0 },
    live: { start: vi.fn(), stop: vi.fn(), restart: vi.fn(), ready: () => Promise.resolve(), channelName: () => CHANNEL },
    navigate: vi.fn(),
    currentPath: () => '/settings',
    currentLocationKey: () => 'entry-1',
    lifetime: new AbortController().signal,
  };
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, connection: connectionSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } }).prepend(
        actionMiddleware({ actions: services.actions as unknown as ActionClient, receive: () => undefined }),
      ),
  });
  // The thunks are typed for the app's store; this one holds only the slices they touch.
  const dispatch = store.dispatch as unknown as (action: unknown) => Promise<{ payload?: unknown }>;
  return { store, services, call, dispatch };
}

/** users/me answers with these failures in turn, then with the user. */
const failingThen = (...failures: unknown[]) => {
  let n = 0;
  return () => (n < failures.length ? Promise.reject(failures[n++]) : Promise.resolve(me));
};

describe('restoring a session after a reload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    writeSessionChannel(CHANNEL);
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSessionChannel();
  });

  it('backs off 1 s, 2 s, 4 s, 8 s, then every 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(restoreRetryDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it.each([
    ['a network error', networkFailure()],
    ['a time-out', failure('timeout', 'Timeout', [], true)],
    ['a 500', failure(500, 'Internal Server Error')],
    ['a 503', failure(503, 'Service Unavailable')],
    ['the live channel giving up', failure('channel-unavailable', 'The live channel could not connect', [], true)],
  ])('%s keeps the cookie, says it is reconnecting and tries again', async (_name, fault) => {
    const { store, services, call, dispatch } = setup(failingThen(fault, fault, fault));
    const restored = dispatch(restoreSession());
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    expect(store.getState().session).toMatchObject({ status: 'restoring', reconnecting: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(call).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(call).toHaveBeenCalledTimes(4);
    expect((await restored).payload).toBe(true);
    expect(store.getState().session).toMatchObject({ status: 'authenticated', reconnecting: false });
    expect(readSessionChannel()).toBe(CHANNEL);
    expect(services.live.stop).not.toHaveBeenCalled();
  });

  it('reopens the live channel when the answer did not come', async () => {
    const { services, dispatch } = setup(failingThen(failure('timeout', 'Timeout', [], true)));
    const restored = dispatch(restoreSession());
    await vi.advanceTimersByTimeAsync(1000);
    expect(services.live.restart).toHaveBeenCalledTimes(1);
    expect((await restored).payload).toBe(true);
  });

  it.each([401, 403])('a %s from users/me ends the session and clears the cookie', async (code) => {
    const { store, services, call, dispatch } = setup(failingThen(failure(code, 'Refused')));
    expect((await dispatch(restoreSession())).payload).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    expect(store.getState().session.status).toBe('anonymous');
    expect(readSessionChannel()).toBeNull();
    expect(services.live.stop).toHaveBeenCalled();
  });

  it('stops trying once the session was ended elsewhere (sign-out, channel refused)', async () => {
    const { store, call, dispatch } = setup(() => Promise.reject(networkFailure()));
    const restored = dispatch(restoreSession());
    await vi.advanceTimersByTimeAsync(0);
    await dispatch(endSession({ callServer: false }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await restored).payload).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('follows another tab that signed out meanwhile', async () => {
    const { store, call, dispatch } = setup(() => Promise.reject(networkFailure()));
    const restored = dispatch(restoreSession());
    await vi.advanceTimersByTimeAsync(0);
    clearSessionChannel();
    await vi.advanceTimersByTimeAsync(1000);
    expect((await restored).payload).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    expect(store.getState().session.status).toBe('anonymous');
  });
});

describe('signing out when the server cannot be reached', () => {
  const deleteMock = vi.mocked(deleteSession);
  beforeEach(() => {
    vi.useFakeTimers();
    deleteMock.mockReset();
    writeSessionChannel(CHANNEL);
    setAccessToken('secret-token');
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSessionChannel();
    setAccessToken(null);
  });

  it('tries DELETE signout twice more, then signs out here anyway and remembers to say so', async () => {
    deleteMock.mockRejectedValue(networkFailure());
    const { store, services, dispatch } = setup(() => Promise.resolve(me));
    const ended = dispatch(endSession({ callServer: true, goTo: '/login' }));
    await vi.advanceTimersByTimeAsync(5_000);
    await ended;
    expect(deleteMock).toHaveBeenCalledTimes(3);
    expect(getAccessToken()).toBeNull();
    expect(readSessionChannel()).toBeNull();
    expect(services.live.stop).toHaveBeenCalled();
    expect(store.getState().session).toMatchObject({ status: 'anonymous', serverSignOutFailed: true });
    expect(services.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('a retry that gets through signs out quietly', async () => {
    deleteMock.mockRejectedValueOnce(failure(502, 'Bad Gateway')).mockResolvedValueOnce({ data: null });
    const { store, dispatch } = setup(() => Promise.resolve(me));
    const ended = dispatch(endSession({ callServer: true }));
    await vi.advanceTimersByTimeAsync(5_000);
    await ended;
    expect(deleteMock).toHaveBeenCalledTimes(2);
    expect(store.getState().session).toMatchObject({ status: 'anonymous', serverSignOutFailed: false });
  });

  it('a server that no longer knows the session counts as signed out', async () => {
    deleteMock.mockRejectedValue(failure(401, 'Unauthorized'));
    const { store, dispatch } = setup(() => Promise.resolve(me));
    await dispatch(endSession({ callServer: true }));
    expect(deleteMock).toHaveBeenCalledTimes(1);
    expect(store.getState().session.serverSignOutFailed).toBe(false);
  });
});
