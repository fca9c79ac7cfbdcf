import { act, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { projectDetails } from '@mocks/handlers/projects';
import { switchWorkspace } from '@/features/workspace';
import { stopActionLogs, watchActions } from '../../../tests/action-log';
import { findPageAlert, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });
afterEach(stopActionLogs);

const LONG = { timeout: 10_000 };

/** Signs in with the release notes already acknowledged and opens a route. */
async function open(route: string, email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

/** The value cell of a details row, found by its row header. */
const valueOf = (table: HTMLElement, label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!.querySelector('td')!;

const detailsTable = () => screen.findByRole('table', { name: 'Project details' }, LONG);

describe('project details', () => {
  it("shows the spec's labels with the sandbox's values", async () => {
    // What the sandbox answers for this project (deterministic per id).
    expect(projectDetails(db.resources.get('res_prj_northwind_shop')!).attributes).toMatchObject({
      merchantName: 'Northwind Group',
      defaultLanguage: 'fr',
      checkoutPageStatus: 'enabled',
      currencies: { processing: ['EUR', 'USD', 'GBP', 'JPY'], rollingReserve: ['EUR'], settlement: ['EUR', 'USD'] },
      paymentMethods: ['card', 'apple-pay', 'google-pay', 'bank-transfer'],
      tokenizers: ['google-pay'],
    });
    await open('/projects/res_prj_northwind_shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Shop' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('Project of Northwind Group')).toBeInTheDocument();
    const table = await detailsTable();

    expect(valueOf(table, 'Merchant name')).toHaveTextContent('Northwind Group');
    expect(within(valueOf(table, 'Website')).getByRole('link', { name: 'https://shop.northwind.example' })).toHaveAttribute(
      'href',
      'https://shop.northwind.example',
    );
    expect(valueOf(table, 'Default language')).toHaveTextContent(/^French$/);
    expect(valueOf(table, 'Checkout page status')).toHaveTextContent(/^Enabled$/);
    expect(valueOf(table, 'Processing currencies')).toHaveTextContent(/^EURUSDGBPJPY$/);
    expect(valueOf(table, 'Rolling reserve currencies')).toHaveTextContent(/^EUR$/);
    expect(valueOf(table, 'Settlement currencies')).toHaveTextContent(/^EURUSD$/);
    expect(valueOf(table, 'Enabled payment methods')).toHaveTextContent(/^CardApple PayGoogle PayBank transfer$/);
    expect(valueOf(table, 'Tokenizers')).toHaveTextContent(/^Google Pay$/);
  });

  it('shows "None" for an empty list (a project without tokenizers)', async () => {
    expect(projectDetails(db.resources.get('res_prj_northwind_sandbox')!).attributes.tokenizers).toEqual([]);
    await open('/projects/res_prj_northwind_sandbox');
    const table = await detailsTable();
    expect(valueOf(table, 'Tokenizers')).toHaveTextContent(/^None$/);
    expect(valueOf(table, 'Default language')).toHaveTextContent(/^Italian$/);
  });

  it('says a project of another workspace the user can open does not exist in the current organization', async () => {
    // Another organization of the admin, with a project of its own.
    db.resources.upsert({
      id: 'res_org_zeta',
      name: 'Zeta Trading',
      resourceType: 'organization',
      parentId: null,
      number: 'ZT-0001',
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    db.resources.upsert({
      id: 'res_prj_zeta_web',
      name: 'Zeta Web',
      resourceType: 'project',
      parentId: 'res_org_zeta',
      mode: 'live',
      createdAt: '2024-01-02T00:00:00.000Z',
    });
    db.groups.upsert({ id: 'grp_zeta_admin', name: 'Zeta · Admin', role: 'admin', resourceId: 'res_org_zeta' });
    db.identities.patch('idn_admin', { groupIds: ['grp_northwind_admin', 'grp_solo_admin', 'grp_zeta_admin'] });

    const app = await open('/projects/res_prj_zeta_web');
    await waitFor(() => expect(app.store.getState().resources.selectedId).toBe('res_org_northwind'));
    expect(app.store.getState().resources.items.map((r) => r.id)).toContain('res_prj_zeta_web');
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('Project from url does not exist in current organization');
    expect(screen.queryByRole('table', { name: 'Project details' })).not.toBeInTheDocument();
    expect(screen.queryByText('Zeta Web')).not.toBeInTheDocument();
  });

  it('says so for a project of an organization the user cannot see, without showing its data', async () => {
    db.resources.upsert({
      id: 'res_org_hidden',
      name: 'Hidden Corp',
      resourceType: 'organization',
      parentId: null,
      number: 'HC-0001',
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    db.resources.upsert({
      id: 'res_prj_hidden',
      name: 'Hidden Shop',
      resourceType: 'project',
      parentId: 'res_org_hidden',
      mode: 'live',
      createdAt: '2024-01-02T00:00:00.000Z',
    });

    await open('/projects/res_prj_hidden');
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('Project from url does not exist in current organization');
    expect(screen.queryByText('Hidden Shop')).not.toBeInTheDocument();
  });

  it('also for a project of another organization that appeared after the workspace loaded', async () => {
    const app = await open('/projects');
    await screen.findByRole('heading', { level: 1, name: 'Projects' }, LONG);
    // Granted elsewhere (e.g. in another tab) after this tab loaded its resources.
    db.resources.upsert({
      id: 'res_org_zeta',
      name: 'Zeta Trading',
      resourceType: 'organization',
      parentId: null,
      number: 'ZT-0001',
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    db.resources.upsert({
      id: 'res_prj_zeta_web',
      name: 'Zeta Web',
      resourceType: 'project',
      parentId: 'res_org_zeta',
      mode: 'live',
      createdAt: '2024-01-02T00:00:00.000Z',
    });
    db.groups.upsert({ id: 'grp_zeta_admin', name: 'Zeta · Admin', role: 'admin', resourceId: 'res_org_zeta' });
    db.identities.patch('idn_admin', { groupIds: ['grp_northwind_admin', 'grp_solo_admin', 'grp_zeta_admin'] });
    expect(app.store.getState().resources.items.map((r) => r.id)).not.toContain('res_prj_zeta_web');

    await act(() => app.router.navigate('/projects/res_prj_zeta_web'));
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('Project from url does not exist in current organization');
    expect(screen.queryByText('Zeta Web')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Project details' })).not.toBeInTheDocument();
  });

  it('in a standalone project workspace, opens that project and refuses an organization project', async () => {
    const app = await open('/projects');
    await screen.findByRole('heading', { level: 1, name: 'Projects' }, LONG);
    await act(() => app.store.dispatch(switchWorkspace('res_prj_solo')));
    await waitFor(() => expect(app.store.getState().resources.selectedId).toBe('res_prj_solo'));

    await act(() => app.router.navigate('/projects/res_prj_solo'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo Store' }, LONG)).toBeInTheDocument();
    expect(valueOf(await detailsTable(), 'Merchant name')).toHaveTextContent('Solo Store');

    await act(() => app.router.navigate('/projects/res_prj_northwind_shop'));
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('Project from url does not exist in current organization');
    expect(screen.queryByRole('table', { name: 'Project details' })).not.toBeInTheDocument();
  });

  it('a user without the projects.read permission sees "No rights to access project details"', async () => {
    // A custom role on Northwind: transactions and the workspace tree, but not projects.read.
    db.groups.upsert({
      id: 'grp_northwind_no_projects',
      name: 'Northwind Group · No projects',
      role: 'custom',
      resourceId: 'res_org_northwind',
      permissions: ['identities.resource-tree.read', 'transactions.read.2479032559', 'transaction-statistics'],
    });
    db.identities.patch('idn_support', { groupIds: ['grp_northwind_no_projects'] });

    await open('/projects/res_prj_northwind_shop', 'support@sandbox.test');
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('No rights to access project details');
    expect(screen.queryByRole('table', { name: 'Project details' })).not.toBeInTheDocument();
  });

  it('shows a loading failure with a retry that loads the details', async () => {
    sandboxControls.failNext(500, { path: '/details' });
    const app = await open('/projects/res_prj_northwind_shop');
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent('Project details could not be loaded');
    expect(screen.queryByRole('table', { name: 'Project details' })).not.toBeInTheDocument();

    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await detailsTable();
    expect(valueOf(table, 'Merchant name')).toHaveTextContent('Northwind Group');
    expect(screen.queryByText('Project details could not be loaded')).not.toBeInTheDocument();
  });

  it('shows a failure of the project itself with a retry that works', async () => {
    sandboxControls.failNextAction('server-error', { action: 'projects/get' });
    const app = await open('/projects/res_prj_northwind_sandbox');
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent('Project details could not be loaded');
    expect(alert).toHaveTextContent('Some error occurred');

    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Sandbox' }, LONG)).toBeInTheDocument();
    expect(valueOf(await detailsTable(), 'Merchant name')).toHaveTextContent('Northwind Group');
  });
});

describe("the project's place and its resource", () => {
  const breadcrumb = () => screen.findByRole('navigation', { name: 'Breadcrumb' }, LONG);
  const crumbs = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows organization › project from resources/getParentTree and resources/get, the project marked as the current page', async () => {
    const app = await open('/projects');
    await screen.findByRole('heading', { level: 1, name: 'Projects' }, LONG);
    // Renamed since the workspace loaded: only the two calls know the new names.
    db.resources.patch('res_org_northwind', { name: 'Northwind Holding' });
    db.resources.patch('res_prj_northwind_shop', { name: 'Northwind Store' });
    const log = watchActions();
    await app.navigate('/projects/res_prj_northwind_shop');

    const nav = await breadcrumb();
    await waitFor(() => expect(crumbs(nav)).toEqual(['Northwind Holding', 'Northwind Store']));
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    // The organization is the workspace: its crumb leads to its projects. The project is where the user is.
    expect(within(nav).getByRole('link', { name: 'Northwind Holding' })).toHaveAttribute('href', '/projects');
    expect(within(nav).getByText('Northwind Store').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryAllByRole('link')).toHaveLength(1);

    const shop = { id: 'res_prj_northwind_shop', payload: { id: 'res_prj_northwind_shop' } };
    expect(log.of('resources/getParentTree')).toEqual([expect.objectContaining(shop)]);
    expect(log.of('resources/get')).toEqual([expect.objectContaining(shop)]);
  });

  it('names the page by resources/get while the project itself cannot be read, and shows its place', async () => {
    sandboxControls.failNextAction('server-error', { action: 'projects/get' });
    await open('/projects/res_prj_northwind_sandbox');
    expect(await findPageAlert()).toHaveTextContent('Project details could not be loaded');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Sandbox' }, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(crumbs(await breadcrumb())).toEqual(['Northwind Group', 'Northwind Sandbox']));
  });

  it('tells a member without projects.read which project it is and where (resources/get needs no more than reaching it)', async () => {
    db.groups.upsert({
      id: 'grp_northwind_no_projects',
      name: 'Northwind Group · No projects',
      role: 'custom',
      resourceId: 'res_org_northwind',
      permissions: ['identities.resource-tree.read', 'transactions.read.2479032559'],
    });
    db.identities.patch('idn_support', { groupIds: ['grp_northwind_no_projects'] });
    await open('/projects/res_prj_northwind_shop', 'support@sandbox.test');
    expect(await findPageAlert()).toHaveTextContent('No rights to access project details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Shop' }, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(crumbs(await breadcrumb())).toEqual(['Northwind Group', 'Northwind Shop']));
    expect(screen.queryByRole('table', { name: 'Project details' })).not.toBeInTheDocument();
  });

  it('a standalone project is the whole path; a project of another workspace asks for neither', async () => {
    const app = await open('/projects');
    await screen.findByRole('heading', { level: 1, name: 'Projects' }, LONG);
    await act(() => app.store.dispatch(switchWorkspace('res_prj_solo')));
    await waitFor(() => expect(app.store.getState().resources.selectedId).toBe('res_prj_solo'));
    const log = watchActions();
    await app.navigate('/projects/res_prj_solo');
    await waitFor(async () => expect(crumbs(await breadcrumb())).toEqual(['Solo Store']));

    await app.navigate('/projects/res_prj_northwind_shop');
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('Project from url does not exist in current organization');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect([...log.of('resources/get'), ...log.of('resources/getParentTree')].map((call) => call.id)).toEqual(['res_prj_solo', 'res_prj_solo']);
  });

  it('says so while the place loads, and offers "Try again" when it could not be', async () => {
    sandboxControls.failNextAction('server-error', { action: 'resources/getParentTree' });
    const app = await open('/projects/res_prj_northwind_shop');
    await detailsTable();
    const alert = await findPageAlert();
    expect(alert).toHaveTextContent("The project's location could not be loaded");
    const release = sandboxControls.holdAnswers();
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain("Loading the project's location…"), LONG);
    release();
    await waitFor(async () => expect(crumbs(await breadcrumb())).toEqual(['Northwind Group', 'Northwind Shop']));
    expect(screen.queryByText("The project's location could not be loaded")).not.toBeInTheDocument();
  });

  it('is translated and reads right to left in Arabic', async () => {
    const account = markReleaseNotesSeen('admin@sandbox.test');
    db.users.patch(account.id, { preferences: { ...account.preferences, language: 'ar' } });
    await renderSignedIn('admin@sandbox.test', '/projects/res_prj_northwind_shop');
    const nav = await screen.findByRole('navigation', { name: 'مسار التنقل' }, LONG);
    await waitFor(() => expect(crumbs(nav)).toEqual(['Northwind Group', 'Northwind Shop']));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Latin names keep their own direction inside the right-to-left path.
    expect(within(nav).getByText('Northwind Shop').tagName).toBe('BDI');
  });
});
