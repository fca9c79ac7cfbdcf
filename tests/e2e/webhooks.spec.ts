import { expect, test, type Page } from '@playwright/test';
import { trustStepUp, closeReleaseNotes, expectAccessibleInBothSchemes, sandbox, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Step-up has its own spec (step-up.spec.ts): here every user is in the step-up window.
test.beforeEach(({ page }) => trustStepUp(page));

const NW_SANDBOX = 'res_prj_northwind_sandbox';
const deliveries = (page: Page) => page.getByRole('grid', { name: /^Deliveries to / });
const firstDelivery = (page: Page) => deliveries(page).getByRole('row').nth(1);

test('the delivery console round trip: a failing host retried on the clock, switched to a healthy one, the failures replayed one by one', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'developer@sandbox.test', `/projects/${NW_SANDBOX}/webhook-endpoints/create`);
  await closeReleaseNotes(page);

  const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
  await form.getByRole('textbox', { name: /^Endpoint URL/ }).fill('https://fails.merchant.test/e2e');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('Select at least one event')).toBeVisible();
  await form.getByRole('searchbox', { name: 'Search events' }).fill('refund');
  await form.getByRole('checkbox', { name: 'Refund succeeded' }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  // The signing secret, once.
  const secret = page.getByRole('dialog', { name: 'Endpoint added: its signing secret' });
  await expect(secret.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(/^whsec_/);
  await secret.getByRole('button', { name: 'Done' }).click();
  await secret.getByRole('button', { name: 'Yes, close' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'https://fails.merchant.test/e2e' })).toBeVisible();

  // A test event: its first attempt fails at once, the next is due 5 s later.
  await page.getByRole('button', { name: 'Send test event' }).click();
  const testEvent = page.getByRole('dialog', { name: 'Send a test event' });
  await testEvent.getByRole('button', { name: 'Send test event' }).click();
  await expect(testEvent).toBeHidden();
  await expect(firstDelivery(page)).toContainText('Retrying');
  await expect(firstDelivery(page)).toContainText('1/8');
  await expect(firstDelivery(page)).toContainText('500');
  await sandbox(page, (s) => s.advance(5_000));
  await expect(firstDelivery(page)).toContainText('2/8');
  // The rest of the schedule (27 h 35 min in all) in one move: each retry runs at its own time on the way.
  await sandbox(page, (s) => s.advance(28 * 3_600_000));
  await expect(firstDelivery(page)).toContainText('8/8');
  await expect(firstDelivery(page)).toContainText('Failed');

  // The drawer: the request as sent, re-indented, as text.
  await firstDelivery(page).getByRole('link').click();
  const drawer = page.getByRole('dialog', { name: 'Refund succeeded' });
  await expect(drawer.getByRole('region', { name: 'Request body' }).locator('pre')).toContainText('"type": "refund.succeeded"');
  await expect(drawer.getByRole('region', { name: 'Response body' }).locator('pre')).toContainText('"error"');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The host is fixed, then the failures are replayed: each succeeds.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
  await edit.getByRole('textbox', { name: /^Endpoint URL/ }).fill('https://ok.merchant.test/e2e');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'https://ok.merchant.test/e2e' })).toBeVisible();

  await page.getByRole('button', { name: 'Replay failed' }).click();
  const replay = page.getByRole('dialog', { name: 'Replay failed deliveries' });
  await expect(replay).toContainText('1 delivery created on any day failed.');
  await replay.getByRole('button', { name: 'Resend failed deliveries' }).click();
  await expect(replay.getByRole('table', { name: 'Replayed deliveries' }).getByRole('row').nth(1)).toContainText('Succeeded');
  await expect(replay.getByRole('status')).toHaveText('Tried 1 of 1 · succeeded 1 · failed 0');
  await replay.getByRole('button', { name: 'Done' }).click();
  await expect(firstDelivery(page)).toContainText('Succeeded');
  await expect(firstDelivery(page)).toContainText('200');
});

testInEveryVariant('the webhook pages have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(180_000); // several checks, light and dark, on cores shared with other runs
  await openSignedIn(page, 'admin@sandbox.test', '/webhook-endpoints');
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.locator('[dir="ltr"]', { hasText: 'https://ok.merchant.test/webhooks' }).first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // The create page with the event picker, and its errors.
  await page.goto(`/projects/${NW_SANDBOX}/webhook-endpoints/create`);
  const form = page.getByRole('form');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // An endpoint with its console, a delivery's drawer, and the replay question.
  await page.goto('/webhook-endpoints/whe_nw_flaky');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('grid').getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('dialog').locator('pre').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // An endpoint disabled for failing says why, with Enable.
  await page.goto('/webhook-endpoints/whe_nw_fails');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // An unknown id says so.
  await page.goto('/webhook-endpoints/whe_nobody');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // On a phone the lists are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/webhook-endpoints');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.goto('/webhook-endpoints/whe_nw_ok');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
