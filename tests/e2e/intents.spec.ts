import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, navigateInApp, sandbox } from './fixtures';
import { openSignedIn } from './sandbox-session';

const KWD = '/transactions/trx_demo_kwd_paid';
const EUR = '/transactions/trx_demo_eur_paid';

const refundButton = (page: Page) => page.getByRole('button', { name: 'Refund', exact: true });
const unknownNotice = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: 'We could not confirm this yet' })
    .filter({ hasText: /Refund of EUR\s25\.00 · started/ });
const relatedRows = (page: Page) => page.getByRole('region', { name: 'Related transactions' }).getByRole('row');

/** The reviewer's path: a refund of EUR 25.00 whose POST fails with a 500 leaves an unknown outcome. */
async function refundWithFailedPost(page: Page) {
  await refundButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('25');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await sandbox(page, (s) => s.failNext(500, { action: 'transactions/refund' }));
  await dialog.getByRole('button', { name: /^Refund EUR\s25\.00$/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('We could not confirm this yet');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();
}

test('an unknown refund stays on its payment across history, a reload and a second tab, and is sent once', async ({ page, context }) => {
  await openSignedIn(page, 'admin@sandbox.test', KWD);
  await closeReleaseNotes(page);
  await expect(page.getByRole('rowheader', { name: 'Reference ID' })).toBeVisible();
  await navigateInApp(page, EUR);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('EUR 120.00');
  await refundWithFailedPost(page);
  await expect(unknownNotice(page)).toBeVisible();
  await expect(refundButton(page)).toHaveCount(0);

  // Back to the KWD payment: nothing of the EUR intent, and its own refund is offered with its own amount.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/KWD|45\.250/);
  await expect(unknownNotice(page)).toHaveCount(0);
  await refundButton(page).click();
  const kwdDialog = page.getByRole('dialog', { name: 'Refund payment' });
  await expect(kwdDialog.getByRole('textbox', { name: /^Amount/ })).toHaveValue('45.250');
  await expect(kwdDialog.getByRole('alert')).toHaveCount(0);
  await kwdDialog.getByRole('button', { name: 'Close', exact: true }).click();

  // Forward to EUR, then a reload: the intent is still there and no new refund is offered.
  await page.goForward();
  await expect(unknownNotice(page)).toBeVisible();
  await page.reload();
  await expect(unknownNotice(page)).toBeVisible();
  await expect(refundButton(page)).toHaveCount(0);

  // A second tab learns of it from the first and offers no second refund either.
  const second = await context.newPage();
  await second.goto(EUR);
  await expect(unknownNotice(second)).toBeVisible();
  await expect(refundButton(second)).toHaveCount(0);

  // "Check again" in the second tab sends the stored request: EUR 25.00 on the EUR payment, once.
  await unknownNotice(second).getByRole('button', { name: 'Check again' }).click();
  await expect(relatedRows(second)).toHaveCount(2);
  await expect(relatedRows(second).nth(1)).toContainText('EUR 25.00');
  await expect(refundButton(second)).toBeVisible();
  // The first tab hears that it settled.
  await expect(unknownNotice(page)).toHaveCount(0);

  // And the KWD payment was never touched.
  await second.goto(KWD);
  await expect(second.getByRole('rowheader', { name: 'Reference ID' })).toBeVisible();
  await expect(relatedRows(second)).toHaveCount(0);
});
