/**
 * The team list through the UI with the sandbox (docs/api/team.md): Northwind Group's members and its
 * seeded invitation (new.hire@northwind.test), `custom@sandbox.test` (Cleo Custom: manages the team but
 * holds no finance permission) and the sandbox's outbox are the sandbox's.
 */
import { sandboxControls } from '@mocks/controls';
import { rolePermissions } from '@mocks/db/permissions';
import { db } from '@mocks/db/store';
import { openLive, signIn } from '@mocks/test/harness';
import { act, screen, waitFor, within } from '@testing-library/react';
import { switchWorkspace } from '@/features/workspace';
import { formatDateTime } from '@/lib/dates';
import { gridRows } from '../../../tests/grid-rows';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const ORG = 'res_org_northwind';
const CLEO_GROUP = 'grp_northwind_team_manager';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function openTeam(email = 'admin@sandbox.test', route = '/team') {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Team' }, LONG)).toBeInTheDocument();
  return app;
}

const teamGrid = () => screen.findByRole('grid', { name: 'Team of Northwind Group' }, LONG);
const memberNames = async () =>
  within(await teamGrid())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
const rowOf = async (name: RegExp) => (await within(await teamGrid()).findByRole('rowheader', { name }, LONG)).closest('[role="row"]') as HTMLElement;

async function openInvite(app: App) {
  await app.user.click(await screen.findByRole('button', { name: 'Invite member' }, LONG));
  return screen.findByRole('dialog', { name: 'Invite a team member' });
}

describe('team list', () => {
  it('shows each member with role, status, 2FA and last sign-in, and the invitation with who sent it; rows link to the member', async () => {
    await openTeam();
    const rows = gridRows(await teamGrid());
    const byName = (name: string) => rows.find((row) => row.cells.Member.startsWith(name))?.cells;
    expect(byName('Ada Admin')).toMatchObject({ Member: 'Ada Admin (you)admin@sandbox.test', Role: 'Admin', Status: 'Active', '2FA': 'Off' });
    expect(byName('Tomas Twofa')).toMatchObject({ Role: 'Admin', '2FA': 'On' });
    expect(byName('Cleo Custom')).toMatchObject({ Role: 'Custom · 10 permissions' });
    expect(byName('Fiona Finance')?.['Last sign-in']).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(byName('new.hire@northwind.test')).toMatchObject({ Role: 'Support', Status: 'Invite sent', '2FA': '—', 'Last sign-in': '—' });
    expect(byName('new.hire@northwind.test')?.Invited).toMatch(/by Ada Admin.*Expires /);
    expect(within(await rowOf(/^Fiona Finance/)).getByRole('link', { name: /Fiona Finance/ })).toHaveAttribute('href', '/team/usr_finance');
  });

  it('keeps its search and filters in the URL, and answers them from the sandbox', async () => {
    const app = await openTeam('admin@sandbox.test', '/team?role=finance');
    await waitFor(
      async () =>
        expect(await memberNames()).toEqual([
          // The seeded invitation of enterprise@sandbox.test (an existing account) is for finance.
          expect.stringMatching(/^Eve Enterprise/),
          expect.stringMatching(/^Fiona Finance/),
          expect.stringMatching(/^Mira Multi/),
          expect.stringMatching(/^Sid Setup/),
        ]),
      LONG,
    );
    expect(screen.getByRole('button', { name: 'Remove filter: Role: Finance' })).toBeInTheDocument();

    await app.user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'fiona{Enter}');
    await waitFor(() => expect(currentPath(app.router)).toMatch(/[?&]q=fiona/), LONG);
    expect(currentPath(app.router)).toContain('role=finance');
    await waitFor(async () => expect(await memberNames()).toEqual([expect.stringMatching(/^Fiona Finance/)]), LONG);

    await app.navigate('/team?status=invite-sent');
    // The seeded invitation of an existing account carries its name.
    await waitFor(async () => expect(await memberNames()).toEqual(['Eve Enterpriseenterprise@sandbox.test', 'new.hire@northwind.test']), LONG);
    await app.navigate('/team?twoFa=on&status=active');
    await waitFor(async () => expect(await memberNames()).toEqual([expect.stringMatching(/^Tomas Twofa/)]), LONG);
  });

  it("follows what another admin changes, without a reload (the sandbox's resource-updated push)", async () => {
    await openTeam();
    await rowOf(/^Fiona Finance/);
    const live = await openLive(await signIn('owner@sandbox.test'));
    const answer = await live.action('team/invite', {
      resourceId: ORG,
      data: { type: 'invitations', attributes: { email: 'pushed@northwind.test', role: 'support' } },
    });
    live.close();
    expect(answer.errors).toBeUndefined();
    expect(within(await rowOf(/^pushed@northwind\.test/)).getByText('Invite sent')).toBeInTheDocument();
  });

  it('offers no invitation, row actions or team 2FA to someone who only reads the team', async () => {
    db.groups.patch(CLEO_GROUP, {
      permissions: ['users.read', 'transactions.read.2479032559', 'projects.read', 'identities.resource-tree.read', 'transaction-statistics'],
    });
    await openTeam('custom@sandbox.test');
    await rowOf(/^new\.hire@northwind\.test/);
    expect(screen.queryByRole('button', { name: 'Invite member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke invitation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Two-factor authentication for the team' })).not.toBeInTheDocument();
  });
});

