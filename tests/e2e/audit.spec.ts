import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, sandbox, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

const grid = (page: Page) => page.getByRole('grid', { name: 'Audit trail of Northwind Group' });
const firstRow = (page: Page) => grid(page).getByRole('row').nth(1);

test('a refund made elsewhere appears live; the filtered rows open their details and export as CSV', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/audit');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await expect(firstRow(page)).toBeVisible();

  // Finance refunds EUR 1.00 of the demo payment from their own browser: the entry comes by push.
  const result = await sandbox(page, (s) =>
    s.runAs('finance@sandbox.test', 'transactions/refund', { data: { type: 'refunds', attributes: { amount: 100 } } }, 'trx_demo_eur_paid'),
  );
  expect(result.errors).toBeUndefined();
  await expect(firstRow(page)).toContainText('Refunded a payment');
  await expect(firstRow(page)).toContainText('Fiona Finance');
  await expect(firstRow(page)).toContainText('trx_demo_eur_paid');
  await expect(firstRow(page)).toContainText(/status: successful → partially-refunded/);

  // Filters live in the URL.
  await page.goto('/audit?who=usr_finance&action=transactions%2Frefund');
  await expect(firstRow(page)).toContainText('trx_demo_eur_paid');
  await expect(page.getByRole('button', { name: 'Remove filter: Action: Refunded a payment' })).toBeVisible();

  // The row opens every change, the session and the workspace.
  await firstRow(page).getByRole('link', { name: 'Refunded a payment' }).click();
  const drawer = page.getByRole('dialog', { name: 'Refunded a payment' });
  await expect(drawer.getByRole('table', { name: 'Changes' }).getByRole('rowheader', { name: 'status' })).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Session' })).toContainText('192.0.2.10');
  await expect(drawer.getByRole('region', { name: 'Entry' })).toContainText('Northwind Shop');
  await drawer.getByRole('button', { name: 'Close details' }).click();
  await expect(drawer).toBeHidden();

  // The export holds the filtered rows only.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^audit-Northwind Group-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = readFileSync((await saved.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe(
    '"At (UTC)","At (UTC)","Actor name","Actor e-mail","Action","Object type","Object ID","Workspace","Field","Before","After","Session ID","IP address"',
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toContain('"Fiona Finance","finance@sandbox.test","transactions/refund","transactions"');
  expect(lines.some((line) => line.includes('"trx_demo_eur_paid"'))).toBe(true);
});

test('support has no audit trail: no entry in the sidebar, and the address is not found', async ({ page }) => {
  await openSignedIn(page, 'support@sandbox.test', '/audit');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
});

testInEveryVariant('the audit trail has no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(120_000); // six checks, light and dark, on cores shared with other runs
  await openSignedIn(page, 'admin@sandbox.test', '/audit');
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // An entry's details (the action cell links to them, in either language).
  await page.getByRole('grid').getByRole('row').nth(1).getByRole('rowheader').getByRole('link').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // On a phone the list is cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/audit');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
