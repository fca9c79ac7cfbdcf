/**
 * An endpoint's page and its delivery console through the UI with the sandbox (docs/api/webhooks.md):
 * the host simulator answers for the merchant's server, the retries run on the sandbox clock.
 */
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { act, screen, waitFor, within } from '@testing-library/react';
import { WEBHOOK_MAX_ATTEMPTS } from '@/lib/contract/developers';
import { formatDateTime } from '@/lib/dates';
import { currentPath, findPageAlert, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const NW_SANDBOX = 'res_prj_northwind_sandbox';
const HOUR = 3_600_000;

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function open(route: string, email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

/** An endpoint made by someone else beforehand (its secret is of no concern here). */
function endpointOn(url: string, events = ['refund.succeeded']): string {
  const made = sandboxControls.runAs('admin@sandbox.test', 'webhook-endpoints/create', { resourceId: NW_SANDBOX, data: { attributes: { url, events } } });
  return (made.data as { id: string }).id;
}

const deliveriesOf = (endpointId: string) => db.webhookDeliveries.filter((delivery) => delivery.endpointId === endpointId);
const consoleRegion = () => screen.getByRole('region', { name: 'Deliveries' });
const rows = (grid: HTMLElement) => within(grid).queryAllByRole('row').slice(1);
/** As the console writes an instant: the user's pattern and zone (the defaults here). */
const shown = (iso: string) => formatDateTime(iso, { timeZone: 'UTC' });

async function openEndpoint(id: string, url: string) {
  const app = await open(`/webhook-endpoints/${id}`);
  await screen.findByRole('heading', { level: 1, name: url }, LONG);
  return app;
}

async function sendTestEvent(app: App) {
  await app.user.click(within(consoleRegion()).getByRole('button', { name: 'Send test event' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send a test event' });
  await app.user.click(within(dialog).getByRole('combobox', { name: /^Event type/ }));
  await app.user.click(await screen.findByRole('option', { name: 'Refund succeeded (refund.succeeded)' }));
  await app.user.click(within(dialog).getByRole('button', { name: 'Send test event' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), LONG);
}

describe('endpoint page', () => {
  it("answers an unknown id with 'Webhook endpoint not found by ID' and a way back", async () => {
    const app = await open('/webhook-endpoints/whe_nobody');
    const alert = await findPageAlert(20_000);
    await waitFor(() => expect(alert).toHaveTextContent('Webhook endpoint not found by ID'), LONG);
    await app.user.click(within(alert).getByRole('link', { name: 'See the webhook endpoints' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/webhook-endpoints'), LONG);
  });

  it('says why and since when an endpoint was disabled for failing, and enables it', async () => {
    const app = await openEndpoint('whe_nw_fails', 'https://fails.merchant.test/webhooks');
    const endpoint = db.webhookEndpoints.get('whe_nw_fails')!;
    const notice = await findPageAlert(20_000);
    expect(notice).toHaveTextContent('Disabled because it kept failing');
    expect(notice).toHaveTextContent(
      `failed for 5 days without one success (failing since ${shown(endpoint.failingSince!)}), so it was disabled on ${shown(endpoint.disabledAt!)}`,
    );
    await app.user.click(within(notice).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(db.webhookEndpoints.get('whe_nw_fails')!.status).toBe('enabled'), LONG);
    await waitFor(() => expect(screen.queryByText('Disabled because it kept failing')).not.toBeInTheDocument(), LONG);
    expect(screen.getByRole('region', { name: 'Endpoint' })).toHaveTextContent('Enabled');
  });
});

describe('endpoint actions', () => {
  it('rotates the signing secret (asked first, the new one shown once), disables and deletes the endpoint', async () => {
    const id = endpointOn('https://ok.merchant.test/actions');
    const old = db.webhookEndpoints.get(id)!.secret;
    const app = await openEndpoint(id, 'https://ok.merchant.test/actions');

    await app.user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const ask = await screen.findByRole('dialog', { name: 'Rotate signing secret' });
    await app.user.click(within(ask).getByRole('button', { name: 'Rotate secret' }));
    const shownOnce = await screen.findByRole('dialog', { name: 'The new signing secret' }, LONG);
    const rotated = db.webhookEndpoints.get(id)!.secret;
    expect(rotated).not.toBe(old);
    expect(await within(shownOnce).findByRole('textbox', { name: 'Signing secret' }, LONG)).toHaveValue(rotated);
    await app.user.click(within(shownOnce).getByRole('button', { name: 'Done' }));
    await app.user.click(within(shownOnce).getByRole('button', { name: 'Yes, close' }));
    await waitFor(() => expect(screen.queryByDisplayValue(rotated)).not.toBeInTheDocument(), LONG);

    await app.user.click(screen.getByRole('button', { name: 'Disable' }));
    const disable = await screen.findByRole('dialog', { name: 'Disable webhook endpoint' });
    await app.user.click(within(disable).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(db.webhookEndpoints.get(id)!).toMatchObject({ status: 'disabled', disabledReason: 'manual' }), LONG);
    expect(await screen.findByRole('button', { name: 'Enable' }, LONG)).toBeInTheDocument();
    expect(within(consoleRegion()).getByRole('button', { name: 'Send test event' })).toBeDisabled();

    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete webhook endpoint' });
    await app.user.click(within(remove).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentPath(app.router)).toBe(`/webhook-endpoints?project=${NW_SANDBOX}`), LONG);
    expect(db.webhookEndpoints.get(id)).toBeUndefined();
  });
});

describe('delivery console', () => {
  it('a test event to a failing host: attempts and the next retry follow the clock; on a healthy host, replaying the failures makes each succeed', async () => {
    const id = endpointOn('https://fails.merchant.test/hooks');
    const app = await openEndpoint(id, 'https://fails.merchant.test/hooks');
    expect(await within(consoleRegion()).findByText('No deliveries yet', {}, LONG)).toBeInTheDocument();

    await sendTestEvent(app);
    const grid = await within(consoleRegion()).findByRole('grid', { name: 'Deliveries to https://fails.merchant.test/hooks' }, LONG);
    await waitFor(() => expect(rows(grid)).toHaveLength(1), LONG);
    expect(rows(grid)[0]).toHaveTextContent('Not tried yet');
    expect(rows(grid)[0]).toHaveTextContent('Test');

    // Attempt 1 at once on the sandbox clock: 500, retried 5 s later (pushed, no reload).
    act(() => void sandboxControls.advance(0));
    await waitFor(() => expect(rows(grid)[0]).toHaveTextContent(`1/${WEBHOOK_MAX_ATTEMPTS}`), LONG);
    const [delivery] = deliveriesOf(id);
    expect(rows(grid)[0]).toHaveTextContent('Retrying');
    expect(rows(grid)[0]).toHaveTextContent('500');
    expect(rows(grid)[0]).toHaveTextContent(shown(db.webhookDeliveries.get(delivery.id)!.nextRetryAt!));

    act(() => void sandboxControls.advance(5_000));
    await waitFor(() => expect(rows(grid)[0]).toHaveTextContent(`2/${WEBHOOK_MAX_ATTEMPTS}`), LONG);
    const second = db.webhookDeliveries.get(delivery.id)!.nextRetryAt!;
    expect(rows(grid)[0]).toHaveTextContent(shown(second));

    // Every retry fails: after the last (27 h 35 min later) the delivery has failed for good.
    act(() => void sandboxControls.advance(28 * HOUR));
    await waitFor(() => expect(rows(grid)[0]).toHaveTextContent(`${WEBHOOK_MAX_ATTEMPTS}/${WEBHOOK_MAX_ATTEMPTS}`), LONG);
    expect(rows(grid)[0]).toHaveTextContent('Failed');

    // The host is fixed: the URL now points at the healthy one.
    await app.user.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit webhook endpoint' });
    const url = within(edit).getByRole('textbox', { name: /^Endpoint URL/ });
    await app.user.clear(url);
    await app.user.type(url, 'https://ok.merchant.test/hooks');
    await app.user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'https://ok.merchant.test/hooks' }, LONG);
    expect(db.webhookEndpoints.get(id)!.url).toBe('https://ok.merchant.test/hooks');

    await app.user.click(within(consoleRegion()).getByRole('button', { name: 'Replay failed' }));
    const replay = await screen.findByRole('dialog', { name: 'Replay failed deliveries' });
    expect(
      await within(replay).findByText('1 delivery created on any day failed. Resend the failed deliveries that were not resent yet?', {}, LONG),
    ).toBeInTheDocument();
    await app.user.click(within(replay).getByRole('button', { name: 'Resend failed deliveries' }));
    const results = await within(replay).findByRole('table', { name: 'Replayed deliveries' }, LONG);
    expect(within(replay).getByText('1 delivery resent.')).toBeInTheDocument();
    expect(within(replay).getByRole('progressbar', { name: 'Replay progress' })).toHaveAttribute('aria-valuenow', '0');

    act(() => void sandboxControls.advance(0));
    await waitFor(() => expect(within(results).getAllByRole('row')[1]).toHaveTextContent('Succeeded'), LONG);
    expect(within(replay).getByRole('status')).toHaveTextContent('Tried 1 of 1 · succeeded 1 · failed 0');
    expect(within(replay).getByRole('progressbar', { name: 'Replay progress' })).toHaveAttribute('aria-valuenow', '100');
    const replayed = deliveriesOf(id).find((d) => d.replayOf === delivery.id)!;
    expect(replayed.status).toBe('succeeded');
    expect(within(results).getAllByRole('row')[1]).toHaveTextContent(replayed.id);

    await app.user.click(within(replay).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(rows(grid)).toHaveLength(2), LONG);
    expect(rows(grid)[0]).toHaveTextContent('Succeeded');
    expect(rows(grid)[0]).toHaveTextContent('200');
  });

  it('keeps its filters in the URL and sends them to the sandbox', async () => {
    const app = await openEndpoint('whe_nw_flaky', 'https://flaky-2.merchant.test/hooks');
    const grid = await within(consoleRegion()).findByRole('grid', { name: /^Deliveries to / }, LONG);
    await waitFor(() => expect(rows(grid).length).toBeGreaterThan(3), LONG);

    // Narrow screens (jsdom has no layout) keep the filters in a drawer.
    await app.user.click(within(consoleRegion()).getByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    await app.user.click(within(filters).getByRole('checkbox', { name: 'Retrying' }));
    await app.user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/webhook-endpoints/whe_nw_flaky?status=retrying'), LONG);
    const retrying = deliveriesOf('whe_nw_flaky').filter((d) => d.status === 'retrying');
    await waitFor(() => expect(rows(grid)).toHaveLength(retrying.length), LONG);
    for (const row of rows(grid)) expect(row).toHaveTextContent('Retrying');
    expect(within(consoleRegion()).getByRole('button', { name: 'Remove filter: Status: Retrying' })).toBeInTheDocument();
  });

  it('reads the event type and the days from the URL', async () => {
    await open('/webhook-endpoints/whe_nw_ok?event=refund.succeeded&created.from=2000-01-01');
    await screen.findByRole('heading', { level: 1, name: 'https://ok.merchant.test/webhooks' }, LONG);
    const grid = await within(consoleRegion()).findByRole('grid', { name: /^Deliveries to / }, LONG);
    const refunds = deliveriesOf('whe_nw_ok').filter((d) => d.eventType === 'refund.succeeded');
    expect(refunds.length).toBeGreaterThan(0);
    await waitFor(() => expect(rows(grid)).toHaveLength(refunds.length), LONG);
    for (const row of rows(grid)) expect(row).toHaveTextContent('refund.succeeded');
    expect(within(consoleRegion()).getByRole('button', { name: 'Remove filter: Event: Refund succeeded' })).toBeInTheDocument();
  });

  it("opens a delivery's drawer from its row (in the URL): bodies pretty-printed as text with copy, headers, and Resend", async () => {
    const app = await openEndpoint('whe_nw_flaky', 'https://flaky-2.merchant.test/hooks');
    const grid = await within(consoleRegion()).findByRole('grid', { name: /^Deliveries to / }, LONG);
    await waitFor(() => expect(rows(grid).length).toBeGreaterThan(3), LONG);
    const newest = [...deliveriesOf('whe_nw_flaky')].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
    await app.user.click(within(rows(grid)[0]).getByRole('link'));
    await waitFor(() => expect(currentPath(app.router)).toBe(`/webhook-endpoints/whe_nw_flaky?delivery=${newest.id}`), LONG);
    const drawer = await screen.findByRole('dialog', { name: /^(Payment|Refund|Payout)/ }, LONG);

    const request = within(drawer).getByRole('region', { name: 'Request body' });
    const body = request.querySelector('pre')!;
    await waitFor(() => expect(body.textContent).toMatch(/^\{\n {2}"id": "evt_/), LONG);
    expect(body.children).toHaveLength(0);
    expect(within(request).getByRole('button', { name: 'Copy: Request body' })).toBeInTheDocument();
    const response = within(drawer).getByRole('region', { name: 'Response body' });
    expect(response.querySelector('pre')?.textContent ?? within(response).getByText('No answer was received.').textContent).toBeTruthy();
    expect(within(drawer).getByRole('region', { name: 'Request headers' })).toHaveTextContent('Webhook-Signature');

    const before = deliveriesOf('whe_nw_flaky').length;
    await app.user.click(within(drawer).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(deliveriesOf('whe_nw_flaky')).toHaveLength(before + 1), LONG);
    expect(deliveriesOf('whe_nw_flaky').find((d) => d.replayOf === newest.id)).toBeDefined();
    expect(await screen.findByText('Sent again as a new delivery', {}, LONG)).toBeInTheDocument();
  });

  it('shows a new delivery pushed by the sandbox without a reload', async () => {
    await openEndpoint('whe_nw_ok', 'https://ok.merchant.test/webhooks');
    const grid = await within(consoleRegion()).findByRole('grid', { name: /^Deliveries to / }, LONG);
    await waitFor(() => expect(rows(grid).length).toBeGreaterThan(3), LONG);
    // Someone else sends a test event of a type nobody else sends.
    act(
      () =>
        void sandboxControls.runAs(
          'developer@sandbox.test',
          'webhook-endpoints/sendTestEvent',
          { data: { attributes: { eventType: 'report.failed' } } },
          'whe_nw_ok',
        ),
    );
    await waitFor(() => expect(rows(grid)[0]).toHaveTextContent('report.failed'), LONG);
    expect(rows(grid)[0]).toHaveTextContent('Not tried yet');
    act(() => void sandboxControls.advance(0));
    await waitFor(() => expect(rows(grid)[0]).toHaveTextContent('Succeeded'), LONG);
  });

  it('renders a screenful of the 10,000 deliveries of the bench endpoint, not all of them', async () => {
    await openEndpoint('whe_nws_bench', 'https://ok.merchant.test/load-test');
    const grid = await within(consoleRegion()).findByRole('grid', { name: /^Deliveries to / }, LONG);
    await waitFor(() => expect(rows(grid).length).toBeGreaterThan(0), LONG);
    expect(within(consoleRegion()).getByText(/^Showing 1–100 of 10,?000$/)).toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-rowcount', '101');
    expect(grid.querySelectorAll('[role="row"]').length).toBeLessThanOrEqual(150);
    expect(rows(grid).length).toBeLessThan(100);
  });
});
