import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { getAccessToken, setAccessToken } from '@/lib/http';
import { server } from '@mocks/node';
import { sandboxControls } from '@mocks/controls';
import { SHARED_ACTIVITY_KEY } from '@/features/session';
import { currentPath, renderApp, renderSignedIn, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

/** Signs in, then "reloads": a fresh app with only the session cookie left (the token was in memory). */
async function reloadSignedIn() {
  const first = await renderSignedIn('admin@sandbox.test');
  const channel = Cookies.get('session-channel');
  first.unmount();
  first.dispose();
  setAccessToken(null);
  expect(channel).toMatch(/^private-encrypted-session-/);
  return channel;
}

let stopCounting = () => {};
afterEach(() => stopCounting());

/** Counts the `DELETE signout` requests that reach the sandbox from now on. */
const deleteSignoutCount = () => {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'DELETE' && new URL(request.url).pathname.endsWith('/signout')) count += 1;
  };
  server.events.on('request:start', listener);
  stopCounting = () => server.events.removeListener('request:start', listener);
  return () => count;
};

describe('restoring a session on reload', () => {
  it.each([
    ['a 500', () => sandboxControls.failNext(500, { path: 'actions', action: 'users/me' })],
    ['a network error', () => server.use(http.post('*/api/actions', () => HttpResponse.error(), { once: true }))],
  ])('%s from users/me keeps the cookie, shows "Reconnecting..." and restores', async (_name, fault) => {
    const channel = await reloadSignedIn();
    fault();
    const { router, store } = await renderApp({ route: '/settings' });
    expect(await screen.findByText('Reconnecting...', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(store.getState().session.status).toBe('restoring');
    expect(Cookies.get('session-channel')).toBe(channel);
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'), { timeout: 10_000 });
    expect(currentPath(router)).toBe('/settings');
    expect(Cookies.get('session-channel')).toBe(channel);
  });

  it.each([401, 403] as const)('a %s from users/me ends it and goes to login, keeping the page', async (status) => {
    await reloadSignedIn();
    sandboxControls.failNext(status, { path: 'actions', action: 'users/me' });
    const { router, store } = await renderApp({ route: '/settings' });
    await waitFor(() => expect(currentPath(router)).toBe('/login?redirect=%2Fsettings'), { timeout: 10_000 });
    expect(store.getState().session.status).toBe('anonymous');
    expect(Cookies.get('session-channel')).toBeUndefined();
  });
});

/** Counts the requests that have reached the sandbox and not yet been answered, from now on. */
function requestsInFlight() {
  let open = 0;
  const started = () => void (open += 1);
  const ended = () => void (open -= 1);
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
  const stop = () => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('request:end', ended);
  };
  return { count: () => open, stop };
}

/**
 * Waits until the page has loaded what it needs: the shell's counts (new mail, old payout requests)
 * are in, nothing is in flight at the sandbox and no query or mutation is pending (a query settles
 * only after its request's success was recorded).
 */
async function requestsSettled(store: Awaited<ReturnType<typeof renderApp>>['store'], inFlight: ReturnType<typeof requestsInFlight>) {
  await waitFor(
    () => {
      const { api = { queries: {}, mutations: {} }, mailbox } = store.getState();
      const entries = [...Object.values(api.queries), ...Object.values(api.mutations)];
      expect(mailbox.newCount).not.toBeNull();
      expect(entries.some((entry) => entry?.endpointName === 'listPayoutRequests' && entry.status === 'fulfilled')).toBe(true);
      expect(entries.filter((entry) => entry?.status === 'pending')).toEqual([]);
      expect(inFlight.count()).toBe(0);
    },
    { timeout: 15_000 },
  );
  return store.getState().session.lastRequestAt;
}

/** Resolves after the session's clock has looked at the shared activity `times` more times. */
function lifetimeChecks(times: number) {
  const getItem = Storage.prototype.getItem;
  let reads = 0;
  const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
    if (key === SHARED_ACTIVITY_KEY) reads += 1;
    return getItem.call(this, key);
  });
  return waitFor(() => expect(reads).toBeGreaterThanOrEqual(times), { timeout: 15_000 }).finally(() => spy.mockRestore());
}

