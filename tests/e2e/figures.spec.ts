import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, sandbox } from './fixtures';
import { openSignedIn } from './sandbox-session';

/**
 * Issue 16, "figures that are true" and "exports reconcile": what the details page says the merchant
 * keeps follows a refund, the refund says who and why, and the default CSV export carries the keys.
 */

/** The value cell of a labelled row of the details page. */
const valueOf = (page: Page, label: string) => page.getByRole('rowheader', { name: label, exact: true }).locator('..').getByRole('cell');

test('after a refund the net after refunds falls by the refund, and the timeline says who refunded and why', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/transactions/trx_demo_eur_paid');
  await closeReleaseNotes(page);
  const figures = page.getByRole('region', { name: 'What you keep' });
  await expect(figures).toBeVisible();
  // A direct sale: no capture line.
  await expect(figures.getByRole('rowheader', { name: 'Captured' })).toHaveCount(0);
  await expect(valueOf(page, 'Net of fees')).toHaveText('EUR 118.07');
  await expect(valueOf(page, 'Net after refunds and chargebacks')).toHaveText('EUR 118.07');

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('25.50');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Damaged in transit');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /^Refund EUR\s25\.50$/ }).click();
  await expect(dialog).toBeHidden();

  await expect(valueOf(page, 'Net after refunds and chargebacks')).toHaveText('EUR 92.57');
  await expect(valueOf(page, 'Net of fees')).toHaveText('EUR 118.07');
  await expect(valueOf(page, 'Refunded')).toHaveText('EUR 25.50');
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText(/Refunded EUR\s25\.50 by Ada Admin — Damaged in transit/);

  // Settled on the sandbox clock: the figures do not move.
  await sandbox(page, (s) => s.advance(10_000));
  await expect(page.getByRole('region', { name: 'Related transactions' }).getByRole('row').nth(1)).toContainText('Succeeded');
  await expect(valueOf(page, 'Net after refunds and chargebacks')).toHaveText('EUR 92.57');
});

test('the default CSV export starts with the transaction ID and the reference', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/transactions?currency=KWD');
  await closeReleaseNotes(page);
  await expect(page.getByRole('grid', { name: 'Transactions of all projects of Northwind Group' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export transactions as CSV' });
  await expect(dialog.getByRole('list', { name: 'Columns' }).getByRole('listitem').first()).toHaveText('Transaction ID');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  // The file is written on the sandbox clock; moving it on spares the wait.
  await sandbox(page, (s) => s.advance(2_000));
  const file = readFileSync((await (await download).path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, first] = file.split('\r\n');
  expect(header.startsWith('"Transaction ID","Reference ID",')).toBe(true);
  expect(first).toMatch(/^"trx_[^"]+","ORD-[^"]+",/);
});
