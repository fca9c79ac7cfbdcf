/**
 * The API keys list and a key's page through the UI with the sandbox (docs/api/developers.md): Northwind
 * Shop's seeded keys (`key_nw_backend` with two ranges, `key_nw_reporting` rolled with a grace running,
 * `key_nw_plugin` expired), Solo Store's `key_solo_shop`, and the roles of `developer@`, `support@` and
 * `finance@sandbox.test` are the sandbox's.
 */
import { db } from '@mocks/db/store';
import { screen, waitFor, within } from '@testing-library/react';
import { formatInTimeZone } from 'date-fns-tz';
import { gridRows } from '../../../tests/grid-rows';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const SHOP = 'res_prj_northwind_shop';

async function openAs(email: string, route: string, heading: string | RegExp) {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, route);
  expect(await screen.findByRole('heading', { level: 1, name: heading }, LONG)).toBeInTheDocument();
  return app;
}

const keysGrid = (name: string) => screen.findByRole('grid', { name }, LONG);
const rowOf = async (grid: string, name: RegExp) =>
  (await within(await keysGrid(grid)).findByRole('rowheader', { name }, LONG)).closest('[role="row"]') as HTMLElement;
/** The sandbox's time formatted as the screens write it for a user in UTC with the default pattern. */
const shown = (iso: string) => formatInTimeZone(new Date(iso), 'UTC', 'dd.MM.yyyy HH:mm');

