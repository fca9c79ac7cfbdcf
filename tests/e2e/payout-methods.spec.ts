import { expect, test } from '@playwright/test';
import { trustStepUp, closeReleaseNotes, expectAccessibleInBothSchemes, navigateInApp, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Step-up has its own spec (step-up.spec.ts): here every user is in the step-up window.
test.beforeEach(({ page }) => trustStepUp(page));

const methods = 'Payout methods of Northwind Group';

test('a card is checked as it is typed, then added and listed masked', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/payout-methods');
  await closeReleaseNotes(page);
  await expect(page.getByRole('grid', { name: methods }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Add payout method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payout method' });
  // SegmentedControl: its radios are visually hidden, its labels take the click (as the Theme control in settings.spec).
  await dialog.getByText('Card', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Card' })).toBeChecked();

  const number = dialog.getByLabel(/^Card number/);
  await number.fill('4242 4242 4242 4241');
  await expect(dialog.getByText('Invalid card number')).toBeVisible();
  await dialog.getByLabel(/^Expiry date/).fill('01/20');
  await expect(dialog.getByText('Card expired')).toBeVisible();
  await number.fill('5555 5555 5555 4444');
  await expect(dialog.getByText('Invalid card number')).toBeHidden();
  await dialog.getByLabel(/^Expiry date/).fill('12/39');
  await dialog.getByLabel(/^CVC/).fill('123');
  await dialog.getByLabel(/^Cardholder name/).fill('Ada Admin');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('grid', { name: methods }).getByRole('rowheader', { name: /Mastercard •••• 4444/ })).toBeVisible();
  // The full number is nowhere on the page.
  await expect(page.getByText('5555 5555 5555 4444')).toHaveCount(0);
});

test('a settlement payout opens with its statement summing to the amount paid', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/settlement');
  await closeReleaseNotes(page);
  const first = page.getByRole('grid', { name: 'Settlement payouts of Northwind Group' }).getByRole('row').nth(1);
  await first.getByRole('rowheader').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Settlement payout, / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Statement' })).toBeVisible();
  await expect(page.getByText('The lines add up to the amount paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download statement (CSV)' })).toBeVisible();
});

testInEveryVariant('the payout methods and settlement pages have no serious or critical axe violations', async (page) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'admin@sandbox.test', '/payout-methods');
  await closeReleaseNotes(page);
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  // The add dialog, with a bank account's fields.
  await page
    .getByRole('button', { name: /^(Add payout method|إضافة طريقة صرف)$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await navigateInApp(page, '/settlement');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('grid').getByRole('row').nth(1).getByRole('rowheader').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
