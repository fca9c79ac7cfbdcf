import { expect, test } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

/**
 * Issue 34, "finance opens analytics, sees the funnel and a decline reason's payments": the funnel with
 * its drops, a decline reason opening the transactions list filtered by it, and the page accessible in
 * English and Arabic, light and dark, at a phone's width too.
 */

test("finance opens analytics, sees the funnel and a decline reason's payments", async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'finance@sandbox.test', '/');
  await closeReleaseNotes(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  const funnel = page.getByRole('table', { name: 'Payment funnel' });
  await expect(funnel.getByRole('rowheader')).toHaveText(['Created', 'Authenticated', 'Authorized', 'Captured', 'Settled']);
  const created = Number((await funnel.getByRole('row').nth(1).getByRole('cell').first().innerText()).replace(/\D/g, ''));
  expect(created).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Approval rate' })).toContainText(/\d+(\.\d)?%/);
  await expect(page.getByRole('region', { name: 'Approval rate' })).toContainText('vs previous period');

  // The segmented control's radios are drawn by their labels.
  await page.locator('label', { hasText: '90 days' }).click();
  await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
  await expect(page).toHaveURL(/\/analytics\?period=90$/);

  const reasons = page.getByRole('table', { name: 'Decline reasons' });
  await reasons.getByRole('link', { name: 'Do not honor' }).click();
  await expect(page).toHaveURL(/\/transactions\?created\.from=\d{4}-\d{2}-\d{2}&created\.to=\d{4}-\d{2}-\d{2}&decline=do-not-honor$/);
  await expect(page.getByRole('button', { name: 'Remove filter: Decline reason: Do not honor' })).toBeVisible();
  const grid = page.getByRole('grid', { name: /^Transactions of/ });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toContainText('Failed');
});

testInEveryVariant('analytics has no serious or critical axe violations, on a desktop and on a phone', async (page) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'finance@sandbox.test', '/analytics');
  await closeReleaseNotes(page);
  await expect(page.getByRole('table').nth(3)).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  // The daily figures open as a table too.
  await page.getByRole('button', { name: /daily|اليومية/ }).click();
  await expect(page.getByRole('table').nth(3)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessibleInBothSchemes(page);
});
