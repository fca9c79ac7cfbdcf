import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { getAccessToken } from '@/lib/http';
import { currentPath, renderApp, signInThroughForm, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

const storageValues = () =>
  [...Object.keys(localStorage).map((k) => localStorage.getItem(k)), ...Object.keys(sessionStorage).map((k) => sessionStorage.getItem(k))].join('\n');

describe('sign-in', () => {
  it('admin signs in to the dashboard; the token stays in memory, only the channel goes in a cookie', async () => {
    const { user, router, store } = await renderApp({ route: '/login' });
    await signInThroughForm(user, 'admin@sandbox.test');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    await waitFor(() => expect(store.getState().session.user?.email).toBe('admin@sandbox.test'));
    const token = getAccessToken();
    expect(token).toBeTruthy();
    expect(storageValues()).not.toContain(token);
    expect(document.cookie).not.toContain(token);
    expect(Cookies.get('session-channel')).toMatch(/^private-encrypted-session-/);
  });

  it('a wrong password says so and keeps what was typed', async () => {
    const { user } = await renderApp({ route: '/login' });
    await signInThroughForm(user, 'admin@sandbox.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect login or password');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('admin@sandbox.test');
  });

  it('checks the form before sending it', async () => {
    const { user } = await renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText(/^email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('2FA: a wrong code is refused, the right one signs in', async () => {
    const { user, router } = await renderApp({ route: '/login' });
    await signInThroughForm(user, 'twofa@sandbox.test');
    await waitFor(() => expect(currentPath(router)).toBe('/login/2fa'));
    const digits = await screen.findAllByLabelText(/digit \d of 6/i);
    expect(digits).toHaveLength(6);
    // The sixth digit sends the code.
    await user.type(digits[0], '654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect 2FA verification code');
    for (const digit of screen.getAllByLabelText(/digit \d of 6/i)) await user.clear(digit);
    await user.type(screen.getAllByLabelText(/digit \d of 6/i)[0], '123456');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('2FA: a trusted device skips the code next time', async () => {
    const first = await renderApp({ route: '/login' });
    await signInThroughForm(first.user, 'twofa@sandbox.test', 'Sandbox-123', { trusted: true });
    await waitFor(() => expect(currentPath(first.router)).toBe('/login/2fa'));
    await first.user.type((await screen.findAllByLabelText(/digit \d of 6/i))[0], '123456');
    await waitFor(() => expect(currentPath(first.router)).toBe('/'));
    first.unmount();
    Cookies.remove('session-channel', { path: '/' });
    const second = await renderApp({ route: '/login' });
    await signInThroughForm(second.user, 'twofa@sandbox.test');
    await waitFor(() => expect(currentPath(second.router)).toBe('/'));
  });

  it('several identities: choose one; inactive ones cannot be chosen', async () => {
    const { user, router, store } = await renderApp({ route: '/login' });
    await signInThroughForm(user, 'multi@sandbox.test');
    await waitFor(() => expect(currentPath(router)).toBe('/login/identity'));
    const list = await screen.findByRole('list', { name: /identities/i });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    expect(buttons.filter((b) => b.hasAttribute('disabled'))).toHaveLength(1);
    await user.click(
      within(list)
        .getAllByRole('button', { name: /northwind group/i })
        .find((b) => !b.hasAttribute('disabled'))!,
    );
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(store.getState().session.identityId).toBeTruthy();
  });

  it.each([
    ['noidentity@sandbox.test', 'No available identities found'],
    ['inactive@sandbox.test', 'No active identities'],
  ])('%s: %s', async (email, message) => {
    const { user } = await renderApp({ route: '/login' });
    await signInThroughForm(user, email);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['blocked@sandbox.test', '/account-blocked', /account blocked/i],
    ['suspended@sandbox.test', '/account-suspended', /temporarily suspended/i],
  ])('%s goes to %s', async (email, path, heading) => {
    const { user, router } = await renderApp({ route: '/login' });
    await signInThroughForm(user, email);
    await waitFor(() => expect(currentPath(router)).toBe(path));
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('a forced password change signs in with the new password', async () => {
    const { user, router } = await renderApp({ route: '/login' });
    await signInThroughForm(user, 'newpass@sandbox.test');
    await waitFor(() => expect(currentPath(router)).toBe('/login/password-change-required'));
    await user.type(await screen.findByLabelText(/current password/i), 'Sandbox-123');
    await user.type(screen.getByLabelText(/^new password/i), 'short');
    await user.click(screen.getByRole('button', { name: /change password/i }));
    expect(await screen.findByText('Use at least 10 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^new password/i));
    await user.type(screen.getByLabelText(/^new password/i), 'Brand-new-pass-42');
    await user.type(screen.getByLabelText(/repeat the new password/i), 'Brand-new-pass-42');
    await user.click(screen.getByRole('button', { name: /change password/i }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('a team that enforces 2FA makes the user set it up first', async () => {
    const { user, router } = await renderApp({ route: '/login' });
    await signInThroughForm(user, 'setup2fa@sandbox.test');
    await waitFor(() => expect(currentPath(router)).toBe('/login/2fa-setup'));
    expect(await screen.findByRole('img', { name: /qr code/i }, { timeout: 10_000 })).toBeInTheDocument();
    // The setup's own client carries the step token: the app has none until a real sign-in.
    expect(getAccessToken()).toBeNull();
    expect(screen.getByText(/^[A-Z2-7]{16,}$/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/6-digit code/i), '000000');
    await user.click(screen.getByRole('button', { name: /turn on/i }));
    expect(await screen.findByText('Incorrect 2FA verification code')).toBeInTheDocument();
    // A second press on the emptied boxes keeps the server's answer (not "Enter all 6 digits") and sends nothing.
    await user.click(screen.getByRole('button', { name: /turn on/i }));
    expect(screen.getByText('Incorrect 2FA verification code')).toBeInTheDocument();
    expect(screen.queryByText('Enter all 6 digits of the code')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/6-digit code/i));
    await user.type(screen.getByLabelText(/6-digit code/i), '123456');
    await user.click(screen.getByRole('button', { name: /turn on/i }));
    expect(await screen.findByText(/two-factor authentication is on/i)).toBeInTheDocument();
  });
});

describe('step pages refuse direct entry', () => {
  it.each(['/login/2fa', '/login/identity', '/login/password-change-required', '/login/2fa-setup'])('%s → /login', async (path) => {
    const { router } = await renderApp({ route: path });
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });
});

describe('redirects', () => {
  it('a guarded page opened signed-out goes to login and comes back after sign-in', async () => {
    const { user, router } = await renderApp({ route: '/?tab=volume' });
    await waitFor(() => expect(currentPath(router)).toBe('/login?redirect=%2F%3Ftab%3Dvolume'));
    await signInThroughForm(user, 'admin@sandbox.test');
    await waitFor(() => expect(currentPath(router)).toBe('/?tab=volume'));
  });

  it('a redirect to another origin is ignored', async () => {
    const { user, router } = await renderApp({ route: '/login?redirect=%2F%2Fevil.example%2Fphish' });
    await signInThroughForm(user, 'admin@sandbox.test');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('an unknown path shows the not-found page', async () => {
    await renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('restoring a session', () => {
  it('a leftover session cookie the server no longer knows goes straight to login, keeping the page', async () => {
    Cookies.set('session-channel', 'private-session-gone', { path: '/' });
    const { router, store } = await renderApp({ route: '/settings' });
    let retried = store.getState().session.reconnecting;
    const stopWatching = store.subscribe(() => void (retried ||= store.getState().session.reconnecting));
    await waitFor(() => expect(currentPath(router)).toBe('/login?redirect=%2Fsettings'), { timeout: 10_000 });
    stopWatching();
    expect(await screen.findByLabelText(/^email/i)).toBeInTheDocument();
    // Refused, not unreachable: no "Reconnecting..." retries first.
    expect(retried).toBe(false);
    expect(Cookies.get('session-channel')).toBeUndefined();
  });
});

describe('sign-out', () => {
  it('/logout ends the session on the server and clears everything', async () => {
    const { user, router, store } = await renderApp({ route: '/login' });
    await signInThroughForm(user, 'admin@sandbox.test');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    await act(() => router.navigate('/logout'));
    await waitFor(() => expect(currentPath(router)).toBe('/login'), { timeout: 10000 });
    expect(store.getState().session.status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
    expect(Cookies.get('session-channel')).toBeUndefined();
  });

  it('after signing out from a page, Back to a guarded page asks to sign in again', async () => {
    const { user, router } = await renderApp({ route: '/login?redirect=%2Fprojects' });
    await signInThroughForm(user, 'admin@sandbox.test');
    await waitFor(() => expect(currentPath(router)).toBe('/projects'), { timeout: 10_000 });
    await act(() => router.navigate('/settings'));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 });
    await user.click(within(nav).getByRole('link', { name: 'Log out' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'), { timeout: 10_000 });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(currentPath(router)).toBe('/login?redirect=%2Fsettings'), { timeout: 10_000 });
    expect(await screen.findByLabelText(/^email/i)).toBeInTheDocument();
  });
});
