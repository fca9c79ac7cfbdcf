import { expect, test, type Page } from '@playwright/test';
import { trustStepUp, closeReleaseNotes, expectAccessibleInBothSchemes, sandbox, signIn, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Step-up has its own spec (step-up.spec.ts): here every user is in the step-up window.
test.beforeEach(({ page }) => trustStepUp(page));

/** A payout above Northwind Group's EUR approval limit (EUR 1,000.00 in the sandbox: mocks/db/seed.ts). */
const AMOUNT = '1500';
const AMOUNT_TEXT = /EUR\s1,500\.00/;
// The sandbox sends an approved payout after PAYOUT_SEND_MS (20 s) and settles it PAYOUT_SETTLE_MS (40 s) later (mocks/db/money-engine.ts).

/** "EUR 15,200.33" → 1520033 minor units. */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The available EUR balance as the request dialog states it (then the dialog is closed again). */
async function availableEur(page: Page) {
  await page.getByRole('button', { name: 'Request payout' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request payout' });
  await dialog.getByRole('combobox', { name: /^Currency/ }).selectOption('EUR');
  const line = dialog.getByText(/^Available:/);
  await expect(line).toContainText('EUR');
  const available = minorOf((await line.textContent()) ?? '');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  return available;
}

test('four eyes: finance requests a payout above the limit, cannot approve it, the owner approves it, the clock pays it once', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'finance@sandbox.test', '/payouts');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  const before = await availableEur(page);

  await page.getByRole('button', { name: 'Request payout' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request payout' });
  await dialog.getByRole('combobox', { name: /^Currency/ }).selectOption('EUR');
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill(AMOUNT);
  // The currency's default method is preselected.
  await expect(dialog.getByRole('combobox', { name: /^Payout method/ })).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/^Pay out EUR\s1,500\.00 to /)).toBeVisible();
  await expect(dialog.getByText(/a second person has to approve it/)).toBeVisible();
  await dialog.getByRole('button', { name: AMOUNT_TEXT }).click();

  // The new payout's page: it waits for a second person, and its requester is not offered Approve.
  await expect(page).toHaveURL(/\/payouts\/[^/]+$/);
  const payoutUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(AMOUNT_TEXT);
  await expect(page.getByText('Awaiting approval').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('By Fiona Finance');
  await expect(page.getByRole('button', { name: 'Cancel payout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // A second admin approves it.
  await page.goto('/logout');
  await signIn(page, 'owner@sandbox.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await closeReleaseNotes(page);
  await page.goto(payoutUrl);
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve payout' });
  await expect(approve).toContainText('Fiona Finance');
  await approve.getByRole('button', { name: AMOUNT_TEXT }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByText('Approved').first()).toBeVisible();

  // The clock sends it and the bank pays it: the page follows by push, without a reload.
  // Literal values: the function runs in the page, without this file's constants.
  await sandbox(page, (s) => s.advance(20_000));
  await expect(page.getByText('In transit').first()).toBeVisible();
  await sandbox(page, (s) => s.advance(40_000));
  await expect(page.getByText('Paid').first()).toBeVisible();
  const history = page.getByRole('region', { name: 'Status history' });
  for (const step of ['Requested', 'Awaiting approval', 'Approved', 'In transit', 'Paid']) await expect(history.getByText(step, { exact: true })).toBeVisible();

  // The available balance fell by exactly the payout, once.
  await page.getByRole('link', { name: 'Back to payouts' }).click();
  expect(await availableEur(page)).toBe(before - minorOf(AMOUNT) * 1);
});

testInEveryVariant('the payouts pages have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(180_000); // ten checks, light and dark, on cores shared with other runs
  await openSignedIn(page, 'admin@sandbox.test', '/payouts');
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // The request dialog and its confirmation (found by role and form, in either language).
  await page
    .getByRole('button', { name: /^(Request payout|طلب دفعة صادرة)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('select').first().selectOption('EUR');
  await dialog.locator('input[inputmode="decimal"]').fill('10');
  await expectAccessibleInBothSchemes(page);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.locator('input[inputmode="decimal"]')).toHaveCount(0);
  await expectAccessibleInBothSchemes(page);
  // Within the approval limit: approved at once; the new payout's page opens.
  await dialog.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/payouts\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.goto('/payouts');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.goto('/payout-requests');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // On a phone the list is cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payouts');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
