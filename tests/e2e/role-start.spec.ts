import { expect, test } from '@playwright/test';
import { closeReleaseNotes, expectAccessible, signInAt } from './fixtures';

const NEEDS_RESPONSE = /\/disputes\?status=new&status=action-required&status=merchant-action-required$/;
const OPEN_STATUS = /New \/ confirmation needed|Merchant action required|Action required/;

test.use({ viewport: { width: 1440, height: 900 } });

test('disputes@ starts on the disputes that need a response, counted beside Disputes in the navigation', async ({ page }) => {
  await signInAt(page, 'disputes@sandbox.test');
  await expect(page).toHaveURL(NEEDS_RESPONSE);
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();

  // Every row listed needs a response: its status is an open one.
  const rows = page.getByRole('grid', { name: 'Disputes of Northwind Group' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(OPEN_STATUS);
  const count = await rows.count();
  for (let index = 1; index < count; index += 1) await expect(rows.nth(index)).toContainText(OPEN_STATUS);

  // The navigation counts them, read as words after the link's label.
  await expect(page.getByRole('link', { name: /^All disputes,? \d+ needing a response$/ })).toBeVisible();
  await expectAccessible(page);
});

test('admin@ keeps the dashboard as the start page', async ({ page }) => {
  await signInAt(page, 'admin@sandbox.test');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});
