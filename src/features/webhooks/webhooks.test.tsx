/**
 * Webhook endpoints through the UI with the sandbox (docs/api/webhooks.md): Northwind Shop (live) has
 * `whe_nw_ok` (healthy), `whe_nw_flaky` and `whe_nw_fails` (disabled for failing); Northwind Sandbox
 * has the 10,000-delivery `whe_nws_bench`.
 */
import { db } from '@mocks/db/store';
import { addListener } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { resourcesLoaded } from '@/features/workspace';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const SHOP = 'res_prj_northwind_shop';
const NW_SANDBOX = 'res_prj_northwind_sandbox';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function open(route: string, email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

/** The grid row showing `text`. */
const rowWith = async (grid: HTMLElement, text: string) => (await within(grid).findByText(text, {}, LONG)).closest('[role="row"]') as HTMLElement;

const endpointsOf = (projectId: string) => db.webhookEndpoints.filter((endpoint) => endpoint.projectId === projectId);

async function fillCreateForm(app: App, { url, events }: { url: string; events: string[] }) {
  const form = await screen.findByRole('form', { name: 'Add a webhook endpoint' }, LONG);
  await app.user.type(within(form).getByRole('textbox', { name: /^Endpoint URL/ }), url);
  const picker = within(form).getByRole('group', { name: /^Events/ });
  for (const name of events) {
    const search = within(picker).getByRole('searchbox', { name: 'Search events' });
    await app.user.clear(search);
    await app.user.type(search, name);
    await app.user.click(within(picker).getByRole('checkbox', { name }));
  }
  return form;
}

describe('webhook endpoints list', () => {
  it("shows an organization's endpoints of every project with their status and health, then the project chosen (in the URL)", async () => {
    const app = await open('/webhook-endpoints');
    const grid = await screen.findByRole('grid', { name: 'Webhook endpoints of Northwind Group' }, LONG);
    const ok = await rowWith(grid, 'https://ok.merchant.test/webhooks');
    expect(ok).toHaveTextContent('Enabled');
    expect(ok).toHaveTextContent('Northwind Shop');
    expect(ok).toHaveTextContent('100%');
    expect(ok).toHaveTextContent(/Succeeded \d+ · failed 0/);
    // Disabled 1.5 days ago: no attempt in the last 24 hours.
    const fails = await rowWith(grid, 'https://fails.merchant.test/webhooks');
    expect(fails).toHaveTextContent('Disabled: kept failing');
    expect(fails).toHaveTextContent('No deliveries');
    expect(within(grid).getByRole('link', { name: 'https://ok.merchant.test/webhooks' })).toHaveAttribute('href', '/webhook-endpoints/whe_nw_ok');

    await app.user.click(screen.getByRole('combobox', { name: 'Project' }));
    await app.user.click(await screen.findByRole('option', { name: 'Northwind Sandbox' }));
    await waitFor(() => expect(currentPath(app.router)).toBe(`/webhook-endpoints?project=${NW_SANDBOX}`));
    const sandboxGrid = await screen.findByRole('grid', { name: 'Webhook endpoints of Northwind Sandbox' }, LONG);
    expect(await rowWith(sandboxGrid, 'https://ok.merchant.test/load-test')).toBeInTheDocument();
    expect(within(sandboxGrid).queryByText('https://fails.merchant.test/webhooks')).not.toBeInTheDocument();
  });
});

describe('create an endpoint', () => {
  it('asks for at least one event and for https on a live project before sending anything', async () => {
    const app = await open(`/projects/${SHOP}/webhook-endpoints/create`);
    const before = endpointsOf(SHOP).length;
    const form = await fillCreateForm(app, { url: 'http://ok.merchant.test/hooks', events: [] });
    expect(within(form).getByText('A live project sends only to https:// addresses.')).toBeInTheDocument();
    await app.user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('Select at least one event')).toBeInTheDocument();
    expect(within(form).getByText('A live project sends only to https:// addresses')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: /^Events/ })).toHaveAttribute('aria-invalid', 'true');
    expect(endpointsOf(SHOP)).toHaveLength(before);
  });

  it('shows the server refusal of an http URL on a live project under the URL', async () => {
    const app = await open(`/webhook-endpoints/create?project=${SHOP}`);
    const form = await screen.findByRole('form', { name: 'Add a webhook endpoint' }, LONG);
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /^Project/ })).toHaveValue('Northwind Shop'));
    // The screen takes the project for a sandbox one (as a stale list would), so the form lets the URL through: the sandbox refuses it.
    act(() => app.store.dispatch(resourcesLoaded(app.store.getState().resources.items.map((r) => (r.id === SHOP ? { ...r, mode: 'sandbox' as const } : r)))));
    await fillCreateForm(app, { url: 'http://ok.merchant.test/hooks', events: ['Refund succeeded'] });
    await app.user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('A live project sends only to https:// addresses', {}, LONG)).toBeInTheDocument();
    expect(endpointsOf(SHOP).some((endpoint) => endpoint.url === 'http://ok.merchant.test/hooks')).toBe(false);
  });

  it('creates an endpoint on a failing host and shows its signing secret once, never in the store or the URL, then its page', async () => {
    const app = await open(`/projects/${NW_SANDBOX}/webhook-endpoints/create`);
    // Every action the store sees from here on, as text.
    const actions: string[] = [];
    app.store.dispatch(addListener({ predicate: () => true, effect: (action) => void actions.push(JSON.stringify(action)) }));
    const form = await fillCreateForm(app, { url: 'https://fails.merchant.test/hooks', events: ['Refund succeeded', 'Dispute lost'] });
    await app.user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Ledger sync');
    await app.user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const dialog = await screen.findByRole('dialog', { name: 'Endpoint added: its signing secret' }, LONG);
    const created = endpointsOf(NW_SANDBOX).find((endpoint) => endpoint.url === 'https://fails.merchant.test/hooks')!;
    expect(created).toMatchObject({ description: 'Ledger sync', events: ['refund.succeeded', 'dispute.lost'], status: 'enabled' });
    const field = await within(dialog).findByRole('textbox', { name: 'Signing secret' }, LONG);
    expect(field).toHaveValue(created.secret);
    expect(created.secret).toMatch(/^whsec_/);
    expect(actions.some((action) => action.includes('secretTicket'))).toBe(true);
    expect(actions.filter((action) => action.includes(created.secret))).toEqual([]);
    expect(JSON.stringify(app.store.getState())).not.toContain(created.secret);
    expect(currentPath(app.router)).not.toContain(created.secret);

    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes, close' }));
    await waitFor(() => expect(currentPath(app.router)).toBe(`/projects/${NW_SANDBOX}/webhook-endpoints/${created.id}`), LONG);
    expect(await screen.findByRole('heading', { level: 1, name: 'https://fails.merchant.test/hooks' }, LONG)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(created.secret)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Endpoint' })).toHaveTextContent(`${created.secret.slice(0, 10)}…`);
  });
});

