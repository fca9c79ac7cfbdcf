/**
 * A member's page through the UI with the sandbox (docs/api/team.md): Northwind Group's admins (Ada,
 * Olga, Tomas), Fiona Finance, and `custom@sandbox.test` (Cleo Custom, who manages the team) are the sandbox's.
 */
import { permissionNames } from '@mocks/db/permissions';
import { db } from '@mocks/db/store';
import { membershipOf } from '@mocks/db/team-rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import { switchWorkspace } from '@/features/workspace';
import { currentPath, findPageAlert, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const ORG = 'res_org_northwind';
const CLEO_GROUP = 'grp_northwind_team_manager';
const YOURSELF = 'You cannot change your own access. Another administrator has to.';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function openMember(email: string, id: string) {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, `/team/${id}`);
  await screen.findByRole('region', { name: /^(Member|Invitation)$/ }, LONG);
  return app;
}

const facts = () => within(screen.getByRole('region', { name: /^(Member|Invitation)$/ }));
const factOf = (label: string) => facts().getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

/** Only these admins stay admins of Northwind Group (the others become finance members). */
function onlyAdmins(...identityIds: string[]) {
  for (const id of ['idn_admin', 'idn_owner', 'idn_twofa']) {
    if (!identityIds.includes(id)) db.identities.patch(id, { groupIds: ['grp_northwind_finance'] });
  }
}

const holdEverything = () => db.groups.patch(CLEO_GROUP, { permissions: [...permissionNames] });

async function changeRoleTo(app: App, role: string) {
  await app.user.click(await screen.findByRole('button', { name: 'Change role' }, LONG));
  const dialog = await screen.findByRole('dialog', { name: 'Change role' });
  await app.user.click(within(dialog).getByRole('radio', { name: role }));
  await app.user.click(within(dialog).getByRole('button', { name: 'Save role' }));
  return dialog;
}

