import { screen, waitFor } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { markReleaseNotesSeen, renderRestored, withSandbox } from '../render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

// The first page of a file loads its lazy modules: on a loaded 2-core machine that alone can take over 10 s.
const LONG = { timeout: 30_000 };
/** The notice's text without the isolates around the name (they keep it whole in right-to-left languages). */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

describe('a session ended by someone else says who ended it', () => {
  it("an admin ends a member's session: the member's tab lands on the login page naming the admin", async () => {
    markReleaseNotesSeen('support@sandbox.test');
    const app = await renderRestored('support@sandbox.test', '/transactions');
    await screen.findByRole('heading', { level: 1, name: 'Transactions' }, LONG);
    const session = db.sessions.find((s) => s.userId === 'usr_support' && s.scope === 'full' && s.channels.length > 0)!;

    const outcome = sandboxControls.runAs('admin@sandbox.test', 'identities/deleteAccessToken', undefined, session.id);
    expect(outcome.errors).toBeUndefined();

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'), LONG);
    const notice = await screen.findByText((text) => plain(text).startsWith('Your session was ended by '), {}, LONG);
    expect(plain(notice.textContent)).toBe('Your session was ended by Ada Admin. Sign in again to continue.');
    expect(notice.closest('[role="alert"]')).toHaveTextContent('You were signed out');
    expect(app.store.getState().session.status).toBe('anonymous');
  });

  it('a name with markup is shown as text, never as HTML', async () => {
    db.users.patch('usr_admin', { name: '<img src=x onerror=alert(1)>Ada' });
    markReleaseNotesSeen('support@sandbox.test');
    const app = await renderRestored('support@sandbox.test', '/transactions');
    await screen.findByRole('heading', { level: 1, name: 'Transactions' }, LONG);
    const session = db.sessions.find((s) => s.userId === 'usr_support' && s.scope === 'full' && s.channels.length > 0)!;

    expect(sandboxControls.runAs('admin@sandbox.test', 'identities/deleteAccessToken', undefined, session.id).errors).toBeUndefined();

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'), LONG);
    const notice = await screen.findByText((text) => plain(text).startsWith('Your session was ended by '), {}, LONG);
    expect(plain(notice.textContent)).toBe('Your session was ended by <img src=x onerror=alert(1)>Ada. Sign in again to continue.');
    expect(notice.querySelector('img')).toBeNull();
  });

  it('signed out from another of your own sessions, the tab says so instead of naming you', async () => {
    markReleaseNotesSeen('support@sandbox.test');
    const app = await renderRestored('support@sandbox.test', '/transactions');
    await screen.findByRole('heading', { level: 1, name: 'Transactions' }, LONG);

    // "Sign out all other sessions" in another browser of the same user.
    expect(sandboxControls.runAs('support@sandbox.test', 'identities/deleteOtherAccessTokens').errors).toBeUndefined();

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'), LONG);
    expect(await screen.findByText('You ended this session from another of your devices. Sign in again to continue.', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByText(/Sam Support/)).not.toBeInTheDocument();
  });
});
