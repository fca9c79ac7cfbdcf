import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { currentPath, markReleaseNotesSeen, renderRestored, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

// The first page of a file loads its lazy modules: on a loaded 2-core machine that alone can take over 10 s.
const LONG = { timeout: 30_000 };
const SUPPORT = '/identity/usr_support/idn_support';

let stopWatching = () => {};
afterEach(() => stopWatching());

/** Every call the app makes from now on: `POST actions <action>` for actions, `<METHOD> <path>` for the rest. */
function watchCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/api\//, '');
    if (request.method === 'POST' && path === 'actions') {
      void request
        .clone()
        .json()
        .then(
          (body: { data?: { action?: string } }) => calls.push(`POST actions ${body.data?.action ?? ''}`),
          () => undefined,
        );
    } else calls.push(`${request.method} ${path}`);
  };
  server.events.on('request:start', listener);
  stopWatching = () => server.events.removeListener('request:start', listener);
  return calls;
}

async function openIdentity(email: string, route: string) {
  markReleaseNotesSeen(email);
  const app = await renderRestored(email, route);
  return app;
}

const groupsList = () => screen.findByRole('list', { name: 'Groups' }, LONG);
const groupItem = async (name: string) => within(await groupsList()).findByRole('listitem', { name }, LONG);
const groupsOf = (identityId: string) => db.identities.get(identityId)?.groupIds;

