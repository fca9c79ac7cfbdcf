import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

/**
 * Ctrl+K right after the release notes closed; works in any language: the palette is the one dialog
 * open, its field the one combobox.
 */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('combobox');
  await expect(field).toBeFocused();
  return { dialog, field };
}

test('Ctrl+K with a pasted transaction ID opens its details', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test');
  await closeReleaseNotes(page);
  const { dialog, field } = await openPalette(page);
  await field.fill('trx_demo_eur_paid');
  // Enter right away: the palette opens the first hit as soon as the look-up answers.
  await field.press('Enter');
  await expect(page).toHaveURL(/\/transactions\/trx_demo_eur_paid$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'EUR 120.00' })).toBeVisible();
});

test('the header button opens the palette for mouse and touch, and Escape gives focus back to it', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test');
  await closeReleaseNotes(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search and commands' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

testInEveryVariant('the palette and the shortcuts list have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(120_000); // six checks, light and dark, on cores shared with other runs
  await openSignedIn(page, 'admin@sandbox.test');
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Open with results: a pasted order reference (found by the server) beside the commands.
  const { dialog, field } = await openPalette(page);
  await field.fill('ORD-DEMO-EUR');
  await expect(dialog.getByRole('option').filter({ hasText: 'trx_demo_eur_paid' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await expectAccessibleInBothSchemes(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // "?" outside a text field lists the shortcuts.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog');
  await expect(shortcuts.getByRole('table').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  // On a phone the palette fills the screen, opened from the header's search icon.
  await page.setViewportSize({ width: 390, height: 844 });
  // Found in any language by the shortcut it announces.
  await page.locator('header button[aria-keyshortcuts]').click();
  const phone = page.getByRole('dialog');
  await expect(phone.getByRole('combobox')).toBeFocused();
  await expect(phone.getByRole('option').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
