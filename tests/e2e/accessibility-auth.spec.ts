import { expect, test } from '@playwright/test';
import { AXE_VERSION, expectAccessible, expectAccessibleInBothSchemes, navigateInApp, signIn, testInEveryVariant } from './fixtures';

const authPages = [
  '/login',
  '/reset',
  '/reset/sandbox-reset-token',
  '/sign-up',
  '/reset2fa',
  '/confirm/sandbox-confirm-token',
  '/session-expired',
  '/token-expired',
  '/account-blocked',
  '/account-suspended',
  '/no-such-page',
];

testInEveryVariant('auth screens have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(180_000); // eleven pages, each analysed in light and dark, on cores shared with other runs
  await page.goto('/login');
  let previousTitle = '';
  for (const path of authPages) {
    // From one page to the next as a link would go (one load, not eleven), checked once its own title shows.
    await navigateInApp(page, path);
    const title = page.getByRole('heading').last();
    await expect(title).not.toHaveText(previousTitle);
    previousTitle = (await title.textContent()) ?? '';
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessibleInBothSchemes(page);
  }
});

testInEveryVariant('the 2FA code entry after a refused code: cleared, focused, left to right, no axe violations', async (page) => {
  await page.goto('/login');
  await signIn(page, 'twofa@sandbox.test');
  await expect(page).toHaveURL(/\/login\/2fa$/);
  const boxes = page.locator('input[autocomplete="one-time-code"]');
  await expect(boxes).toHaveCount(6);
  await expect(boxes.first()).toBeFocused();
  // The sixth digit sends the code.
  await page.keyboard.type('111111');
  await expect(page.getByRole('alert')).toBeVisible();
  for (const box of await boxes.all()) await expect(box).toHaveValue('');
  await expect(boxes.first()).toBeFocused();
  // Digits read left to right in every language: the first box is the leftmost, also in Arabic.
  const lefts = await boxes.evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().left));
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  await expectAccessibleInBothSchemes(page);
});

test('the checks run the newest axe-core (4.14), not the one bundled with @axe-core/playwright', async ({ page }) => {
  await page.goto('/login');
  await expectAccessible(page);
  const version = await page.evaluate(() => (window as unknown as { axe: { version: string } }).axe.version);
  expect(version).toMatch(/^4\.14\./);
  expect(version).toBe(AXE_VERSION);
});