describe('invite', () => {
  it('invites a finance member: the invitation row appears and the outbox holds the link', async () => {
    const app = await openTeam();
    const dialog = await openInvite(app);
    // Each role says what it can do.
    expect(within(dialog).getByRole('radio', { name: 'Finance' })).toHaveAccessibleDescription('Payments and refunds, reports, balances and payout requests');
    await app.user.type(within(dialog).getByRole('textbox', { name: /^E-mail address/ }), 'Ina.New@Northwind.test');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Finance' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a team member' })).not.toBeInTheDocument(), LONG);
    expect(await screen.findByText('Invitation sent', {}, LONG)).toBeInTheDocument();
    const row = await rowOf(/^ina\.new@northwind\.test/);
    expect(within(row).getByText('Invite sent')).toBeInTheDocument();
    expect(within(row).getByText('Finance')).toBeInTheDocument();
    const [message] = sandboxControls.outbox();
    expect(message).toMatchObject({ to: 'ina.new@northwind.test', link: expect.stringMatching(/^\/confirm\/.+/) });
    expect(db.invitations.all().find((invitation) => invitation.email === 'ina.new@northwind.test')).toMatchObject({ resourceId: ORG, role: 'finance' });
  });

  it('refuses a custom role without a permission, keeps what was typed, and invites with the permissions found by search', async () => {
    const app = await openTeam();
    const dialog = await openInvite(app);
    const email = within(dialog).getByRole('textbox', { name: /^E-mail address/ });
    await app.user.type(email, 'auditor@northwind.test');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Select at least one permission')).toBeInTheDocument();
    expect(email).toHaveValue('auditor@northwind.test');
    const outboxBefore = sandboxControls.outbox().length;

    const picker = within(dialog).getByRole('group', { name: 'Permissions' });
    await app.user.type(within(picker).getByRole('searchbox', { name: 'Search permissions' }), 'settlement reports');
    const settled = within(picker).getByRole('checkbox', { name: 'View settlement reports' });
    expect(within(picker).queryByRole('checkbox', { name: 'View transactions' })).not.toBeInTheDocument();
    await app.user.click(settled);
    expect(within(picker).getByText('1 selected')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Select at least one permission')).not.toBeInTheDocument());
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const row = await rowOf(/^auditor@northwind\.test/);
    expect(within(row).getByText('Custom · 1 permission')).toBeInTheDocument();
    expect(sandboxControls.outbox()).toHaveLength(outboxBefore + 1);
    expect(db.invitations.all().find((invitation) => invitation.email === 'auditor@northwind.test')?.permissions).toEqual([
      'reports.settled-transactions.read',
    ]);
  });

  it("shows the sandbox's own refusal of an address already in the team under the e-mail field", async () => {
    const app = await openTeam();
    const dialog = await openInvite(app);
    await app.user.type(within(dialog).getByRole('textbox', { name: /^E-mail address/ }), 'finance@sandbox.test');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Support' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const email = within(dialog).getByRole('textbox', { name: /^E-mail address/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This person is already a member of this workspace.'), LONG);
    expect(email).toHaveValue('finance@sandbox.test');
  });

  it('custom@sandbox.test cannot give finance (disabled, with the reason); forced, the sandbox refuses it and the dialog says why', async () => {
    const own = db.groups.get(CLEO_GROUP)?.permissions ?? [];
    // Cleo holds the finance permissions while the dialog loads: finance is offered…
    db.groups.patch(CLEO_GROUP, { permissions: [...new Set([...own, ...rolePermissions.finance])] });
    const app = await openTeam('custom@sandbox.test');
    let dialog = await openInvite(app);
    const finance = within(dialog).getByRole('radio', { name: 'Finance' });
    await waitFor(() => expect(finance).toBeEnabled());
    await app.user.type(within(dialog).getByRole('textbox', { name: /^E-mail address/ }), 'forced@northwind.test');
    await app.user.click(finance);
    // …and no longer held when the invitation is sent.
    db.groups.patch(CLEO_GROUP, { permissions: own });
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('You can only give or take away a role whose permissions you hold yourself here.', {}, LONG)).toBeInTheDocument();
    expect(db.invitations.all().some((invitation) => invitation.email === 'forced@northwind.test')).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // Read again (a team change refetches the settings): finance is shown disabled, with the reason.
    await app.navigate('/team?status=active');
    dialog = await openInvite(app);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Finance' })).toBeDisabled(), LONG);
    expect(within(dialog).getByRole('radio', { name: 'Finance' })).toHaveAccessibleDescription(/You can only give what you hold$/);
    expect(within(dialog).getByRole('radio', { name: 'Support' })).toBeDisabled();
    await app.user.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    const picker = within(dialog).getByRole('group', { name: 'Permissions' });
    await app.user.type(within(picker).getByRole('searchbox', { name: 'Search permissions' }), 'refund');
    expect(within(picker).getByRole('checkbox', { name: 'Refund payments' })).toBeDisabled();
    expect(within(picker).getByRole('checkbox', { name: 'View transactions' })).toBeEnabled();
  });
});