describe('inactivity across tabs', () => {
  let inFlight: ReturnType<typeof requestsInFlight>;
  beforeEach(() => void (inFlight = requestsInFlight()));
  afterEach(() => {
    inFlight.stop();
    vi.useRealTimers();
  });

  it('an idle tab neither warns nor signs out while another tab is in use', async () => {
    const { router, store } = await renderSignedIn('admin@sandbox.test', '/settings');
    await waitFor(() => expect(currentPath(router)).toBe('/settings'));
    const lastOwnRequest = await requestsSettled(store, inFlight);
    const signedInAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    // This tab made no request for 30 minutes; another tab made one a minute ago.
    vi.setSystemTime(signedInAt + 30 * 60_000);
    localStorage.setItem(SHARED_ACTIVITY_KEY, String(signedInAt + 29 * 60_000));
    await lifetimeChecks(2);
    expect(store.getState().session.lastRequestAt).toBe(lastOwnRequest);
    expect(store.getState().session.status).toBe('authenticated');
    expect(screen.queryByRole('dialog', { name: 'You are about to be signed out' })).not.toBeInTheDocument();
    expect(Cookies.get('session-channel')).toMatch(/^private-encrypted-session-/);
    expect(currentPath(router)).toBe('/settings');

    // Nobody is in use any more: the same clock now ends it.
    vi.setSystemTime(signedInAt + 60 * 60_000);
    await waitFor(() => expect(currentPath(router)).toBe('/session-expired'), { timeout: 15_000 });
  });

  it('an idle tab shows no warning while another tab is in use', async () => {
    const { store } = await renderSignedIn('admin@sandbox.test', '/settings');
    const lastOwnRequest = await requestsSettled(store, inFlight);
    const signedInAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(signedInAt + 26 * 60_000);
    localStorage.setItem(SHARED_ACTIVITY_KEY, String(signedInAt + 25 * 60_000));
    await lifetimeChecks(2);
    expect(store.getState().session.lastRequestAt).toBe(lastOwnRequest);
    expect(screen.queryByRole('dialog', { name: 'You are about to be signed out' })).not.toBeInTheDocument();
    // The other tab goes quiet too: now this one warns.
    vi.setSystemTime(signedInAt + 51 * 60_000);
    expect(await screen.findByRole('dialog', { name: 'You are about to be signed out' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("this tab's successful requests are shared with the other tabs", async () => {
    const before = Date.now();
    await renderSignedIn('admin@sandbox.test');
    expect(Number(localStorage.getItem('session-last-activity'))).toBeGreaterThanOrEqual(before);
  });
});

describe('signing out when the server cannot be reached', () => {
  it('retries DELETE signout, signs out here anyway, warns on the login page, and "Try again" asks the server again', async () => {
    const deletes = deleteSignoutCount();
    const { user, router, store } = await renderSignedIn('admin@sandbox.test');
    sandboxControls.failNext(500, { path: 'signout', count: 3 });
    await act(() => router.navigate('/logout'));
    await waitFor(() => expect(currentPath(router)).toBe('/login'), { timeout: 10_000 });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('We could not reach the server to end your session.');
    expect(deletes()).toBe(3);
    expect(store.getState().session.status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
    expect(Cookies.get('session-channel')).toBeUndefined();

    await user.click(within(warning).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your session has been ended on the server.')).toBeInTheDocument();
    expect(deletes()).toBe(4);
    expect(screen.queryByText(/could not reach the server/)).not.toBeInTheDocument();
  });

  it('a retry that gets through signs out without a warning', async () => {
    const deletes = deleteSignoutCount();
    const { router } = await renderSignedIn('admin@sandbox.test');
    sandboxControls.failNext(500, { path: 'signout', count: 2 });
    await act(() => router.navigate('/logout'));
    await waitFor(() => expect(currentPath(router)).toBe('/login'), { timeout: 10_000 });
    expect(await screen.findByLabelText(/^email/i)).toBeInTheDocument();
    expect(deletes()).toBe(3);
    expect(screen.queryByText(/could not reach the server/)).not.toBeInTheDocument();
  });
});
