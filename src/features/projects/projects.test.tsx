import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 10_000 };

type App = Awaited<ReturnType<typeof renderSignedIn>>;

/** Signs in with the release notes already acknowledged and waits for the projects page. */
async function openProjects(email = 'admin@sandbox.test', route = '/projects') {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, route);
  await screen.findByRole('heading', { level: 1, name: 'Projects' }, LONG);
  return app;
}

/** The list of the selected workspace's projects (a grid named after the organization). */
const workspaceTable = (name = 'Northwind Group') => screen.findByRole('grid', { name: `Projects of ${name}` }, LONG);

/** Opens the sidebar switcher and answers the names of its options. */
async function switcherOptions(app: App) {
  await app.user.click(await screen.findByRole('button', { name: /switch workspace/i }));
  const list = await screen.findByRole('listbox', { name: 'Workspaces' });
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('projects list', () => {
  it("lists the selected organization's projects with their mode, each linking to its details", async () => {
    const app = await openProjects();
    const table = await workspaceTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Northwind Sandbox', 'Northwind Shop']);
    expect(within(rows[0]).getByText('Sandbox')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Live')).toBeInTheDocument();
    // The standalone project of another workspace is not in this table.
    expect(within(table).queryByText('Solo Store')).not.toBeInTheDocument();

    const link = within(rows[1]).getByRole('link', { name: 'Northwind Shop' });
    expect(link).toHaveAttribute('href', '/projects/res_prj_northwind_shop');
    await app.user.click(link);
    await waitFor(() => expect(currentPath(app.router)).toBe('/projects/res_prj_northwind_shop'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Shop' }, LONG)).toBeInTheDocument();
  });
});

describe('projects list: filters, search and keyboard', () => {
  it('reads the mode filter from the URL, searches, and opens the active row with Enter', async () => {
    const app = await openProjects('admin@sandbox.test', '/projects?mode=sandbox&sort=bogus');
    const table = await workspaceTable();
    const names = () =>
      within(table)
        .queryAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['Northwind Sandbox']);

    await app.user.click(screen.getByRole('button', { name: 'Remove filter: Mode: Sandbox' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/projects'));
    await waitFor(() => expect(names()).toEqual(['Northwind Sandbox', 'Northwind Shop']), LONG);

    await app.user.type(screen.getByRole('searchbox', { name: 'Search projects by name or ID' }), 'shop');
    await waitFor(() => expect(currentPath(app.router)).toBe('/projects?q=shop'), LONG);
    await waitFor(() => expect(names()).toEqual(['Northwind Shop']), LONG);
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();

    // The table body is one tab stop: its row takes the focus, Enter opens it.
    act(() => within(table).getAllByRole('row')[1].focus());
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(app.router)).toBe('/projects/res_prj_northwind_shop'), LONG);
  });

  it('says when nothing matches and clears the filters', async () => {
    const app = await openProjects('admin@sandbox.test', '/projects?q=zzz');
    expect(await screen.findByRole('heading', { name: 'Nothing matches' }, LONG)).toBeInTheDocument();
    await app.user.click(screen.getAllByRole('button', { name: 'Clear all filters' }).at(-1)!);
    expect(await workspaceTable()).toBeInTheDocument();
    expect(currentPath(app.router)).toBe('/projects');
  });
});

describe('create organization', () => {
  async function openDialog() {
    const app = await openProjects();
    await app.user.click(screen.getByRole('button', { name: 'Create organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create organization' });
    return { app, dialog };
  }

  it('shows the field errors for an empty form, by name and number', async () => {
    const { app, dialog } = await openDialog();
    await app.user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    const name = within(dialog).getByRole('textbox', { name: /organization name/i });
    const number = within(dialog).getByRole('textbox', { name: /organization number/i });
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Name is required'));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Organization number is required'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Create organization' })).toBeInTheDocument();
  });

  it("shows the server's error under the number for a taken or malformed number and keeps the input", async () => {
    const { app, dialog } = await openDialog();
    const before = db.resources.all().length;
    const name = within(dialog).getByRole('textbox', { name: /organization name/i });
    const number = within(dialog).getByRole('textbox', { name: /organization number/i });
    await app.user.type(name, 'Contoso Trading');
    await app.user.type(number, 'NW-0001');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create organization' }));

    await waitFor(() => expect(number).toHaveAccessibleDescription(expect.stringContaining('This organization number is already registered')));
    expect(number).toHaveValue('NW-0001');
    expect(name).toHaveValue('Contoso Trading');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await app.user.clear(number);
    await app.user.type(number, 'bad number');
    expect(number).not.toHaveAccessibleDescription(expect.stringContaining('already registered'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(expect.stringContaining('Use 4–20 capital letters, digits or dashes')));
    expect(number).toHaveValue('bad number');
    expect(db.resources.all()).toHaveLength(before);
  });

  it('creates the organization, which appears in the switcher without a reload', async () => {
    const app = await openProjects();
    expect(await switcherOptions(app)).not.toContainEqual(expect.stringContaining('Contoso Trading'));
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Workspaces' })).not.toBeInTheDocument());

    await app.user.click(screen.getByRole('button', { name: 'Create organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create organization' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /organization name/i }), 'Contoso Trading');
    await app.user.type(within(dialog).getByRole('textbox', { name: /organization number/i }), 'CT-2024');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create organization' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create organization' })).not.toBeInTheDocument());
    expect(await screen.findByText('Organization created')).toBeInTheDocument();
    const stored = db.resources.all().find((r) => r.number === 'CT-2024');
    expect(stored).toMatchObject({ name: 'Contoso Trading', resourceType: 'organization' });
    expect(await switcherOptions(app)).toContainEqual(expect.stringContaining('Contoso Trading'));
  });
});

describe('create project', () => {
  it("shows the contract's refusal of the website under it and keeps everything typed", async () => {
    const app = await openProjects();
    await app.user.click(screen.getByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    const before = db.resources.all().length;
    const name = within(dialog).getByRole('textbox', { name: /project name/i });
    const website = within(dialog).getByRole('textbox', { name: /website/i });
    await app.user.type(name, 'Northwind Outlet');
    // The client checks only what is required: the URL format is the action contract's rule, checked by the sandbox.
    await app.user.type(website, 'outlet dot example');
    await app.user.click(within(dialog).getByRole('radio', { name: /sandbox/i }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(website).toHaveAccessibleDescription(expect.stringContaining('Enter a valid URL starting with http:// or https://')));
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveValue('outlet dot example');
    expect(name).toHaveValue('Northwind Outlet');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('radio', { name: /sandbox/i })).toBeChecked();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(db.resources.all()).toHaveLength(before);

    // Typing again clears the refusal; a valid address is then accepted.
    await app.user.clear(website);
    expect(website).not.toHaveAttribute('aria-invalid', 'true');
    await app.user.type(website, 'https://outlet.northwind.example');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create project' })).not.toBeInTheDocument());
    expect(db.resources.all()).toHaveLength(before + 1);
  });

  it('creates a project in the current organization; it shows in the list and the switcher without a reload', async () => {
    const app = await openProjects();
    await app.user.click(screen.getByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    expect(within(dialog).getByText('The project is created in Northwind Group.')).toBeInTheDocument();

    // Required fields first.
    await app.user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(within(dialog).getByRole('textbox', { name: /project name/i })).toHaveAccessibleDescription(expect.stringContaining('Project name is required'));
    expect(within(dialog).getByText('Choose live or sandbox')).toBeInTheDocument();

    await app.user.type(within(dialog).getByRole('textbox', { name: /project name/i }), 'Northwind Outlet');
    await app.user.type(within(dialog).getByRole('textbox', { name: /website/i }), 'https://outlet.northwind.example');
    await app.user.click(within(dialog).getByRole('radio', { name: /sandbox/i }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create project' })).not.toBeInTheDocument());
    const stored = db.resources.all().find((r) => r.name === 'Northwind Outlet');
    expect(stored).toMatchObject({ resourceType: 'project', parentId: 'res_org_northwind', mode: 'sandbox' });
    // After creating, the app opens the new project.
    await waitFor(() => expect(currentPath(app.router)).toBe(`/projects/${stored!.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Outlet' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Website https:\/\/outlet\.northwind\.example/ }, LONG)).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'All projects' }));
    const table = await workspaceTable();
    const row = within(table).getByRole('rowheader', { name: 'Northwind Outlet' }).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Sandbox')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Northwind Outlet' })).toHaveAttribute('href', `/projects/${stored!.id}`);
    expect(await switcherOptions(app)).toContainEqual(expect.stringContaining('Northwind Outlet'));
  });
});
