/**
 * The developers hub, the API request log and a request's page through the UI with the sandbox
 * (docs/api/api-request-log.md): Northwind's seeded calls (some declined with the payment.failed
 * deliveries they caused), the roles of developer@, support@ and admin@sandbox.test.
 */
import { db } from '@mocks/db/store';
import { sandboxControls } from '@mocks/controls';
import { API_TRAFFIC_INTERVAL_MS } from '@mocks/developers/traffic';
import { screen, waitFor, within } from '@testing-library/react';
import { gridRows } from '../../../tests/grid-rows';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox();

const LONG = { timeout: 20_000 };
const SHOP = 'res_prj_northwind_shop';

async function openAs(email: string, route: string, heading: string | RegExp) {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, route);
  expect(await screen.findByRole('heading', { level: 1, name: heading }, LONG)).toBeInTheDocument();
  return app;
}

const logGrid = () => screen.findByRole('grid', { name: 'API requests of Northwind Group' }, LONG);

/** The seeded declined payment that caused a delivery, and that delivery. */
function declinedWithDelivery() {
  const row = db.apiRequests.filter((r) => r.projectId === SHOP && r.status === 402 && r.eventIds.length > 0).sort((a, b) => (a.at < b.at ? 1 : -1))[0];
  const delivery = db.webhookDeliveries.find((d) => d.eventId === row.eventIds[0])!;
  return { row, delivery };
}

