import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessible, expectAccessibleInBothSchemes, navigateInApp, sandbox, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

const LIST_CAPTION = 'Transactions of all projects of Northwind Group';

/** The refund button's label in a language, from the app's own translations. */
const refundLabel = (language: string) =>
  (JSON.parse(readFileSync(`src/locales/${language}/transactionDetails.json`, 'utf8')) as { refund: { button: string } }).refund.button;

/** Finds a payment by its reference from the list's search, then opens it. */
async function openByReference(page: Page, reference: string) {
  await page.getByLabel('Search by transaction, parent or reference ID').fill(reference);
  const table = page.getByRole('grid', { name: LIST_CAPTION });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row').nth(1).click();
  await expect(page.getByRole('rowheader', { name: 'Reference ID' })).toBeVisible();
}

async function refund(page: Page, amount: string, confirmName: RegExp) {
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: confirmName }).click();
  await expect(dialog).toBeHidden();
}

test('admin finds a EUR payment by reference, refunds part then the rest, and cannot refund a third time', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/transactions');
  await closeReleaseNotes(page);
  await openByReference(page, 'ORD-DEMO-EUR');
  const refunded = page.getByRole('rowheader', { name: 'Refunded' }).locator('..');

  await refund(page, '40', /^Refund EUR\s40\.00$/);
  await expect(refunded).toContainText('EUR 40.00');
  await expect(page.getByRole('region', { name: 'Related transactions' }).getByRole('row')).toHaveCount(2);

  // Back to the list: the payment shows its new status, and its refund (same reference) is listed beside it.
  await page.goBack();
  const rows = page.getByRole('grid', { name: LIST_CAPTION }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Refund' }).filter({ hasText: '-EUR 40.00' })).toHaveCount(1);
  await rows.filter({ hasText: 'Partially refunded' }).click();

  await refund(page, '80', /^Refund EUR\s80\.00$/);
  await expect(refunded).toContainText('EUR 120.00');
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
});

test('a refund whose answer is lost: unknown outcome, "Check again" settles it, and it is counted once', async ({ page }) => {
  // The page's clock runs as usual but can be moved on, so the call's time-out need not be waited out.
  await page.clock.install();
  await openSignedIn(page, 'admin@sandbox.test', '/transactions/trx_demo_jpy_paid');
  await closeReleaseNotes(page);
  await sandbox(page, (s) => s.dropNextPush({ action: 'transactions/refund' }));
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('2500');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /^Refund JPY\s2,500$/ }).click();
  await expect(dialog.getByRole('button', { name: /^Refund JPY/ })).toBeDisabled();
  // The call's own time-out (30 s) passes with no answer: the outcome is unknown, not "failed".
  await page.clock.fastForward(30_000);
  await expect(dialog.getByRole('alert')).toContainText('We could not confirm this yet');
  await expect(dialog.getByRole('button', { name: /^Refund JPY/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Check again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name: 'Refunded' }).locator('..')).toContainText('JPY 2,500');
  await expect(page.getByRole('region', { name: 'Related transactions' }).getByRole('row')).toHaveCount(2);
});

test('every push event duplicated: a refund is made and announced once', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/transactions/trx_demo_kwd_paid');
  await closeReleaseNotes(page);
  await sandbox(page, (s) => s.duplicateAllPushes(true));
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('5');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /^Refund KWD\s5\.000$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Refund requested')).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: 'Refunded' }).locator('..')).toContainText('KWD 5.000');
  await expect(page.getByRole('region', { name: 'Related transactions' }).getByRole('row')).toHaveCount(2);
});

