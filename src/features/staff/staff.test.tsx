/**
 * Internal-user administration through the UI (docs/api/staff.md): staff start on the users' search
 * with no workspace, open a user across merchants, and change the account with a reason and a fresh
 * code; a refusal stays in the dialog with the reason typed; the internal audit keeps the reason and
 * the merchant's admin sees the provider's change in their own trail. Merchants never reach the pages.
 */
import { db } from '@mocks/db/store';
import { openLive, signIn, signInWithCode } from '@mocks/test/harness';
import { screen, waitFor, within } from '@testing-library/react';
import { gridRows } from '../../../tests/grid-rows';
import { currentPath, markReleaseNotesSeen, renderApp, renderRestored, renderSignedIn, signInThroughForm, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const REASON = 'Chargeback fraud ring, ticket 8812';

async function openAsStaff(route: string) {
  markReleaseNotesSeen('staff@sandbox.test');
  return renderRestored('staff@sandbox.test', route);
}

async function openUser(app: Awaited<ReturnType<typeof openAsStaff>>, email: string) {
  await app.user.type(await screen.findByRole('searchbox', { name: 'Search users' }, LONG), email);
  const grid = await screen.findByRole('grid', { name: 'Users' }, LONG);
  await waitFor(() => expect(gridRows(grid).map(({ cells }) => cells['E-mail'])).toEqual([email]), LONG);
  await app.user.click(within(grid).getByRole('link', { name: email }));
  expect(await screen.findByRole('heading', { level: 1, name: email }, LONG)).toBeInTheDocument();
}

describe('staff', () => {
  it('start on the users, with no workspace and only their own entries, and read a user across merchants', async () => {
    const app = await openAsStaff('/');
    await waitFor(() => expect(currentPath(app.router)).toBe('/staff/users'), LONG);
    const nav = await screen.findByRole('navigation', { name: /main/i }, LONG);
    expect(within(nav).getByRole('link', { name: 'Users (provider)' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Internal audit' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();

    await openUser(app, 'admin@sandbox.test');
    const workspaces = await screen.findByRole('table', { name: 'Workspaces and roles' });
    expect(within(workspaces).getByText('Northwind Group')).toBeInTheDocument();
    expect(within(workspaces).getByText('Solo Store')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Signed-in sessions' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent sign-ins' })).toBeInTheDocument();
  });

  it('blocks with a reason after a fresh code; the reason is in the internal audit', async () => {
    db.users.patch('usr_staff', { stepUpTrusted: false });
    const app = await openAsStaff('/staff/users');
    await openUser(app, 'support@sandbox.test');
    await app.user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this account' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Block account' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'too short');
    expect(await within(dialog).findByText('A reason is 10 to 500 characters')).toBeInTheDocument();
    expect(db.users.get('usr_support')!.status).toBe('active');

    await app.user.clear(within(dialog).getByRole('textbox', { name: /^Reason/ }));
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), REASON);
    await app.user.click(within(dialog).getByRole('button', { name: 'Block account' }));
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" }, LONG);
    await app.user.type(within(stepUp).getAllByRole('textbox')[0], '123456');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block this account' })).not.toBeInTheDocument(), LONG);
    expect(db.users.get('usr_support')!.status).toBe('blocked');
    expect(await screen.findByRole('button', { name: 'Unblock' }, LONG)).toBeInTheDocument();

    await app.user.click(within(screen.getByRole('navigation', { name: /main/i })).getByRole('link', { name: 'Internal audit' }));
    const audit = await screen.findByRole('grid', { name: 'Internal audit' }, LONG);
    await waitFor(() => expect(gridRows(audit)[0]?.cells).toMatchObject({ Change: 'Blocked', User: 'support@sandbox.test', Reason: REASON }), LONG);
  });

  it("shows the merchant's admin the provider's change in their own trail, with no staff member, device or reason", async () => {
    const staff = await openLive(await signInWithCode('staff@sandbox.test'));
    await staff.action('staff-users/block', { data: { attributes: { reason: REASON } } }, { id: 'usr_support', reference: crypto.randomUUID() });
    staff.close();
    expect(db.users.get('usr_support')!.status).toBe('blocked');
    markReleaseNotesSeen('admin@sandbox.test');
    await renderSignedIn('admin@sandbox.test', '/audit');
    const trail = await screen.findByRole('grid', { name: 'Audit trail of Northwind Group' }, LONG);
    // The admin's own sign-in came after it: the provider's change is the next row.
    const blocked = () => gridRows(trail).find(({ cells }) => Object.values(cells).join(' ').includes('Blocked the account (provider)'));
    await waitFor(() => expect(blocked()).toBeDefined(), LONG);
    expect(Object.values(blocked()!.cells).join(' ')).toContain('Provider staff');
    expect(trail.textContent).not.toContain('staff@sandbox.test');
    expect(trail.textContent).not.toContain(REASON);
  });

  it("refuses the blocked user's next sign-in with the provider's message, which offers no password reset", async () => {
    const staff = await openLive(await signInWithCode('staff@sandbox.test'));
    await staff.action('staff-users/block', { data: { attributes: { reason: REASON } } }, { id: 'usr_support', reference: crypto.randomUUID() });
    staff.close();
    const app = await renderApp({ route: '/login' });
    await signInThroughForm(app.user, 'support@sandbox.test');
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('Your account has been blocked by our support team.');
    expect(currentPath(app.router)).toBe('/account-blocked?by=provider');
    expect(screen.queryByRole('link', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('keeps the reason typed when the sandbox refuses (the sessions ended meanwhile), and says why', async () => {
    await openLive(await signIn('developer@sandbox.test'));
    const app = await openAsStaff('/staff/users');
    await openUser(app, 'developer@sandbox.test');
    await app.user.click(await screen.findByRole('button', { name: 'End all sessions' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'End all sessions' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), REASON);
    for (const session of db.sessions.filter((s) => s.userId === 'usr_developer')) db.sessions.remove(session.id);
    await app.user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await within(dialog).findByText('This account has no signed-in sessions any more.', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue(REASON);
  });

  it('suspends for a chosen period; the user is refused at sign-in until then', async () => {
    const app = await openAsStaff('/staff/users');
    await openUser(app, 'finance@sandbox.test');
    await app.user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this account' });
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Suspend for' }), '30 days');
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), REASON);
    await app.user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('Suspended until', {}, LONG)).toBeInTheDocument();
    const user = db.users.get('usr_finance')!;
    expect(user.status).toBe('suspended');
    expect(Date.parse(user.suspendedUntil!) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await expect(signIn('finance@sandbox.test')).rejects.toThrow(/account-suspended/);
  });

  it('is not found for a merchant, even an admin; the sandbox refuses them too', async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    await renderSignedIn('admin@sandbox.test', '/staff/users');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, LONG)).toBeInTheDocument();
    const staff = await openLive(await signInWithCode('staff@sandbox.test'));
    const emails = ((await staff.action('staff-users/list', { page: { size: 100 } })) as { data: { attributes: { email: string } }[] }).data.map(
      (u) => u.attributes.email,
    );
    expect(emails).toEqual(expect.arrayContaining(['admin@sandbox.test', 'enterprise@sandbox.test', 'finance@sandbox.test']));
    const admin = await openLive(await signIn('admin@sandbox.test'));
    expect(((await admin.action('staff-users/get', undefined, { id: 'usr_finance' })) as { errors: { code: string }[] }).errors[0].code).toBe('forbidden');
    admin.close();
    staff.close();
  });
});
