import { expect, test } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, testInEveryVariant, trustStepUp } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Step-up has its own spec (step-up.spec.ts): here every user is in the step-up window.
test.beforeEach(({ page }) => trustStepUp(page));

const SUPPORT = '/identity/usr_support/idn_support';

test("an admin edits a member's groups in one save and signs one of the member's devices out", async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', SUPPORT);
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Support' })).toBeVisible();
  const groups = page.getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('listitem', { name: 'Northwind Group · Support' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit groups' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit groups' });
  await dialog.getByRole('checkbox', { name: /^Northwind Group · Finance · Finance/ }).check();
  await dialog.getByRole('checkbox', { name: /^Northwind Group · Support · Support/ }).uncheck();
  await dialog.getByRole('button', { name: 'Save groups' }).click();
  await expect(dialog).toBeHidden();
  await expect(groups.getByRole('listitem', { name: 'Northwind Group · Finance' })).toBeVisible();
  await expect(groups.getByRole('listitem', { name: 'Northwind Group · Support' })).toHaveCount(0);

  const devices = page.getByRole('grid', { name: 'Signed-in devices' });
  const device = devices.getByRole('row').filter({ hasText: 'Tallinn, Estonia' });
  await expect(device).toBeVisible();
  await device.getByRole('button', { name: /^Sign out: / }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out this device?' });
  await expect(confirm).toContainText('this device is signed out at once');
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(confirm).toBeHidden();
  await expect(device).toHaveCount(0);
});

testInEveryVariant('the identity page and its edit dialog have no serious or critical axe violations', async (page) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'admin@sandbox.test', SUPPORT);
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('button', { name: /^(Edit groups|تعديل المجموعات)$/ }).click();
  await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});
