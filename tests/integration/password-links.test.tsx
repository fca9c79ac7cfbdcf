import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { legacyResetPath } from '@/app/legacy-links';
import { getAccessToken } from '@/lib/http';
import { currentPath, renderApp, renderSignedIn, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

describe('password and account links', () => {
  it('a reset request shows the link the sandbox sent, and the link sets a new password', async () => {
    const { user, router } = await renderApp({ route: '/reset' });
    await user.type(await screen.findByLabelText(/^email/i), 'admin@sandbox.test');
    await user.click(screen.getByRole('button', { name: /send reset link/i }));
    expect(await screen.findByText(/a reset link is on its way/i)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '/reset/sandbox-reset-token' }));
    await waitFor(() => expect(currentPath(router)).toBe('/reset/sandbox-reset-token'));
    await user.type(await screen.findByLabelText(/^new password/i), 'Another-pass-77');
    await user.type(screen.getByLabelText(/repeat the new password/i), 'Another-pass-77');
    await user.click(screen.getByRole('button', { name: /save new password/i }));
    expect(await screen.findByRole('heading', { name: /password changed/i })).toBeInTheDocument();
  });

  it('the spam hint appears 3 minutes after the request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await renderApp({ route: '/reset' });
      await user.type(await screen.findByLabelText(/^email/i), 'admin@sandbox.test');
      await user.click(screen.getByRole('button', { name: /send reset link/i }));
      await screen.findByText(/a reset link is on its way/i);
      expect(screen.queryByText(/check your spam folder/i)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(3 * 60 * 1000));
      expect(await screen.findByText(/check your spam folder/i)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an expired reset link says so and offers a new one', async () => {
    const { user } = await renderApp({ route: '/reset/expired-token' });
    await user.type(await screen.findByLabelText(/^new password/i), 'Another-pass-77');
    await user.type(screen.getByLabelText(/repeat the new password/i), 'Another-pass-77');
    await user.click(screen.getByRole('button', { name: /save new password/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Token for password reset has already expired. Please request new password reset link.');
    expect(screen.getByRole('link', { name: /request a new link/i })).toHaveAttribute('href', '/reset');
  });

  it('account confirmation sets the password; an expired one goes to the token-expired page', async () => {
    const ok = await renderApp({ route: '/confirm/sandbox-confirm-token' });
    await ok.user.type(await screen.findByLabelText(/^new password/i), 'Confirmed-pass-1');
    await ok.user.type(screen.getByLabelText(/repeat the new password/i), 'Confirmed-pass-1');
    await ok.user.click(screen.getByRole('button', { name: /set password/i }));
    expect(await screen.findByRole('heading', { name: /your account is ready/i })).toBeInTheDocument();
    ok.unmount();

    const expired = await renderApp({ route: '/confirm/expired-token' });
    await expired.user.type(await screen.findByLabelText(/^new password/i), 'Confirmed-pass-1');
    await expired.user.type(screen.getByLabelText(/repeat the new password/i), 'Confirmed-pass-1');
    await expired.user.click(screen.getByRole('button', { name: /set password/i }));
    await waitFor(() => expect(currentPath(expired.router)).toBe('/token-expired'));
  });

  it('a sign-up request shows the confirmation link the sandbox sent', async () => {
    const { user } = await renderApp({ route: '/sign-up' });
    await user.type(await screen.findByLabelText(/^email/i), 'new.merchant@example.com');
    await user.click(screen.getByRole('button', { name: /send confirmation link/i }));
    expect(await screen.findByRole('link', { name: '/confirm/sandbox-confirm-token' })).toBeInTheDocument();
  });

  it('a set-2fa link uses its token: valid shows the QR code, expired says so', async () => {
    const ok = await renderApp({ route: '/set-2fa/sandbox-2fa-token' });
    expect(await screen.findByRole('img', { name: /qr code/i }, { timeout: 20_000 })).toBeInTheDocument();
    ok.unmount();
    await renderApp({ route: '/set-2fa/expired-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This token for 2FA setup has already expired. Please re-login to request a new setup link.');
  });

  it('a signed-in tab opening a set-2fa link keeps its own session: token, client and channel', async () => {
    const { router, store, services } = await renderSignedIn('admin@sandbox.test', '/settings');
    await waitFor(() => expect(currentPath(router)).toBe('/settings'), { timeout: 10_000 });
    const token = getAccessToken();
    const channel = services.live.channelName();
    expect(token).toBeTruthy();

    await act(() => router.navigate('/set-2fa/sandbox-2fa-token'));
    expect(await screen.findByRole('img', { name: /qr code/i }, { timeout: 10_000 })).toBeInTheDocument();
    expect(getAccessToken()).toBe(token);
    expect(services.live.channelName()).toBe(channel);
    expect(Cookies.get('session-channel')).toBe(channel);

    // Leaving the page stops the setup's own client and channel, and nothing of the session's.
    await act(() => router.navigate('/settings'));
    await waitFor(() => expect(screen.queryByRole('img', { name: /qr code/i })).not.toBeInTheDocument());
    expect(getAccessToken()).toBe(token);
    expect(services.live.channelName()).toBe(channel);
    const me = await services.actions.call<{ attributes: { email: string } }>({ action: 'users/me' });
    expect(me.data?.attributes.email).toBe('admin@sandbox.test');
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('a set-2fa link turns 2FA on through its own client, without installing its token', async () => {
    const { user } = await renderApp({ route: '/set-2fa/sandbox-2fa-token' });
    await screen.findByRole('img', { name: /qr code/i }, { timeout: 10_000 });
    expect(getAccessToken()).toBeNull();
    await user.type(screen.getByLabelText(/6-digit code/i), '123456');
    await user.click(screen.getByRole('button', { name: /turn on/i }));
    expect(await screen.findByText(/two-factor authentication is on/i, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it("an old hash link with a malformed token shows the reset page's error, not a blank page", async () => {
    const path = legacyResetPath('#/reset/%zz');
    expect(path).not.toBeNull();
    await renderApp({ route: path! });
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Token for password reset has already expired. Please request new password reset link.',
    );
    expect(screen.getByRole('link', { name: /request a new link/i })).toHaveAttribute('href', '/reset');
  });

  it('reset2fa explains that support handles it and opens a pre-filled email', async () => {
    await renderApp({ route: '/reset2fa' });
    const link = await screen.findByRole('link', { name: /contact support/i });
    expect(link.getAttribute('href')).toMatch(/^mailto:.+\?subject=/);
  });
});