describe('API keys list', () => {
  it("lists the organization's keys with their facts, then one project's (in the URL); rows lead to the key", async () => {
    const app = await openAs('developer@sandbox.test', '/api-keys', 'API keys');
    const select = screen.getByRole('combobox', { name: 'Project' });
    expect(select).toHaveValue('');
    await waitFor(async () => expect(gridRows(await keysGrid('API keys of Northwind Group')).length).toBe(3), LONG);
    const byName = (name: string) =>
      gridRows(screen.getByRole('grid', { name: 'API keys of Northwind Group' })).find((row) => row.cells.Name.startsWith(name))?.cells;
    expect(byName('Backend server')).toMatchObject({
      Name: 'Backend serverNorthwind Shop',
      Key: 'sk_live_4f9a…',
      Mode: 'Live',
      Permissions: '4 permissions',
      'Allowed IPs': '203.0.113.0/24 +1 more',
      Status: 'Active',
    });
    expect(byName('Backend server')?.Created).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}by Ada Admin$/);
    expect(byName('Reporting export')).toMatchObject({ 'Allowed IPs': 'Any address', Expires: 'Does not expire', Status: 'Active' });
    expect(byName('Reporting export')?.Created).toMatch(/by Dev Developer$/);
    expect(byName('Old checkout plugin')).toMatchObject({ Status: 'Expired' });
    // Left to right in every language.
    expect(within(await rowOf('API keys of Northwind Group', /^Backend server/)).getByText('sk_live_4f9a…')).toHaveAttribute('dir', 'ltr');

    // The permissions' labels, on demand.
    await app.user.click(
      within(await rowOf('API keys of Northwind Group', /^Backend server/)).getByRole('button', { name: '4 permissions of “Backend server”' }),
    );
    const popover = await screen.findByRole('dialog', { name: '4 permissions of “Backend server”' });
    expect(
      within(popover)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['View transactions', 'Refund payments', 'Capture and cancel', 'Payment links']);
    await app.user.keyboard('{Escape}');

    await app.user.selectOptions(select, 'Northwind Shop · Live');
    await waitFor(() => expect(currentPath(app.router)).toBe(`/api-keys?project=${SHOP}`));
    const shop = await keysGrid('API keys of Northwind Shop');
    const link = within(await rowOf('API keys of Northwind Shop', /^Backend server/)).getByRole('link', { name: /Backend server/ });
    expect(link).toHaveAttribute('href', '/api-keys/key_nw_backend');
    expect(
      within(shop)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Reporting export', 'Backend server', 'Old checkout plugin']);
    await app.user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend server' }, LONG)).toBeInTheDocument();
    // Back leads to the list as it was left.
    expect(screen.getByRole('link', { name: 'Back to API keys' })).toHaveAttribute('href', `/api-keys?project=${SHOP}`);
  });

  it('filters by status and searches by name, in the URL', async () => {
    const app = await openAs('developer@sandbox.test', `/api-keys?project=${SHOP}&status=expired`, 'API keys');
    const names = async () =>
      within(await keysGrid('API keys of Northwind Shop'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await waitFor(async () => expect(await names()).toEqual(['Old checkout plugin']), LONG);
    await app.navigate(`/api-keys?project=${SHOP}&q=report`);
    await waitFor(async () => expect(await names()).toEqual(['Reporting export']), LONG);
  });

  it('says so for a project without keys, and offers to create one there', async () => {
    await openAs('developer@sandbox.test', '/api-keys?project=res_prj_northwind_sandbox', 'API keys');
    expect(await screen.findByText('No API keys yet', {}, LONG)).toBeInTheDocument();
    const create = screen.getAllByRole('link', { name: 'Create API key' });
    expect(create.map((link) => link.getAttribute('href'))).toEqual([
      '/api-keys/create?project=res_prj_northwind_sandbox',
      '/api-keys/create?project=res_prj_northwind_sandbox',
    ]);
  });
});

describe("a key's page", () => {
  it('rolls the secret with the grace chosen and shows until when the previous one works', async () => {
    const app = await openAs('developer@sandbox.test', '/api-keys/key_nw_backend', 'Backend server');
    expect(screen.queryByText('The previous secret still works')).not.toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Roll secret' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: "Roll the key's secret" });
    expect(within(dialog).getByRole('radio', { name: '24 hours' })).toBeChecked();
    await app.user.click(within(dialog).getByRole('radio', { name: '3 days' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^The old secret stops working at about \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\.$/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Roll secret' }));

    const secretDialog = await screen.findByRole('dialog', { name: "The key's new secret" }, LONG);
    const secret = (await within(secretDialog).findByRole<HTMLInputElement>('textbox', { name: 'Secret key' }, LONG)).value;
    await app.user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await app.user.click(within(secretDialog).getByRole('button', { name: 'Yes, close' }));

    const rolled = db.apiKeys.get('key_nw_backend')!;
    expect(rolled.previousPrefix).toBe('sk_live_4f9a');
    // The grace chosen: 72 hours from the roll.
    expect(Math.abs(Date.parse(rolled.previousSecretEndsAt!) - Date.now() - 72 * 3_600_000)).toBeLessThan(60_000);
    const notice = await screen.findByRole('note', { name: 'The previous secret still works' }, LONG);
    expect(notice).toHaveTextContent(`sk_live_4f9a… keeps working until ${shown(rolled.previousSecretEndsAt!)}`);
    const facts = screen.getByRole('region', { name: 'Key' });
    expect(within(facts).getByText(`${secret.slice(0, 12)}…`)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);
  });

  it('revokes the key after a confirmation: its status turns revoked and nothing more is offered', async () => {
    const app = await openAs('developer@sandbox.test', '/api-keys/key_nw_reporting', 'Reporting export');
    expect(screen.getByText('The previous secret still works')).toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Revoke' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key' });
    expect(within(dialog).getByText('Revoke “Reporting export”?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke the key' })).not.toBeInTheDocument(), LONG);
    expect(await screen.findByText('API key revoked', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Key' })).getByText('Revoked')).toBeInTheDocument(), LONG);
    expect(screen.queryByRole('button', { name: 'Roll secret' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(screen.queryByText('The previous secret still works')).not.toBeInTheDocument();
    expect(db.apiKeys.get('key_nw_reporting')?.status).toBe('revoked');
  });

  it('says an unknown key, or one of another workspace, is not found', async () => {
    const app = await openAs('developer@sandbox.test', '/api-keys/key_nope', 'API key');
    expect(await screen.findByText('API key not found', {}, LONG)).toBeInTheDocument();
    // Solo Store is not the developer's.
    await app.navigate('/api-keys/key_solo_shop');
    expect(await screen.findByText('API key not found', {}, LONG)).toBeInTheDocument();
    // A key of the workspace under another project's path.
    await app.navigate('/projects/res_prj_northwind_sandbox/api-keys/key_nw_backend');
    expect(await screen.findByText('API key not found', {}, LONG)).toBeInTheDocument();
  });
});

describe('who sees API keys', () => {
  it.each(['support@sandbox.test', 'finance@sandbox.test'])('%s has no API keys entry, and their pages are not found', async (email) => {
    const app = await openAs(email, '/api-keys', 'Page not found');
    expect(screen.queryByRole('link', { name: 'API keys' })).not.toBeInTheDocument();
    for (const path of ['/api-keys/create', '/api-keys/key_nw_backend', `/projects/${SHOP}/api-keys/create`, `/projects/${SHOP}/api-keys/key_nw_backend`]) {
      await app.navigate(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LONG)).toBeInTheDocument();
    }
    await app.navigate(`/projects/${SHOP}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Shop' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create API key' })).not.toBeInTheDocument();
  });

  it("the developer reaches them from the sidebar and from the project's page, and creates a key there", async () => {
    const app = await openAs('developer@sandbox.test', `/projects/${SHOP}`, 'Northwind Shop');
    const links = screen.getAllByRole('link', { name: 'API keys' }).map((link) => link.getAttribute('href'));
    expect(links).toContain(`/api-keys?project=${SHOP}`);
    expect(links).toContain('/api-keys');
    await app.user.click(screen.getByRole('link', { name: 'Create API key' }));
    await waitFor(() => expect(currentPath(app.router)).toBe(`/projects/${SHOP}/api-keys/create`));
    expect(await screen.findByText('For the project Northwind Shop', {}, LONG)).toBeInTheDocument();
    await app.user.type(await screen.findByRole('textbox', { name: /^Name/ }, LONG), 'From the project');
    const picker = screen.getByRole('group', { name: 'Permissions' });
    await app.user.type(within(picker).getByRole('searchbox', { name: 'Search permissions' }), 'refund');
    await app.user.click(within(picker).getByRole('checkbox', { name: 'Refund payments' }));
    await app.user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' }, LONG);
    await within(dialog).findByRole('textbox', { name: 'Secret key' }, LONG);
    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes, close' }));
    const made = db.apiKeys.all().find((key) => key.name === 'From the project')!;
    await waitFor(() => expect(currentPath(app.router)).toBe(`/projects/${SHOP}/api-keys/${made.id}`), LONG);
    expect(await screen.findByRole('heading', { level: 1, name: 'From the project' }, LONG)).toBeInTheDocument();
  });
});