describe('permissions', () => {
  it('support has no webhook pages: no entry, and every route is not found', async () => {
    const app = await open('/', 'support@sandbox.test');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Transactions' })).toBeInTheDocument(), LONG);
    expect(within(nav).queryByRole('link', { name: 'Webhook endpoints' })).not.toBeInTheDocument();
    for (const path of ['/webhook-endpoints', '/webhook-endpoints/create', '/webhook-endpoints/whe_nw_ok', `/projects/${SHOP}/webhook-endpoints/whe_nw_ok`]) {
      await act(() => app.router.navigate(path));
      expect(await screen.findByRole('heading', { name: 'Page not found' }, LONG)).toBeInTheDocument();
    }
  });

  it('the developer manages webhooks: the entry, the list, its create button and an endpoint page', async () => {
    const app = await open('/webhook-endpoints', 'developer@sandbox.test');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Webhook endpoints' })).toBeInTheDocument(), LONG);
    expect(await screen.findByRole('grid', { name: 'Webhook endpoints of Northwind Group' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add endpoint' })).toHaveAttribute('href', '/webhook-endpoints/create');
    await app.user.click(await screen.findByRole('link', { name: 'https://flaky-2.merchant.test/hooks' }, LONG));
    expect(await screen.findByRole('heading', { level: 1, name: 'https://flaky-2.merchant.test/hooks' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rotate secret' })).toBeInTheDocument();
  });
});
