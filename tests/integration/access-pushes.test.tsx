import { screen, waitFor } from '@testing-library/react';
import { DEMO } from '@mocks/db/transactions-demo';
import { db } from '@mocks/db/store';
import { pushToSession } from '@mocks/pusher-hub';
import { currentPath, markReleaseNotesSeen, renderRestored, withSandbox } from '../render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };

/** The signed-in sandbox session of a user (the test signs in once). */
const sessionOf = (userId: string) => db.sessions.find((s) => s.userId === userId && s.scope === 'full' && s.channels.length > 0)!;

describe('what an administrator changes reaches an open tab', () => {
  it('a role changed to support takes the refund control away without a reload', async () => {
    markReleaseNotesSeen('finance@sandbox.test');
    const app = await renderRestored('finance@sandbox.test', `/transactions/${DEMO.eurPaid}`);
    expect(await screen.findByRole('button', { name: 'Refund' }, LONG)).toBeInTheDocument();

    // What the team page's role change does on the server: another group, then the push.
    db.identities.patch('idn_finance', { groupIds: ['grp_northwind_support'] });
    pushToSession(sessionOf('usr_finance').id, 'permissions-changed', { identityId: 'idn_finance' });

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument(), LONG);
    // Still on the same page, still signed in: the rights changed, not the session.
    expect(currentPath(app.router)).toBe(`/transactions/${DEMO.eurPaid}`);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  }, 40_000);

  it('a session-ended push signs the device out at once and the login page says why', async () => {
    markReleaseNotesSeen('support@sandbox.test');
    const app = await renderRestored('support@sandbox.test', '/transactions');
    await screen.findByRole('heading', { level: 1, name: 'Transactions' }, LONG);

    pushToSession(sessionOf('usr_support').id, 'session-ended', { reason: 'token-deleted' });

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'), LONG);
    expect(await screen.findByText('An administrator signed this device out. Sign in again to continue.', {}, LONG)).toBeInTheDocument();
    expect(app.store.getState().session.status).toBe('anonymous');
  }, 40_000);
});