describe('identity page: groups', () => {
  it("heads the member and the identity's status, and lists each group with its role, place and what it grants", async () => {
    const app = await openIdentity('admin@sandbox.test', SUPPORT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Support' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('support@sandbox.test')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the member' })).toHaveAttribute('href', '/team/usr_support');

    const support = await groupItem('Northwind Group · Support');
    expect(within(support).getByText('Support')).toBeInTheDocument();
    expect(within(support).getByText('Applies to Northwind Group (organization) and everything under it')).toBeInTheDocument();
    expect(within(support).getByText('Grants 15 permissions')).toBeInTheDocument();
    expect(within(support).queryByText('View transactions')).not.toBeInTheDocument();
    await app.user.click(within(support).getByRole('button', { name: 'Show the permissions of Northwind Group · Support' }));
    expect(within(support).getByText('View transactions')).toBeVisible();
  });

  it('saves a multi-edit with one replaceIdentityGroups, and the list shows the new groups', async () => {
    const app = await openIdentity('admin@sandbox.test', SUPPORT);
    await groupItem('Northwind Group · Support');
    const calls = watchCalls();
    await app.user.click(screen.getByRole('button', { name: 'Edit groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit groups' }, LONG);
    expect(within(dialog).getByRole('checkbox', { name: /^Northwind Group · Support · Support/ })).toBeChecked();
    await app.user.click(within(dialog).getByRole('checkbox', { name: /^Northwind Group · Finance · Finance/ }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: /^Northwind Group · Disputes · Disputes/ }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: /^Northwind Group · Support · Support/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save groups' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit groups' })).not.toBeInTheDocument(), LONG);
    expect(new Set(groupsOf('idn_support'))).toEqual(new Set(['grp_northwind_finance', 'grp_northwind_disputes']));
    expect(calls.filter((call) => call === 'POST actions identities/replaceIdentityGroups')).toHaveLength(1);
    expect(calls.filter((call) => /identities\/[^/]+\/groups/.test(call))).toEqual([]);
    await groupItem('Northwind Group · Finance');
    await groupItem('Northwind Group · Disputes');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Groups' })).queryByRole('listitem', { name: 'Northwind Group · Support' })).not.toBeInTheDocument(),
    );
  });

  it('removes one group with DELETE identities/{id}/groups/{groupId} after asking', async () => {
    db.identities.patch('idn_support', { groupIds: ['grp_northwind_support', 'grp_northwind_disputes'] });
    const app = await openIdentity('admin@sandbox.test', SUPPORT);
    const support = await groupItem('Northwind Group · Support');
    const calls = watchCalls();
    await app.user.click(within(support).getByRole('button', { name: 'Remove from Northwind Group · Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from this group?' });
    expect(dialog).toHaveTextContent('Sam Support loses the role and the permissions that Northwind Group · Support grants.');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    expect(groupsOf('idn_support')).toEqual(['grp_northwind_support', 'grp_northwind_disputes']);
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(
      () => expect(within(screen.getByRole('list', { name: 'Groups' })).queryByRole('listitem', { name: 'Northwind Group · Support' })).not.toBeInTheDocument(),
      LONG,
    );
    await groupItem('Northwind Group · Disputes');
    expect(groupsOf('idn_support')).toEqual(['grp_northwind_disputes']);
    expect(calls).toContain('DELETE identities/idn_support/groups/grp_northwind_support');
    expect(calls).not.toContain('POST actions identities/replaceIdentityGroups');
  });

  it('warns before the last group goes, and then leads back to the team (the identity is no longer here)', async () => {
    const app = await openIdentity('admin@sandbox.test', SUPPORT);
    const support = await groupItem('Northwind Group · Support');
    await app.user.click(within(support).getByRole('button', { name: 'Remove from Northwind Group · Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from this group?' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'This is their last group here: Sam Support loses all access to this workspace and leaves its team.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/team'), LONG);
    expect(groupsOf('idn_support')).toEqual([]);
  });

  it('adds one group with POST identities/{id}/groups', async () => {
    const app = await openIdentity('admin@sandbox.test', SUPPORT);
    await groupItem('Northwind Group · Support');
    const calls = watchCalls();
    await app.user.click(await screen.findByRole('combobox', { name: 'Add to a group' }, LONG));
    await app.user.click(await screen.findByRole('option', { name: 'Northwind Group · Finance · Finance' }));
    await app.user.click(screen.getByRole('button', { name: 'Add' }));

    await groupItem('Northwind Group · Finance');
    expect(groupsOf('idn_support')).toEqual(['grp_northwind_support', 'grp_northwind_finance']);
    expect(calls).toContain('POST identities/idn_support/groups');
  });

  it('offers a group that grants what the caller lacks disabled, with the reason (custom@sandbox.test)', async () => {
    const app = await openIdentity('custom@sandbox.test', SUPPORT);
    await groupItem('Northwind Group · Support');
    await app.user.click(screen.getByRole('button', { name: 'Edit groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit groups' }, LONG);
    const admin = within(dialog).getByRole('checkbox', { name: /^Northwind Group · Admin · Admin/ });
    expect(admin).toBeDisabled();
    expect(admin).toHaveAccessibleDescription(/You cannot give or take this group: it grants permissions you do not hold there\./);
    // Her own group's rights she holds: that one she may give.
    expect(within(dialog).getByRole('checkbox', { name: /^Northwind Group · Team manager · Custom/ })).toBeEnabled();
  });

  it('names the group and the permissions the caller lacks, as labels, when the server refuses (grant-exceeds-own)', async () => {
    const app = await openIdentity('admin@sandbox.test', SUPPORT);
    await groupItem('Northwind Group · Support');
    await app.user.click(await screen.findByRole('combobox', { name: 'Add to a group' }, LONG));
    await app.user.click(await screen.findByRole('option', { name: 'Northwind Group · Finance · Finance' }));
    // Meanwhile another administrator left Ada with the team manager's rights only.
    db.identities.patch('idn_admin', { groupIds: ['grp_northwind_team_manager'] });
    await app.user.click(screen.getByRole('button', { name: 'Add' }));

    const alert = await screen.findByText(/^Northwind Group · Finance grants permissions you do not hold there: /, {}, LONG);
    expect(alert).toHaveTextContent('Refund payments');
    expect(alert).not.toHaveTextContent('refund.write');
    expect(groupsOf('idn_support')).toEqual(['grp_northwind_support']);
  });

  it('keeps the edit dialog open with the refused group and the missing permissions when replaceIdentityGroups is refused', async () => {
    const app = await openIdentity('admin@sandbox.test', SUPPORT);
    await groupItem('Northwind Group · Support');
    await app.user.click(screen.getByRole('button', { name: 'Edit groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit groups' }, LONG);
    await app.user.click(within(dialog).getByRole('checkbox', { name: /^Northwind Group · Disputes · Disputes/ }));
    db.identities.patch('idn_admin', { groupIds: ['grp_northwind_team_manager'] });
    await app.user.click(within(dialog).getByRole('button', { name: 'Save groups' }));

    const alert = await within(dialog).findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent(/^Northwind Group · Disputes grants permissions you do not hold there: /);
    expect(alert).toHaveTextContent('Respond to disputes');
    expect(groupsOf('idn_support')).toEqual(['grp_northwind_support']);
  });

  it("shows the caller's own identity read-only, with the reason", async () => {
    await openIdentity('admin@sandbox.test', '/identity/usr_admin/idn_admin');
    await groupItem('Northwind Group · Admin');
    expect(screen.getByRole('note')).toHaveTextContent('This is your own identity. Nobody changes their own groups: ask another administrator.');
    expect(screen.queryByRole('button', { name: 'Edit groups' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove from / })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add to a group' })).not.toBeInTheDocument();
  });

  it('answers not-found for an identity that is not the member’s, with a way back', async () => {
    await openIdentity('admin@sandbox.test', '/identity/usr_support/idn_nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity not found' }, LONG)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the member' })[0]).toHaveAttribute('href', '/team/usr_support');
  });
});

describe('identity page: access tokens', () => {
  const tokensTable = () => screen.findByRole('grid', { name: 'Signed-in devices' }, LONG);

  it('lists the devices with place and times, and "Sign out" ends one at once after asking', async () => {
    const app = await openIdentity('admin@sandbox.test', SUPPORT);
    const grid = await tokensTable();
    const row = (await within(grid).findByRole('rowheader', { name: /Chrome on Windows/ }, LONG)).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('Tallinn, Estonia');
    expect(row).toHaveTextContent('192.0.2.45');
    expect(within(grid).getByRole('columnheader', { name: 'Place' })).toBeInTheDocument();
    expect(db.sessions.get('tok_seed_support_desktop')).toBeDefined();

    await app.user.click(within(row).getByRole('button', { name: 'Sign out: Chrome on Windows, 192.0.2.45' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog).toHaveTextContent('this device is signed out at once');
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(within(grid).queryByRole('rowheader', { name: /Chrome on Windows/ })).not.toBeInTheDocument(), LONG);
    expect(db.sessions.get('tok_seed_support_desktop')).toBeUndefined();
    expect(await screen.findByText('This identity is not signed in anywhere.')).toBeInTheDocument();
  });

  it('offers no "Sign out" without users.write', async () => {
    db.groups.upsert({
      id: 'grp_northwind_team_reader',
      name: 'Northwind Group · Team reader',
      role: 'custom',
      resourceId: 'res_org_northwind',
      permissions: ['users.read', 'identities.read', 'identities.groups.read', 'projects.read', 'identities.resource-tree.read', 'transaction-statistics'],
    });
    db.identities.patch('idn_custom', { groupIds: ['grp_northwind_team_reader'] });
    await openIdentity('custom@sandbox.test', SUPPORT);
    const grid = await tokensTable();
    await within(grid).findByRole('rowheader', { name: /Chrome on Windows/ }, LONG);
    expect(within(grid).queryByRole('button', { name: /^Sign out/ })).not.toBeInTheDocument();
  });

  it('offers no "Sign out" of an admin\'s devices to a team manager (users.write is not admin)', async () => {
    await openIdentity('custom@sandbox.test', '/identity/usr_admin/idn_admin');
    const grid = await tokensTable();
    await within(grid).findByRole('rowheader', { name: /Safari on iOS/ }, LONG);
    expect(within(grid).getByRole('rowheader', { name: /Firefox on macOS/ })).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^Sign out/ })).not.toBeInTheDocument();
  });
});
