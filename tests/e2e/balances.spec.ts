import { expect, test } from '@playwright/test';
import { trustStepUp, closeReleaseNotes, expectAccessibleInBothSchemes, navigateInApp, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Step-up has its own spec (step-up.spec.ts): here every user is in the step-up window.
test.beforeEach(({ page }) => trustStepUp(page));

test('balances: a figure lists the entries that make it, and an entry opens its source', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/balances');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Balances' })).toBeVisible();
  const eur = page.getByRole('region', { name: 'EUR' });
  await eur.getByRole('button', { name: /^Pending/ }).click();
  await expect(page).toHaveURL(/currency=EUR&bucket=pending|bucket=pending&currency=EUR/);
  const entries = page.getByRole('list', { name: 'Pending EUR: the entries' });
  const first = entries.getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/(transactions|disputes|payouts|settlement|accounts)\//);
});

test('accounts: exchange EUR to JPY with a quote, its countdown, and a confirmation', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/accounts');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Account balances' })).toBeVisible();
  await page.getByRole('button', { name: 'Exchange' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exchange between accounts' });
  await dialog.getByLabel('From account').selectOption('EUR');
  await dialog.getByLabel('To account').selectOption('JPY');
  await dialog.getByLabel('Amount to sell (EUR)').fill('10');
  await dialog.getByRole('button', { name: 'Get a quote' }).click();
  await expect(dialog.getByText(/^This quote expires in \d+ seconds?\.$/)).toBeVisible();
  await expect(dialog.getByRole('row', { name: /You get JPY/ })).toBeVisible();
  await dialog.getByRole('button', { name: /^Exchange EUR 10\.00 for JPY/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Exchange done')).toBeVisible();
});

testInEveryVariant('the balances, rolling reserve and accounts pages have no serious or critical axe violations', async (page) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'admin@sandbox.test', '/balances');
  await closeReleaseNotes(page);
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByRole('listitem') })
      .first(),
  ).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await navigateInApp(page, '/rollings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await navigateInApp(page, '/accounts');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
