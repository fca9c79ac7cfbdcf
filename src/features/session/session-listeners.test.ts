import { actionMiddleware, type ActionClient } from '@/lib/actions';
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { failure } from '@/lib/http';
import { connectionSlice, sessionEnded } from './connection-slice';
import { registerSessionListeners, unauthorizedResponse, UNAUTHORIZED_DEBOUNCE_MS } from './session-listeners';
import { anonymous, sessionSlice, sessionStarted, sessionStarting } from './session-slice';
import type { AppStartListening } from '@/lib/store';

function setup(usersMe: () => Promise<unknown>, path = '/transactions?page=2') {
  const call = vi.fn(usersMe);
  const services = {
    actions: { call, rejectAll: vi.fn(), handleAnswer: vi.fn(), pendingCount: () => 0 },
    live: { start: vi.fn(), stop: vi.fn(), restart: vi.fn(), ready: () => Promise.resolve(), channelName: () => null },
    navigate: vi.fn(),
    currentPath: () => path,
    currentLocationKey: () => 'entry-1',
    lifetime: new AbortController().signal,
  };
  const listener = createListenerMiddleware({ extra: services });
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, connection: connectionSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } }).prepend(
        listener.middleware,
        actionMiddleware({ actions: services.actions as unknown as ActionClient, receive: () => undefined }),
      ),
  });
  registerSessionListeners(listener.startListening as unknown as AppStartListening);
  store.dispatch(
    sessionStarted({
      id: 'u',
      email: 'a@b.c',
      name: '',
      twoFaEnabled: false,
      phone: null,
      isTimezoneSet: true,
      preferences: { timezone: 'utc', layoutType: 'constrained', theme: 'auto', dateFormat: 'dd.MM.yyyy' },
    }),
  );
  return { store, services, call };
}

describe('401 handling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a burst of 401s makes one user check, 400 ms after the last one', async () => {
    const { store, call } = setup(async () => ({ requestReference: 'r', data: { id: 'u', attributes: { email: 'a@b.c' } } }));
    store.dispatch(unauthorizedResponse());
    await vi.advanceTimersByTimeAsync(200);
    store.dispatch(unauthorizedResponse());
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_DEBOUNCE_MS - 1);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ action: 'users/me' }));
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('a second 401 ends the session and goes to login with the redirect', async () => {
    const { store, services } = setup(() => Promise.reject(failure(401, 'Unauthorized')));
    store.dispatch(unauthorizedResponse());
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_DEBOUNCE_MS);
    expect(store.getState().session.status).toBe('anonymous');
    expect(services.live.stop).toHaveBeenCalled();
    expect(services.actions.rejectAll).toHaveBeenCalled();
    expect(services.navigate).toHaveBeenCalledWith('/login?redirect=%2Ftransactions%3Fpage%3D2', { replace: true });
  });

  it('skips the check when the session is no longer authenticated after the wait', async () => {
    const { store, call } = setup(() => Promise.reject(failure(401, 'Unauthorized')));
    store.dispatch(unauthorizedResponse());
    await vi.advanceTimersByTimeAsync(100);
    store.dispatch(sessionStarting({ identityId: null, restoring: false }));
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_DEBOUNCE_MS);
    expect(call).not.toHaveBeenCalled();
    expect(store.getState().session.status).toBe('starting');
  });

  it.each([
    ['sessionEnded', sessionEnded()],
    ['anonymous', anonymous()],
  ])('is cancelled when the session ends (%s) during the wait', async (_name, ending) => {
    const { store, call, services } = setup(() => Promise.reject(failure(401, 'Unauthorized')));
    store.dispatch(unauthorizedResponse());
    await vi.advanceTimersByTimeAsync(100);
    store.dispatch(ending);
    // A new sign-in right after: the old 401 must not end it.
    store.dispatch(
      sessionStarted({
        id: 'u2',
        email: 'b@b.c',
        name: '',
        twoFaEnabled: false,
        phone: null,
        isTimezoneSet: true,
        preferences: { timezone: 'utc', layoutType: 'constrained', theme: 'auto', dateFormat: 'dd.MM.yyyy' },
      }),
    );
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_DEBOUNCE_MS * 2);
    expect(call).not.toHaveBeenCalled();
    expect(services.navigate).not.toHaveBeenCalled();
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('a check answered after the session ended does not expire anything', async () => {
    let refuse: (reason: unknown) => void = () => {};
    const { store, call, services } = setup(() => new Promise((_resolve, reject) => (refuse = reject)));
    store.dispatch(unauthorizedResponse());
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_DEBOUNCE_MS);
    expect(call).toHaveBeenCalledTimes(1);
    store.dispatch(anonymous());
    refuse(failure(401, 'Unauthorized'));
    await vi.advanceTimersByTimeAsync(0);
    expect(services.navigate).not.toHaveBeenCalled();
    expect(services.live.stop).not.toHaveBeenCalled();
  });

  it('on a sign-in page, expiring keeps the redirect it already carries', async () => {
    const { store, services } = setup(() => Promise.reject(failure(401, 'Unauthorized')), '/login?redirect=%2Ftransactions%3Fpage%3D2');
    store.dispatch(unauthorizedResponse());
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_DEBOUNCE_MS);
    expect(store.getState().session.status).toBe('anonymous');
    expect(services.navigate).toHaveBeenCalledWith('/login?redirect=%2Ftransactions%3Fpage%3D2', { replace: true });
  });
});
