import { expect } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Issue 30's new screens, in English and Arabic, light and dark: the security log, an invitation for an
// existing account, the password-reset-required notice and a "This wasn't me" link that is not valid.

testInEveryVariant('the security log has no serious or critical axe violations', async (page) => {
  await openSignedIn(page, 'admin@sandbox.test', '/audit/security');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});

testInEveryVariant('the signed-out security pages have no serious or critical axe violations', async (page) => {
  // An invitation for an account that exists already: it asks to sign in, it never sets a password.
  await page.goto('/confirm/sandbox-invite-account-token');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await expectAccessibleInBothSchemes(page);

  await page.goto('/password-reset-required');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.goto('/this-wasnt-me/not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessibleInBothSchemes(page);
});