describe('invitations', () => {
  it('resends an invitation with a new link, and revokes one after asking', async () => {
    const app = await openTeam();
    const row = await rowOf(/^new\.hire@northwind\.test/);
    const before = sandboxControls.outbox().length;
    await app.user.click(within(row).getByRole('button', { name: 'Resend invitation: new.hire@northwind.test' }));
    expect(await screen.findByText('Invitation sent again', {}, LONG)).toBeInTheDocument();
    expect(sandboxControls.outbox()).toHaveLength(before + 1);
    expect(sandboxControls.outbox()[0]).toMatchObject({ to: 'new.hire@northwind.test' });

    await app.user.click(within(await rowOf(/^new\.hire@northwind\.test/)).getByRole('button', { name: 'Revoke invitation: new.hire@northwind.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    expect(dialog).toHaveTextContent('Revoke the invitation of new.hire@northwind.test to Northwind Group?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke invitation' })).not.toBeInTheDocument(), LONG);
    await waitFor(async () => expect(await memberNames()).not.toContain('new.hire@northwind.test'), LONG);
    expect(db.invitations.get('inv_seed_new_hire')).toBeUndefined();
  });
});

describe('team 2FA', () => {
  it('asks before requiring 2FA, naming who will be asked at their next sign-in, then requires it', async () => {
    const app = await openTeam();
    const card = await screen.findByRole('region', { name: 'Two-factor authentication for the team' }, LONG);
    const toggle = within(card).getByRole('switch', { name: 'Require two-factor authentication in Northwind Group' });
    expect(toggle).not.toBeChecked();
    const without = Number(/(\d+) members have no two-factor authentication yet/.exec(card.textContent ?? '')?.[1]);
    expect(without).toBeGreaterThan(1);

    await app.user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Require two-factor authentication?' });
    expect(dialog).toHaveTextContent(`${without} members without it will be asked to set it up at their next sign-in`);
    expect(await within(dialog).findByText('Fiona Finance', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).queryByText('Tomas Twofa')).not.toBeInTheDocument();
    expect(db.resources.get(ORG)?.twoFaEnforced).not.toBe(true);
    await app.user.click(within(dialog).getByRole('button', { name: 'Require 2FA' }));

    await waitFor(() => expect(toggle).toBeChecked(), LONG);
    expect(db.resources.get(ORG)?.twoFaEnforced).toBe(true);
    // Switching it off needs no confirmation.
    await app.user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked(), LONG);
    expect(db.resources.get(ORG)?.twoFaEnforced).toBe(false);
  });

  it('on a project of an organization that requires it, shows who requires it, read-only', async () => {
    const app = await openTeam();
    // Set after signing in: Ada has no 2FA and would be sent to set it up.
    db.resources.patch(ORG, { twoFaEnforced: true });
    await act(() => app.store.dispatch(switchWorkspace({ resourceId: 'res_prj_northwind_shop', to: '/team' })));
    const card = await screen.findByRole('region', { name: 'Two-factor authentication for the team' }, LONG);
    expect(within(card).getByRole('switch', { name: 'Require two-factor authentication in Northwind Shop' })).toBeChecked();
    expect(within(card).getByRole('switch')).toBeDisabled();
    expect(card).toHaveTextContent('Required by Northwind Group, the organization above: change it there.');
  });
});

describe('invitation expiry (7 days, sandbox clock)', () => {
  const DAY = 86_400_000;
  /** The text of the cell without the direction isolates that wrap values inside sentences. */
  const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
  const invitedOf = async (name: string) => plain(gridRows(await teamGrid()).find((row) => row.cells.Member.startsWith(name))?.cells.Invited ?? '');
  const expiryOf = (invitationId: string) => new Date(Date.parse(db.invitations.get(invitationId)!.invitedAt) + 7 * DAY).toISOString();

  it("shows when each invitation link expires, in the user's time zone", async () => {
    const admin = markReleaseNotesSeen('admin@sandbox.test');
    db.users.patch(admin.id, { preferences: { ...admin.preferences, timezone: 'Asia/Tokyo' } });
    await openTeam();
    const expires = expiryOf('inv_seed_new_hire');
    const inTokyo = formatDateTime(expires, { timeZone: 'Asia/Tokyo' });
    expect(inTokyo).not.toBe(formatDateTime(expires, { timeZone: 'UTC' }));
    await waitFor(async () => expect(await invitedOf('new.hire@northwind.test')).toContain(`Expires ${inTokyo}`), LONG);
    expect(within(await rowOf(/^new\.hire@northwind\.test/)).getByText('Invite sent')).toBeInTheDocument();
  });

  it('shows an expired invitation as expired; Resend sends a new link with 7 new days, shown on the list and the invitation page', async () => {
    sandboxControls.advance(8 * DAY);
    const app = await openTeam();
    const row = await rowOf(/^new\.hire@northwind\.test/);
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(await invitedOf('new.hire@northwind.test')).toContain(`Expired ${formatDateTime(expiryOf('inv_seed_new_hire'), { timeZone: 'UTC' })}`);

    await app.user.click(within(row).getByRole('button', { name: 'Resend invitation: new.hire@northwind.test' }));
    expect(await screen.findByText('Invitation sent again', {}, LONG)).toBeInTheDocument();
    const renewed = formatDateTime(expiryOf('inv_seed_new_hire'), { timeZone: 'UTC' });
    await waitFor(async () => expect(await invitedOf('new.hire@northwind.test')).toContain(`Expires ${renewed}`), LONG);
    expect(within(await rowOf(/^new\.hire@northwind\.test/)).getByText('Invite sent')).toBeInTheDocument();
    // A new link went out; the seeded one is no longer the invitation's.
    expect(sandboxControls.outbox().find((message) => message.to === 'new.hire@northwind.test')?.link).not.toBe('/confirm/sandbox-invite-token');

    await app.navigate('/team/inv_seed_new_hire');
    const facts = within(await screen.findByRole('region', { name: 'Invitation' }, LONG));
    await waitFor(() => expect(facts.getByRole('rowheader', { name: 'Link expires' }).nextElementSibling?.textContent).toBe(renewed), LONG);
  });
});
