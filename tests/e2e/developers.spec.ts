import { expect, test } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

test('a developer finds a failed API request by status and opens the webhook delivery it caused', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'developer@sandbox.test', '/developers');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'API keys of Northwind Shop' })).toContainText('Active: 2');

  await page.getByRole('link', { name: 'API request log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API request log' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'API requests of Northwind Group' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'Status' }).selectOption('402');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/developers\/requests\?status=402$/);
  await expect(grid.getByRole('row').nth(1)).toContainText('402');
  // Rendered rows stay a page's worth, however long the log is.
  expect(await grid.getByRole('row').count()).toBeLessThanOrEqual(51);

  // The declined payments that reached a webhook endpoint say so in the "Webhook events" column.
  const caused = grid
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: '1', exact: true }) })
    .first();
  await grid.hover();
  for (let step = 0; step < 20 && (await caused.count()) === 0; step += 1) await page.mouse.wheel(0, 500);
  await caused.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'POST /v1/payments' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Request body' })).toContainText('"cvc": "••••"');
  const events = page.getByRole('region', { name: 'Webhook events caused' });
  await expect(events).toContainText('payment.failed');
  await events
    .getByRole('link', { name: /^Delivery to / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/webhook-endpoints\/whe_[a-z_]+\?delivery=whd_/);
  await expect(page.getByRole('dialog', { name: /^Payment failed/ })).toBeVisible();
});

testInEveryVariant('the developers pages have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'developer@sandbox.test', '/developers');
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('a[href="/api-keys?project=res_prj_northwind_shop"]')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.goto('/developers/requests?errors=only');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expectAccessibleInBothSchemes(page);

  await page.getByRole('grid').getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.locator('pre').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
