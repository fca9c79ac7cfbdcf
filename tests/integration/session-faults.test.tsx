import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { getAccessToken, setAccessToken } from '@/lib/http';
import { server } from '@mocks/node';
import { sandboxControls } from '@mocks/controls';
import { currentPath, renderApp, renderSignedIn, withSandbox } from '../render-app';

withSandbox();

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

/** Waits until this tab has made no request for a second: the page has loaded what it needs. */
async function requestsSettled(store: Awaited<ReturnType<typeof renderApp>>['store']) {
  let last = store.getState().session.lastRequestAt;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = store.getState().session.lastRequestAt;
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    }
  }
}

describe('inactivity across tabs', () => {
  afterEach(() => vi.useRealTimers());

  it('an idle tab neither warns nor signs out while another tab is in use', async () => {
    const { router, store } = await renderSignedIn('admin@sandbox.test', '/settings');
    await waitFor(() => expect(currentPath(router)).toBe('/settings'));
    await requestsSettled(store);
    const signedInAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    // This tab made no request for 30 minutes; another tab made one a minute ago.
    vi.setSystemTime(signedInAt + 30 * 60_000);
    localStorage.setItem('session-last-activity', String(signedInAt + 29 * 60_000));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(store.getState().session.lastRequestAt).toBeLessThan(signedInAt + 60_000);
    expect(store.getState().session.status).toBe('authenticated');
    expect(screen.queryByRole('dialog', { name: 'You are about to be signed out' })).not.toBeInTheDocument();
    expect(Cookies.get('session-channel')).toMatch(/^private-encrypted-session-/);
    expect(currentPath(router)).toBe('/settings');

    // Nobody is in use any more: the same clock now ends it.
    vi.setSystemTime(signedInAt + 60 * 60_000);
    await waitFor(() => expect(currentPath(router)).toBe('/session-expired'), { timeout: 5_000 });
  });

  it('an idle tab shows no warning while another tab is in use', async () => {
    const { store } = await renderSignedIn('admin@sandbox.test', '/settings');
    await requestsSettled(store);
    const signedInAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(signedInAt + 26 * 60_000);
    localStorage.setItem('session-last-activity', String(signedInAt + 25 * 60_000));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByRole('dialog', { name: 'You are about to be signed out' })).not.toBeInTheDocument();
    // The other tab goes quiet too: now this one warns.
    vi.setSystemTime(signedInAt + 51 * 60_000);
    expect(await screen.findByRole('dialog', { name: 'You are about to be signed out' }, { timeout: 3_000 })).toBeInTheDocument();
  });

  it('this tab\'s successful requests are shared with the other tabs', async () => {
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
    await router.navigate('/logout');
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
    await router.navigate('/logout');
    await waitFor(() => expect(currentPath(router)).toBe('/login'), { timeout: 10_000 });
    expect(await screen.findByLabelText(/^email/i)).toBeInTheDocument();
    expect(deletes()).toBe(3);
    expect(screen.queryByText(/could not reach the server/)).not.toBeInTheDocument();
  });
});