test('support sees transactions without any money control', async ({ page }) => {
  await openSignedIn(page, 'support@sandbox.test', '/transactions');
  await closeReleaseNotes(page);
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bulk refund' })).toHaveCount(0);
  await navigateInApp(page, '/transactions/trx_demo_eur_paid');
  await expect(page.getByRole('rowheader', { name: 'Reference ID' })).toBeVisible();
  for (const name of ['Refund', 'Capture', 'Cancel']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
});

test('bulk refund previews every pasted line and refunds only the valid ones', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/transactions/bulk-refund');
  await closeReleaseNotes(page);
  const ids = ['trx_demo_eur_paid', 'trx_demo_eur_paid', 'trx_unknown_123', 'trx_demo_other', 'trx_demo_refunded', 'trx_demo_kwd_paid'];
  await page.getByRole('textbox', { name: /Transaction IDs, one per line/ }).fill(`${ids.join('\n')}\n\n`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(ids.length + 1);
  const summary = page.getByRole('region', { name: 'Preview' });
  await expect(summary.getByText('2 of 6 lines will be refunded')).toBeVisible();
  await expect(summary.getByRole('alert')).toContainText('All refunds must come from one project');
  await expectAccessible(page);

  await summary.getByRole('button', { name: 'Refund 2 transactions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the bulk refund' });
  await dialog.getByRole('button', { name: 'Refund 2 transactions' }).click();
  await expect(page.getByRole('table', { name: 'Bulk refund result' })).toBeVisible();
  await expect(page.getByText('2 refunded, 4 skipped, 0 refused')).toBeVisible();
  await page.reload();
  await expect(page.getByText('2 refunded, 4 skipped, 0 refused')).toBeVisible();
});

/** Signs in as admin and creates a EUR 12.50 link in Northwind Shop with this description. */
async function createLink(page: Page, description: string) {
  await openSignedIn(page, 'admin@sandbox.test', '/payment-links');
  await closeReleaseNotes(page);
  await page.getByRole('button', { name: 'Create payment link' }).click();
  const form = page.getByRole('dialog', { name: 'Create payment link' });
  await form.getByLabel(/^Project/).selectOption('res_prj_northwind_shop');
  await form.getByLabel(/^Amount/).fill('12.50');
  await form.getByLabel(/^Description/).fill(description);
  await form.getByRole('button', { name: 'Create link' }).click();
}

test('a payment link is created, its QR code downloads, and it is deactivated', async ({ page }) => {
  await createLink(page, 'E2E order 4711');

  const created = page.getByRole('dialog', { name: 'Payment link created' });
  await expect(created.getByRole('img', { name: /QR code of the payment link/ })).toBeVisible();
  for (const [name, extension] of [
    ['Download SVG', '.svg'],
    ['Download PNG', '.png'],
  ] as const) {
    const download = page.waitForEvent('download');
    await created.getByRole('button', { name }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`\\${extension}$`));
  }
  await created.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('rowheader', { name: 'E2E order 4711' }).locator('..');
  await row.getByRole('button', { name: 'Deactivate: E2E order 4711' }).click();
  await page.getByRole('dialog', { name: 'Deactivate payment link' }).getByRole('button', { name: 'Deactivate link' }).click();
  await expect(row).toContainText('Deactivated');
});

// A description is the merchant's own text, shown back in titles, sentences and notices: one long word with a
// right-to-left override in it must not push a dialog's close button out of reach, nor reorder the text around it.
test('a link described by one long word with direction marks: every dialog keeps it inside, isolated', async ({ page }) => {
  const description = `\u202Eevil=1+1;${'W'.repeat(150)} مرحبا`;
  /** The dialog shows everything within its own width, its close button included. */
  const fitsItsDialog = async (name: string | RegExp) => {
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const box = await dialog.boundingBox();
    const close = await dialog.getByRole('button', { name: 'Close' }).first().boundingBox();
    expect(close!.x + close!.width).toBeLessThanOrEqual(box!.x + box!.width);
    return dialog;
  };
  await createLink(page, description);
  const created = await fitsItsDialog('Payment link created');
  // The amount beside the description stays out of the description's override.
  await expect(created.locator('bdi').first()).toHaveText(description);
  // Every button of the dialog has a name, its close button too.
  await expectAccessible(page);
  await created.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('rowheader', { name: description }).locator('..');
  await row.getByRole('button', { name: `Show QR code: ${description}` }).click();
  await (await fitsItsDialog(/^Share /)).getByRole('button', { name: 'Close' }).first().click();
  await row.getByRole('button', { name: `Deactivate: ${description}` }).click();
  const confirm = await fitsItsDialog('Deactivate payment link');
  await expect(confirm).toContainText(`Deactivate “\u2068${description}\u2069”?`);
});

testInEveryVariant('the payments pages have no serious or critical axe violations', async (page, { locale }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/transactions');
  await closeReleaseNotes(page);
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await navigateInApp(page, '/transactions/trx_demo_kwd_paid');
  await expect(page.getByText('Fatima Haddad').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('button', { name: refundLabel(locale === 'ar' ? 'ar' : 'en'), exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await navigateInApp(page, '/transactions/bulk-refund');
  await expect(page.getByRole('textbox')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await navigateInApp(page, '/payment-links');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
