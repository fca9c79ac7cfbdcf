/**
 * The `/confirm/<token>` page with invitation links (docs/api/team.md, *Invitations and the outbox*),
 * through the app and the sandbox: the seeded invitation of an existing account
 * (enterprise@sandbox.test into Northwind Group, `sandbox-invite-account-token`) and of a new address
 * (new.hire@northwind.test, `sandbox-invite-token`).
 */
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { membershipOf } from '@mocks/db/team-rules';
import { login, signinAttributes } from '@mocks/test/harness';
import { screen, waitFor } from '@testing-library/react';
import { currentPath, renderApp, renderSignedIn, signInThroughForm, withSandbox } from '../../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox();

const LONG = { timeout: 20_000 };
const DAY = 86_400_000;
const GROUP = 'res_org_northwind';
const ACCOUNT_LINK = '/confirm/sandbox-invite-account-token';

describe('an invitation of an address that already has an account', () => {
  it('asks the invitee to sign in as themselves, then accepts; their password stays, one audit row, the session goes on', async () => {
    const app = await renderApp({ route: ACCOUNT_LINK });
    expect(await screen.findByRole('heading', { name: /^Join .*Northwind Group/ }, LONG)).toBeInTheDocument();
    expect(screen.getByText(/This address already has an account: sign in with your own password to accept/)).toHaveTextContent('enterprise@sandbox.test');
    // No password is ever asked for at the link.
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Sign in to accept' }));
    await waitFor(() => expect(currentPath(app.router)).toBe(`/login?redirect=${encodeURIComponent(ACCOUNT_LINK)}`), LONG);
    await signInThroughForm(app.user, 'enterprise@sandbox.test');
    await waitFor(() => expect(currentPath(app.router)).toBe(ACCOUNT_LINK), LONG);

    await app.user.click(await screen.findByRole('button', { name: 'Accept invitation' }, LONG));
    expect(await screen.findByRole('heading', { name: 'Invitation accepted' }, LONG)).toBeInTheDocument();

    expect(membershipOf(GROUP, 'usr_enterprise')?.group.role).toBe('finance');
    expect(db.invitations.get('inv_seed_enterprise')).toBeUndefined();
    expect(db.auditEntries.filter((entry) => entry.action === 'team/acceptInvitation' && !entry.id.startsWith('aud_seed_'))).toHaveLength(1);
    expect(app.store.getState().session.status).toBe('authenticated');
    // The account's own password still signs in (now with a choice of identity).
    expect(signinAttributes(await login('enterprise@sandbox.test')).status).toBe('identity-select-required');
  });

  it('signed in as someone else, says whom it is for and offers to switch account', async () => {
    await renderSignedIn('admin@sandbox.test', ACCOUNT_LINK);
    expect(
      await screen.findByText(/You are signed in as .*admin@sandbox\.test.*, but this invitation is for .*enterprise@sandbox\.test/, {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out and switch account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});

describe('a dead invitation link says why on the page', () => {
  it('an expired link (8 days later), then the old link of a resent invitation; the new link asks for a password', async () => {
    sandboxControls.advance(8 * DAY);
    const expired = await renderApp({ route: '/confirm/sandbox-invite-token' });
    expect(await screen.findByRole('heading', { name: 'Invitation expired' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link has expired. Ask the person who invited you to send the invitation again.');
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
    expired.unmount();

    expect(sandboxControls.runAs('admin@sandbox.test', 'team/resendInvitation', { resourceId: GROUP }, 'inv_seed_new_hire').errors).toBeUndefined();
    const replaced = await renderApp({ route: '/confirm/sandbox-invite-token' });
    expect(await screen.findByRole('heading', { name: 'Link replaced' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/A newer link was sent for this invitation/);
    replaced.unmount();

    const fresh = sandboxControls.outbox().find((message) => message.to === 'new.hire@northwind.test')!.link;
    await renderApp({ route: fresh });
    expect(await screen.findByRole('heading', { name: /^Join .*Northwind Group/ }, LONG)).toBeInTheDocument();
    expect(await screen.findByLabelText(/^new password/i)).toBeInTheDocument();
  });
});
