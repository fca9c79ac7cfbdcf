/**
 * The workspace switcher through the UI with the sandbox: the user's organizations and standalone
 * projects come with the workspace (`identities/listMyResources`), what lies under each organization
 * from `resources/getChildrenTree`, 500 a page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { stopActionLogs, watchActions } from '../../../../tests/action-log';
import { findPageAlert, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../../tests/render-app';

withSandbox({ trustStepUp: true });
afterEach(stopActionLogs);

const LONG = { timeout: 15_000 };
const ORG = 'res_org_northwind';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function signedIn(email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, '/projects');
  await screen.findByRole('heading', { level: 1, name: 'Projects' }, LONG);
  return app;
}

const addProject = (id: string, name: string, parentId = ORG) =>
  db.resources.upsert({ id, name, resourceType: 'project', parentId, mode: 'live', createdAt: '2024-05-01T00:00:00.000Z' });

const trigger = () => screen.findByRole('button', { name: /switch workspace/i }, LONG);

/** Opens the switcher and answers the names of its options once the list is shown. */
async function openSwitcher(app: App) {
  await app.user.click(await trigger());
  const list = await screen.findByRole('listbox', { name: 'Workspaces' }, LONG);
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('workspace switcher', () => {
  it("lists each organization's projects as resources/getChildrenTree answers them, read once when it is about to open", async () => {
    const app = await signedIn();
    // Added after the workspace loaded: only the organization's tree, read when the switcher opens, knows it.
    addProject('res_prj_northwind_kiosk', 'Northwind Kiosk');
    expect(app.store.getState().resources.items.map((r) => r.id)).not.toContain('res_prj_northwind_kiosk');
    const log = watchActions();

    await app.user.hover(await trigger());
    await waitFor(() => expect(log.of('resources/getChildrenTree')).toHaveLength(1));
    expect(screen.queryByRole('listbox', { name: 'Workspaces' })).not.toBeInTheDocument();

    // Each project with its channels beneath (docs/api/channels.md).
    expect(await openSwitcher(app)).toEqual([
      expect.stringMatching(/^Northwind Group/),
      expect.stringMatching(/^Northwind Kiosk/),
      expect.stringMatching(/^Northwind Sandbox/),
      'Test AppChannel',
      'Test Web ShopChannel',
      expect.stringMatching(/^Northwind Shop/),
      'Flagship StoreChannel',
      'Northwind AppChannel',
      'Northwind Web ShopChannel',
      'Summer Pop-up KioskChannel',
      expect.stringMatching(/^Solo Store/),
      'Market StallChannel',
      'Solo OnlineChannel',
    ]);
    expect(screen.getByText('13 of 13')).toBeInTheDocument();
    // One call, for the organization (a standalone project has no projects under it), one page of 500.
    expect(log.of('resources/getChildrenTree')).toEqual([expect.objectContaining({ id: ORG, payload: { id: ORG, page: { size: 500 } } })]);

    // Closed and opened again: the tree is kept.
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Workspaces' })).not.toBeInTheDocument());
    await openSwitcher(app);
    expect(log.of('resources/getChildrenTree')).toHaveLength(1);
  });

  it('reads an organization of more than 500 resources page after page, following the last id', async () => {
    for (let i = 1; i <= 520; i += 1) addProject(`res_prj_bulk_${String(i).padStart(3, '0')}`, `Bulk project ${i}`);
    const app = await signedIn();
    const log = watchActions();
    await app.user.click(await trigger());
    await screen.findByRole('listbox', { name: 'Workspaces' }, LONG);
    // The organization, its 522 projects and their 6 channels, Solo Store and its 2.
    expect(await screen.findByText('532 of 532', {}, LONG)).toBeInTheDocument();

    const pages = log.of('resources/getChildrenTree');
    const ids = db.resources
      .filter((r) => r.parentId === ORG || db.resources.get(r.parentId ?? '')?.parentId === ORG)
      .map((r) => r.id)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(pages.map((call) => call.payload)).toEqual([
      { id: ORG, page: { size: 500 } },
      { id: ORG, page: { size: 500, after: ids[499] } },
    ]);
    await app.user.type(screen.getByLabelText('Search workspaces'), 'Bulk project 517');
    expect(await screen.findByRole('option', { name: /^Bulk project 517/ }, LONG)).toBeInTheDocument();
  });

  it('says so while the trees in view load, keeping the list usable, and offers "Try again" when they could not be', async () => {
    const app = await signedIn();
    sandboxControls.failNextAction('server-error', { action: 'resources/getChildrenTree' });
    const release = sandboxControls.holdAnswers();
    await app.user.click(await trigger());
    const dialog = await screen.findByRole('dialog', { name: /switch workspace/i }, LONG);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Loading projects…'), LONG);
    // Meanwhile the workspace's own resources are there to choose from.
    expect(within(dialog).getByRole('option', { name: /^Northwind Shop/ })).toBeInTheDocument();
    release();

    const alert = await findPageAlert();
    expect(alert).toHaveTextContent('The projects of your organizations could not be loaded');
    addProject('res_prj_northwind_kiosk', 'Northwind Kiosk');
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('option', { name: /^Northwind Kiosk/ }, LONG)).toBeInTheDocument();
    expect(screen.queryByText('The projects of your organizations could not be loaded')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
  });
});