describe('member page', () => {
  it("shows the member's role, status, 2FA and sign-in, and their access per identity linking to its page", async () => {
    await openMember('admin@sandbox.test', 'usr_finance');
    expect(screen.getByRole('heading', { level: 1, name: 'Fiona Finance' })).toBeInTheDocument();
    expect(factOf('E-mail')).toBe('finance@sandbox.test');
    expect(factOf('Role')).toBe('Finance');
    expect(factOf('Status')).toBe('Active');
    expect(factOf('Two-factor authentication')).toBe('Off');
    expect(factOf('Last sign-in')).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const access = screen.getByRole('region', { name: 'Access' });
    const link = await within(access).findByRole('link', { name: /^Identity 1/ }, LONG);
    expect(link).toHaveAttribute('href', '/identity/usr_finance/idn_finance');
    expect(within(access).getByRole('rowheader', { name: 'Northwind Group (organization)' })).toBeInTheDocument();
    expect(within(access).getByRole('cell', { name: 'Northwind Group · Finance' })).toBeInTheDocument();
  });

  it('shows an invitation with who sent it and when, with resend and revoke; revoking goes back to the team', async () => {
    const app = await openMember('admin@sandbox.test', 'inv_seed_new_hire');
    expect(screen.getByRole('heading', { level: 1, name: 'new.hire@northwind.test' })).toBeInTheDocument();
    expect(factOf('Status')).toBe('Invite sent');
    expect(factOf('Invited by')).toBe('Ada Admin (admin@sandbox.test)');
    expect(screen.queryByRole('region', { name: 'Access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Revoke invitation' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/team'), LONG);
    expect(db.invitations.get('inv_seed_new_hire')).toBeUndefined();
  });

  it('answers an unknown id with a not-found state and a way back', async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderSignedIn('admin@sandbox.test', '/team/usr_nobody');
    const alert = await findPageAlert(20_000);
    await waitFor(() => expect(alert).toHaveTextContent('No such member'), LONG);
    await app.user.click(within(alert).getByRole('link', { name: 'See the team' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/team'), LONG);
  });
});

describe('change role', () => {
  it('changes a member to support with the role chooser; the page and the sandbox follow', async () => {
    const app = await openMember('admin@sandbox.test', 'usr_finance');
    const dialog = await changeRoleTo(app, 'Support');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), LONG);
    expect(await screen.findByText('Role changed', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(factOf('Role')).toBe('Support'), LONG);
    expect(membershipOf(ORG, 'usr_finance')?.group.role).toBe('support');
  });

  it('gives a custom role with its permissions; none chosen is refused before sending', async () => {
    const app = await openMember('admin@sandbox.test', 'usr_support');
    const dialog = await changeRoleTo(app, 'Custom');
    expect(await within(dialog).findByText('Select at least one permission')).toBeInTheDocument();
    expect(membershipOf(ORG, 'usr_support')?.group.role).toBe('support');
    const picker = within(dialog).getByRole('group', { name: 'Permissions' });
    await app.user.type(within(picker).getByRole('searchbox', { name: 'Search permissions' }), 'transactions');
    await app.user.click(within(picker).getByRole('checkbox', { name: 'View transactions' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(factOf('Role')).toBe('Custom · 1 permission'), LONG);
    expect(factOf('Permissions')).toBe('View transactions');
    expect(membershipOf(ORG, 'usr_support')?.group.permissions).toEqual(['transactions.read.2479032559']);
  });

  it("shows the sandbox's last-admin refusal when the other admins lost the role meanwhile", async () => {
    holdEverything();
    onlyAdmins('idn_admin', 'idn_owner');
    const app = await openMember('custom@sandbox.test', 'usr_owner');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change role' })).toBeEnabled(), LONG);
    onlyAdmins('idn_owner');
    const dialog = await changeRoleTo(app, 'Finance');
    expect(await within(dialog).findByRole('alert', {}, LONG)).toHaveTextContent(
      'The workspace must keep at least one active admin. Make someone else an admin first.',
    );
    expect(membershipOf(ORG, 'usr_owner')?.group.role).toBe('admin');
  });
});

describe('remove from team', () => {
  it('asks, naming the person and the workspace, then removes the member', async () => {
    const app = await openMember('admin@sandbox.test', 'usr_disputes');
    await app.user.click(await screen.findByRole('button', { name: 'Remove from team' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from team' });
    expect(dialog).toHaveTextContent('Remove Dana Disputes from Northwind Group?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/team'), LONG);
    expect(membershipOf(ORG, 'usr_disputes')).toBeUndefined();
  });

  it('is not offered for yourself: both actions disabled with the reason', async () => {
    await openMember('admin@sandbox.test', 'usr_admin');
    for (const name of ['Change role', 'Remove from team']) {
      const button = await screen.findByRole('button', { name }, LONG);
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(YOURSELF);
    }
  });

  it('is not offered for a role the user could not give: both actions disabled with the reason', async () => {
    await openMember('custom@sandbox.test', 'usr_finance');
    for (const name of ['Change role', 'Remove from team']) {
      const button = await screen.findByRole('button', { name }, LONG);
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('You can only change the access of someone whose role you could give yourself.');
    }
  });

  it('is not offered for the only admin: both actions disabled with the reason', async () => {
    holdEverything();
    onlyAdmins('idn_admin');
    await openMember('custom@sandbox.test', 'usr_admin');
    const reason = 'Ada Admin is the only admin of Northwind Group. Make someone else an admin first.';
    for (const name of ['Change role', 'Remove from team']) {
      const button = await screen.findByRole('button', { name }, LONG);
      await waitFor(() => expect(button).toHaveAccessibleDescription(reason), LONG);
      expect(button).toBeDisabled();
    }
  });

  it("shows the sandbox's refusal to remove the last admin, should the other admin lose the role while asking", async () => {
    holdEverything();
    onlyAdmins('idn_admin', 'idn_owner');
    const app = await openMember('custom@sandbox.test', 'usr_owner');
    const remove = await screen.findByRole('button', { name: 'Remove from team' }, LONG);
    await waitFor(() => expect(remove).toBeEnabled(), LONG);
    await app.user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove from team' });
    onlyAdmins('idn_owner');
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert', {}, LONG)).toHaveTextContent('The workspace must keep at least one active admin.');
    expect(membershipOf(ORG, 'usr_owner')).toBeDefined();
  });

  it('on a project, a role set on the organization is changed there: disabled with the reason and a way to switch', async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderSignedIn('admin@sandbox.test', '/');
    await act(() => app.store.dispatch(switchWorkspace({ resourceId: 'res_prj_northwind_shop', to: '/team/usr_finance' })));
    const remove = await screen.findByRole('button', { name: 'Remove from team' }, LONG);
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(/^Set on Northwind Group: change it there\./);
    expect(factOf('Role set on')).toBe('Northwind Group');
    await app.user.click(screen.getByRole('button', { name: 'Switch to Northwind Group' }));
    await waitFor(() => expect(app.store.getState().resources.selectedId).toBe(ORG), LONG);
    expect(currentPath(app.router)).toBe('/team/usr_finance');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from team' })).toBeEnabled(), LONG);
  });
});
