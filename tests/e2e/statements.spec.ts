import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, navigateInApp, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

/** The money text in a row of the statement's figures. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('table', { name: 'Figures' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

test("a monthly statement's closing balance equals the ledger, the next month opens with it, and the PDF downloads", async ({ page }) => {
  await openSignedIn(page, 'finance@sandbox.test', '/statements?kind=account&currency=EUR');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Monthly statements of Northwind Group' });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows.nth(2)).toBeVisible();
  // Newest first: row 0 is the month to date, row 1 the last closed month, row 2 the one before.
  await expect(rows.nth(0)).toContainText('Month to date');
  await rows.nth(2).getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: /^Settlement account, EUR, / })).toBeVisible();
  const closing = (await figure(page, 'Closing balance').innerText()).trim();
  expect(closing).toMatch(/^EUR\s-?[\d,]+\.\d{2}$/);
  // The ledger's own balance at the month's last millisecond, stated beside it.
  const check = page.getByRole('status').filter({ hasText: 'The closing balance matches the ledger' });
  await expect(check).toContainText(`is ${closing}, the same as the closing balance`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statement-.+-account-EUR-\d{4}-\d{2}\.pdf$/);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText(`Saved as ${file.suggestedFilename()}.`)).toBeVisible();

  // The month after opens with this month's closing balance.
  await page.getByRole('link', { name: 'Back to statements' }).click();
  await rows.nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Settlement account, EUR, / })).toBeVisible();
  await expect(figure(page, 'Opening balance')).toHaveText(closing);
});

testInEveryVariant('the statements pages have no serious or critical axe violations', async (page) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'admin@sandbox.test', '/statements');
  await closeReleaseNotes(page);
  await expect(page.getByRole('grid').getByRole('rowheader').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  const first = page.getByRole('grid').getByRole('rowheader').first().getByRole('link');
  const href = await first.getAttribute('href');
  await navigateInApp(page, href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('rowheader').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await navigateInApp(page, '/statements/settlements');
  await expect(page.getByRole('grid').getByRole('rowheader').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
