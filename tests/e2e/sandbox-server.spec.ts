import { expect, test, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import { closeReleaseNotes, navigateInApp, signInAt } from './fixtures';

/**
 * The production build against the sandbox as a local server (`npm run sandbox:server`,
 * sandbox-server/README.md): signing in with the real cookies of one origin, the API over HTTP and the
 * answers and changes over the server's Pusher WebSocket. The server's database is shared by every
 * browser, so these tests run one after the other, each from the seed.
 */
test.describe.configure({ mode: 'serial' });

/** A control of the server's sandbox (`window.__sandbox`'s, by name), over HTTP. */
async function control(request: APIRequestContext, name: string, ...args: unknown[]) {
  const answer = await request.post(`/__sandbox/${name}`, { data: args });
  expect(answer.ok(), `${name}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { result: unknown }).result;
}

test.beforeEach(({ request }) => control(request, 'reset'));

/** The events (not the protocol's own) that arrived on the page's Pusher socket. */
function pushedEvents(page: Page) {
  const events: string[] = [];
  const opened = page.waitForEvent('websocket', (socket) => new URL(socket.url()).pathname.startsWith('/app/'));
  void opened.then((socket: WebSocket) =>
    socket.on('framereceived', ({ payload }) => {
      const { event } = JSON.parse(String(payload)) as { event: string };
      if (!event.startsWith('pusher')) events.push(event);
    }),
  );
  return { opened, events };
}

test('admin signs in, refunds part of a payment and its outcome and settlement arrive over the socket; the money pages open', async ({ page, request }) => {
  test.setTimeout(120_000);
  const socket = pushedEvents(page);
  await signInAt(page, 'admin@sandbox.test');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Plain ws:// to the page's own host and port (src/lib/realtime/live-channel.ts, socketAddress).
  expect((await socket.opened).url()).toMatch(/^ws:\/\/localhost:\d+\/app\/sandbox-key\?/);

  await navigateInApp(page, '/transactions');
  await expect(page.getByRole('grid', { name: 'Transactions of all projects of Northwind Group' }).getByRole('row').nth(1)).toBeVisible();
  await navigateInApp(page, '/transactions/trx_demo_eur_paid');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('25.50');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /^Refund EUR\s25\.50$/ }).click();
  // The dialog closes on the refund's answer, which comes as an action-result over the socket.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name: 'Refunded', exact: true }).locator('..')).toContainText('EUR 25.50');
  expect(socket.events).toContain('action-result');

  // The refund settles on the server's clock (10 s, moved on here): the change is pushed.
  await control(request, 'advance', 10_000);
  await expect(page.getByRole('region', { name: 'Related transactions' }).getByRole('row').nth(1)).toContainText('Succeeded');
  expect(socket.events).toContain('resource-updated');

  for (const [path, heading] of [
    ['/balances', 'Balances'],
    ['/disputes', 'Disputes'],
    ['/mailbox', 'Mailbox'],
  ]) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('finance requests a payout within the limit; the server clock sends and pays it, and the page follows by push', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Step-up has its own spec: here finance is in the step-up window (the server's `trustStepUp`).
  expect(await control(request, 'trustStepUp', 'finance@sandbox.test')).toBe(true);
  await signInAt(page, 'finance@sandbox.test', '/payouts');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();

  await page.getByRole('button', { name: 'Request payout' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request payout' });
  await dialog.getByRole('combobox', { name: /^Currency/ }).selectOption('EUR');
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('10');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /EUR\s10\.00/ }).click();
  await expect(page).toHaveURL(/\/payouts\/[^/]+$/);
  await expect(page.getByText('Approved').first()).toBeVisible();

  await control(request, 'advance', 20_000);
  await expect(page.getByText('In transit').first()).toBeVisible();
  await control(request, 'advance', 40_000);
  await expect(page.getByText('Paid').first()).toBeVisible();
});
