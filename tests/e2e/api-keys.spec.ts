import { expect, test, type Page } from '@playwright/test';
import { trustStepUp, closeReleaseNotes, expectAccessibleInBothSchemes, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Step-up has its own spec (step-up.spec.ts): here every user is in the step-up window.
test.beforeEach(({ page }) => trustStepUp(page));

const SHOP = 'res_prj_northwind_shop';

/** Done, then "Yes, close": the dialog asks before the secret is gone. */
async function closeSecret(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('Have you copied the secret?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, close' }).click();
  await expect(dialog).toBeHidden();
}

test('a developer creates a key with two permissions and an IP range, sees its secret once, rolls it and sees the grace end', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, 'developer@sandbox.test', `/api-keys?project=${SHOP}`);
  await closeReleaseNotes(page);
  await expect(page.getByRole('grid', { name: 'API keys of Northwind Shop' })).toBeVisible();

  await page.getByRole('link', { name: 'Create API key' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an API key' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('E2E backend');
  const picker = page.getByRole('group', { name: 'Permissions' });
  for (const [search, label] of [
    ['transactions', 'View transactions'],
    ['refund', 'Refund payments'],
  ]) {
    await picker.getByRole('searchbox', { name: 'Search permissions' }).fill(search);
    await picker.getByRole('checkbox', { name: label }).check();
  }
  await expect(picker.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Add range' }).click();
  await page.getByRole('textbox', { name: 'IP address or range 1' }).fill('203.0.113.7/24');
  await expect(page.getByText('203.0.113.0/24')).toBeVisible();
  await page.getByRole('button', { name: 'Create key' }).click();

  const created = page.getByRole('dialog', { name: 'Your new API key' });
  const secretField = created.getByRole('textbox', { name: 'Secret key' });
  await expect(secretField).toHaveValue(/^sk_live_[A-Za-z0-9]{32}$/);
  const secret = await secretField.inputValue();
  await created.getByRole('button', { name: 'Copy' }).click();
  await expect(created.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await closeSecret(page, 'Your new API key');

  // The key's page: the facts, never the secret again.
  await expect(page).toHaveURL(/\/api-keys\/key_[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E backend' })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Key' });
  await expect(facts).toContainText('View transactions');
  await expect(facts).toContainText('203.0.113.0/24');
  await expect(page.locator('body')).not.toContainText(secret);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E backend' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(secret);

  // Roll with a grace of 3 days: the page says until when the old secret works.
  await page.getByRole('button', { name: 'Roll secret' }).click();
  const roll = page.getByRole('dialog', { name: "Roll the key's secret" });
  await roll.getByRole('radio', { name: '3 days' }).check();
  await roll.getByRole('button', { name: 'Roll secret' }).click();
  const rolled = page.getByRole('dialog', { name: "The key's new secret" });
  await expect(rolled.getByRole('textbox', { name: 'Secret key' })).not.toHaveValue(secret);
  await closeSecret(page, "The key's new secret");
  await expect(page.getByRole('note', { name: 'The previous secret still works' })).toContainText(`${secret.slice(0, 12)}… keeps working until`);

  // Revoked: it says so, and nothing more is offered.
  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog', { name: 'Revoke the key' }).getByRole('button', { name: 'Revoke key' }).click();
  await expect(facts).toContainText('Revoked');
  await expect(page.getByRole('button', { name: 'Roll secret' })).toHaveCount(0);
});

testInEveryVariant('the API keys pages have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(180_000); // several checks, light and dark, on cores shared with other runs
  await openSignedIn(page, 'developer@sandbox.test', '/api-keys');
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.locator('a[href="/api-keys/key_nw_backend"]')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // The create page with a range typed (its canonical form shown) and one that is not a range.
  await page.goto(`/projects/${SHOP}/api-keys/create`);
  await expect(page.getByRole('searchbox')).toBeVisible();
  await page.locator('button:has(.tabler-icon-plus)').last().click();
  await page.locator('input[placeholder="192.0.2.0/24"]').first().fill('198.51.100.7');
  await page.locator('button:has(.tabler-icon-plus)').last().click();
  await page.locator('input[placeholder="192.0.2.0/24"]').last().fill('10.0.0.300');
  await expect(page.getByText('198.51.100.7/32')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // A key's page with a grace running, and its roll dialog.
  await page.goto('/api-keys/key_nw_reporting');
  await expect(page.getByRole('note')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.locator('button:has(.tabler-icon-refresh)').first().click();
  const roll = page.getByRole('dialog');
  await expect(roll.getByRole('radio').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // The new secret, shown once, then the question before it is gone.
  await roll.locator('button[type="submit"]').click();
  const secret = page.getByRole('dialog');
  await expect(secret.locator('input[readonly]')).toHaveValue(/^sk_live_/);
  await expectAccessibleInBothSchemes(page);
  await secret.getByRole('button').last().click();
  await expectAccessibleInBothSchemes(page);
  await secret.getByRole('button').last().click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // An unknown key reads as not found.
  await page.goto('/api-keys/key_nope');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // On a phone the list is cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/api-keys');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
