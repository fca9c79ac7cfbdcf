import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { passkeyRegistrationOptions, verifyPasskeyRegistration } from '@mocks/passkeys';
import { currentPath, markReleaseNotesSeen, renderApp, renderRestored, withSandbox } from '../../../tests/render-app';
import { installSoftwareWebAuthn } from '../../../tests/software-webauthn';

// Not `trustStepUp`: nothing here asks for step-up (a first passkey needs none).
withSandbox();
afterEach(() => {
  delete (navigator as { credentials?: unknown }).credentials;
});

const LONG = { timeout: 30_000 };
const passkeys = () => screen.getByRole('region', { name: 'Passkeys' });

describe('passkeys', () => {
  it('adds one in Settings → Security, lists it, and signs in with it on /login with no password or code', async () => {
    const webauthn = installSoftwareWebAuthn();
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderRestored('admin@sandbox.test', '/settings?tab=security');
    expect(await within(await screen.findByRole('region', { name: 'Passkeys' }, LONG)).findByText('You have no passkeys yet.', {}, LONG)).toBeVisible();

    await app.user.click(within(passkeys()).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await app.user.clear(name);
    await app.user.type(name, 'Work laptop');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));

    const row = await within(passkeys()).findByRole('row', { name: /Work laptop/ }, LONG);
    expect(row).toHaveTextContent('Never');
    expect(screen.queryByRole('dialog', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(db.passkeys.all()).toEqual([expect.objectContaining({ userId: 'usr_admin', name: 'Work laptop', rpId: 'localhost', lastUsedAt: null })]);
    expect(webauthn.authenticator.credentials).toHaveLength(1);

    await app.navigate('/logout');
    const signIn = await screen.findByRole('button', { name: 'Sign in with a passkey' }, LONG);
    await app.user.click(signIn);
    await waitFor(() => expect(app.store.getState().session.status).toBe('authenticated'), LONG);
    await waitFor(() => expect(currentPath(app.router)).not.toMatch(/^\/login/));
    expect(db.passkeys.all()[0].lastUsedAt).not.toBeNull();
  });

  it('says so when the user cancels, and adds nothing', async () => {
    const webauthn = installSoftwareWebAuthn();
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderRestored('admin@sandbox.test', '/settings?tab=security');
    await app.user.click(await within(await screen.findByRole('region', { name: 'Passkeys' }, LONG)).findByRole('button', { name: 'Add a passkey' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    webauthn.cancel();
    await app.user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    expect(await within(dialog).findByText('No passkey was created. Try again when you are ready.', {}, LONG)).toBeVisible();
    expect(db.passkeys.all()).toHaveLength(0);
  });

  it('on /login: tells a cancelled ceremony, and a passkey the account no longer has', async () => {
    const webauthn = installSoftwareWebAuthn();
    const rp = { id: location.hostname, origin: location.origin };
    const response = await webauthn.authenticator.create(passkeyRegistrationOptions(db.users.get('usr_admin')!, rp), location.origin);
    const credential = await verifyPasskeyRegistration('usr_admin', response);
    db.passkeys.insert({ id: 'pk_test', userId: 'usr_admin', name: 'Old key', ...credential!, createdAt: new Date().toISOString(), lastUsedAt: null });

    const app = await renderApp({ route: '/login' });
    const signIn = await screen.findByRole('button', { name: 'Sign in with a passkey' }, LONG);
    webauthn.cancel();
    await app.user.click(signIn);
    expect(await screen.findByText('No passkey was used. Try again, or sign in with your password.', {}, LONG)).toBeVisible();

    db.passkeys.remove('pk_test');
    await app.user.click(signIn);
    expect(await screen.findByText(/^This passkey was not accepted/, {}, LONG)).toBeVisible();
    expect(app.store.getState().session.status).not.toBe('authenticated');
  });
});