describe('the developers hub', () => {
  it("shows each project's keys, calls, endpoints, allowed IPs and languages, each card leading to its page", async () => {
    const app = await openAs('developer@sandbox.test', '/developers', 'Developers');
    const shop = await screen.findByRole('region', { name: 'Northwind Shop' }, LONG);
    const keys = within(shop).getByRole('region', { name: 'API keys of Northwind Shop' });
    expect(keys).toHaveTextContent('Active: 2');
    expect(keys).toHaveTextContent('Revoked: 0 · Expired: 1');
    expect(within(keys).getByRole('link', { name: 'API keys of Northwind Shop' })).toHaveAttribute('href', `/api-keys?project=${SHOP}`);
    const endpoints = within(shop).getByRole('region', { name: 'Webhook endpoints of Northwind Shop' });
    expect(endpoints).toHaveTextContent('Enabled: 2');
    expect(endpoints).toHaveTextContent('Disabled: 1');
    expect(within(endpoints).getByRole('link')).toHaveAttribute('href', `/webhook-endpoints?project=${SHOP}`);
    expect(within(shop).getByRole('region', { name: 'Allowed IP addresses of Northwind Shop' })).toHaveTextContent('Not set: any address may call');
    expect(within(shop).getByRole('region', { name: 'Checkout languages of Northwind Shop' })).toHaveTextContent('Languages: 3');
    const calls = within(shop).getByRole('region', { name: 'API requests of Northwind Shop' });
    expect(calls).toHaveTextContent(/Last 24 hours: \d+/);
    expect(within(calls).getByRole('link')).toHaveAttribute('href', `/developers/requests?project=${SHOP}&errors=only`);

    await app.user.click(screen.getByRole('link', { name: 'API request log' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'API request log' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Developers' })).toBeInTheDocument();
  });

  it('offers neither the hub nor the log to roles without developer rights', async () => {
    const app = await openAs('support@sandbox.test', '/developers', /not found/i);
    expect(screen.queryByRole('link', { name: 'Developers' })).not.toBeInTheDocument();
    await app.navigate('/developers/requests');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('the API request log', () => {
  it('finds a failed request by status and opens the webhook delivery it caused (acceptance)', async () => {
    const { row, delivery } = declinedWithDelivery();
    const app = await openAs('developer@sandbox.test', '/developers/requests', 'API request log');
    const grid = await logGrid();
    await waitFor(() => expect(gridRows(grid).length).toBeGreaterThan(10), LONG);

    await app.user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    await app.user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), '402');
    await app.user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/developers/requests?status=402'), LONG);
    await waitFor(() => expect(gridRows(grid).every(({ cells }) => cells.Status === '402')).toBe(true), LONG);
    const declined = db.apiRequests.filter((r) => r.status === 402 && (r.projectId === SHOP || r.projectId === 'res_prj_northwind_sandbox'));
    expect(screen.getByText(new RegExp(`of ${declined.length}`))).toBeInTheDocument();

    const link = screen.getAllByRole('link').find((a) => a.getAttribute('href') === `/developers/requests/${row.id}`);
    expect(link).toBeDefined();
    await app.user.click(link!);
    expect(await screen.findByRole('heading', { level: 1, name: 'POST /v1/payments' }, LONG)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Request' });
    expect(within(facts).getByRole('link', { name: 'Backend server' })).toHaveAttribute('href', '/api-keys/key_nw_backend');
    expect(facts).toHaveTextContent(row.ip);
    // The request's body, as text, secrets masked by the sandbox.
    const body = screen.getByRole('region', { name: 'Request body' }).querySelector('pre')!;
    expect(body.children).toHaveLength(0);
    expect(body.textContent).toMatch(/"number": "•••• \d{4}"/);
    expect(body.textContent).toContain('"cvc": "••••"');
    expect(body.textContent).not.toMatch(/\d{13}/);
    expect(screen.getByRole('region', { name: 'Response body' })).toHaveTextContent('card_declined');

    const events = screen.getByRole('region', { name: 'Webhook events caused' });
    expect(events).toHaveTextContent('payment.failed');
    const open = within(events).getByRole('link', { name: /^Delivery to / });
    expect(open).toHaveAttribute('href', `/webhook-endpoints/${delivery.endpointId}?delivery=${delivery.id}`);
    await app.user.click(open);
    await waitFor(() => expect(currentPath(app.router)).toBe(`/webhook-endpoints/${delivery.endpointId}?delivery=${delivery.id}`), LONG);
    const drawer = await screen.findByRole('dialog', { name: /^Payment failed/ }, LONG);
    expect(drawer).toBeInTheDocument();
  });

  it('narrows to errors only with the switch, and by the path’s beginning; new calls arrive with the clock', async () => {
    const app = await openAs('developer@sandbox.test', '/developers/requests', 'API request log');
    const grid = await logGrid();
    await waitFor(() => expect(gridRows(grid).length).toBeGreaterThan(10), LONG);
    await app.user.click(screen.getByRole('switch', { name: 'Errors only' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/developers/requests?errors=only'), LONG);
    await waitFor(() => expect(gridRows(grid).every(({ cells }) => Number(cells.Status) >= 400)).toBe(true), LONG);

    await app.user.type(screen.getByRole('searchbox', { name: 'Path starts with' }), '/v1/customers');
    await waitFor(() => expect(gridRows(grid).length).toBeGreaterThan(0), LONG);
    await waitFor(() => expect(gridRows(grid).every(({ cells }) => /\/v1\/customers/.test(cells.Request) && Number(cells.Status) >= 400)).toBe(true), LONG);

    await app.user.click(screen.getByRole('switch', { name: 'Errors only' }));
    await app.user.clear(screen.getByRole('searchbox', { name: 'Path starts with' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/developers/requests'), LONG);
    const newest = () => gridRows(grid)[0]?.row.querySelector('a')?.getAttribute('href');
    await waitFor(() => expect(newest()).toMatch(/^\/developers\/requests\/req_/), LONG);
    const before = newest();
    sandboxControls.advance(API_TRAFFIC_INTERVAL_MS);
    await waitFor(() => expect(newest()).not.toBe(before), LONG);
  });

  it("reads an unknown request, or another workspace's, as not found", async () => {
    await openAs('developer@sandbox.test', '/developers/requests/req_ent_000001', 'API request');
    expect(await screen.findByText('API request not found', {}, LONG)).toBeInTheDocument();
  });
});
