import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, navigateInApp, sandbox, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

/** Opens the open dispute due soonest: the first row of the list (open ones first, by deadline). */
async function openSoonestDue(page: Page) {
  const first = page.getByRole('grid', { name: 'Disputes of Northwind Group' }).getByRole('row').nth(1);
  await expect(first).toContainText(/Due in|left/);
  await first.click();
  await expect(page.getByRole('region', { name: 'Evidence checklist' })).toBeVisible();
}

/** Uploads one file per evidence kind the checklist lists first (its required ones lead), each picked from its checklist item: no Upload press. */
async function uploadEvidence(page: Page, count: number) {
  const kinds = await page
    .getByRole('region', { name: 'Evidence checklist' })
    .locator('[data-kind]')
    .evaluateAll((items, n) => items.slice(0, n).map((item) => item.getAttribute('data-kind')!), count);
  const names = kinds.map((kind, i) => `evidence-${i + 1}-${kind}.pdf`);
  for (const [i, name] of names.entries()) {
    await page
      .locator(`[data-kind="${kinds[i]}"] input[type="file"]`)
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4 ${name}`) });
  }
  for (const name of names) await expect(page.getByRole('list', { name: 'Evidence files' }).getByRole('listitem', { name })).toBeVisible();
}

test('admin answers the dispute due soonest: two files, a response, submit, then the decision arrives', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/disputes');
  await closeReleaseNotes(page);
  await openSoonestDue(page);
  const stillNeeded = page.getByRole('list', { name: 'Still needed before submitting:' });
  await expect(stillNeeded.getByText('Your written response')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit evidence' })).toBeDisabled();

  await uploadEvidence(page, 2);
  // The response saves itself as it is typed.
  await page.getByRole('textbox', { name: /Your response/ }).fill('The customer used the subscription until the renewal date; see the files.');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(stillNeeded).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit evidence' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit evidence' });
  await expect(confirm).toContainText('Nothing can be changed after it is submitted');
  await confirm.getByRole('button', { name: 'Submit evidence' }).click();
  // On the page (a toast may say it too, outside the page).
  await expect(page.getByRole('main').getByText('Evidence submitted. The card issuer will review it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
  // The sandbox decides 20 s later on its clock (moved on here); the push brings the outcome to the open page.
  await sandbox(page, (s) => s.advance(20_000));
  await expect(page.getByRole('region', { name: 'Status history' }).getByText(/^(Won|Lost)$/)).toBeVisible();
});

test('disputes@ can act; finance@ can only view', async ({ browser }) => {
  const disputes = await browser.newPage();
  await openSignedIn(disputes, 'disputes@sandbox.test', '/disputes');
  await closeReleaseNotes(disputes);
  await openSoonestDue(disputes);
  await expect(disputes.getByRole('button', { name: 'Accept dispute' })).toBeVisible();
  await expect(disputes.getByLabel('Upload files')).toHaveCount(1);

  const finance = await browser.newPage();
  await openSignedIn(finance, 'finance@sandbox.test', '/disputes');
  await closeReleaseNotes(finance);
  await openSoonestDue(finance);
  await expect(finance.getByText('You can view this dispute but not act on it')).toBeVisible();
  for (const name of ['Accept dispute', 'Submit evidence', 'Upload files']) await expect(finance.getByRole('button', { name })).toHaveCount(0);
  await expect(finance.getByRole('textbox', { name: /Your response/ })).toHaveCount(0);
});

testInEveryVariant('the disputes pages have no serious or critical axe violations', async (page) => {
  await openSignedIn(page, 'admin@sandbox.test', '/disputes');
  await closeReleaseNotes(page);
  const first = page.getByRole('grid').getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await first.click();
  await expect(page.locator('[data-kind]').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await navigateInApp(page, '/aggregated-disputes');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
