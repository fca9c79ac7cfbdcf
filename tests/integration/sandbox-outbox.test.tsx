import { screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { login, signinAttributes } from '@mocks/test/harness';
import { currentPath, renderApp, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

beforeEach(() => {
  (window as unknown as { __sandbox?: typeof sandboxControls }).__sandbox = sandboxControls;
});
afterEach(() => {
  delete (window as unknown as { __sandbox?: typeof sandboxControls }).__sandbox;
});

describe('the sandbox outbox', () => {
  it("lists the invitation with a real link, and the link sets the invitee's password", async () => {
    const { user, unmount } = await renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sandbox' }));
    const outbox = await screen.findByRole('region', { name: 'Outbox' });
    expect(within(outbox).getByText('Ada Admin invited you to Northwind Group')).toBeInTheDocument();
    const link = within(outbox).getByRole('link', { name: 'Open invitation link for new.hire@northwind.test' });
    expect(link).toHaveAttribute('href', '/confirm/sandbox-invite-token');
    unmount();

    const confirm = await renderApp({ route: link.getAttribute('href')! });
    await confirm.user.type(await screen.findByLabelText(/^new password/i), 'Welcome-pass-1');
    await confirm.user.type(screen.getByLabelText(/repeat the new password/i), 'Welcome-pass-1');
    await confirm.user.click(screen.getByRole('button', { name: /set password/i }));
    expect(await screen.findByRole('heading', { name: /your account is ready/i })).toBeInTheDocument();
    expect(signinAttributes(await login('new.hire@northwind.test', 'Welcome-pass-1')).status).toBe('ok');
    confirm.unmount();

    // Used once: the same link now goes to the token-expired page.
    const again = await renderApp({ route: '/confirm/sandbox-invite-token' });
    await again.user.type(await screen.findByLabelText(/^new password/i), 'Welcome-pass-1');
    await again.user.type(screen.getByLabelText(/repeat the new password/i), 'Welcome-pass-1');
    await again.user.click(screen.getByRole('button', { name: /set password/i }));
    await waitFor(() => expect(currentPath(again.router)).toBe('/token-expired'));
  });
});
