import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures';

const authPages = ['/login', '/reset', '/reset/sandbox-reset-token', '/sign-up', '/reset2fa', '/confirm/sandbox-confirm-token', '/session-expired', '/token-expired', '/account-blocked', '/account-suspended', '/no-such-page'];

for (const locale of ['en-US', 'ar']) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${locale} ${scheme}`, () => {
      test.use({ locale, colorScheme: scheme });
      test('auth screens have no serious or critical axe violations', async ({ page }) => {
        for (const path of authPages) {
          await page.goto(path);
          await expect(page.getByRole('heading').first()).toBeVisible();
          if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          await expectAccessible(page);
        }
      });
    });
  }
}
