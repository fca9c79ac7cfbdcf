import { expect, test } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, sandbox, signInAt, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Issue 30's new screens, in English and Arabic, light and dark: the security log, an invitation for an
// existing account, the password-reset-required notice and "This wasn't me" links, valid and not.

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

testInEveryVariant('a valid "This wasn\'t me" link, asked and confirmed, has no serious or critical axe violations', async (page) => {
  test.setTimeout(120_000);
  // A fresh browser is a new device: its sign-in e-mails the notice with the link.
  await signInAt(page, 'finance@sandbox.test');
  const [notice] = await sandbox(page, (s) => s.outbox());
  await page.goto(notice.link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  // The one button ends that session; the answer page is checked too.
  await page.getByRole('button', { name: /^(It wasn't me: end that session|لم أكن أنا: أنهِ تلك الجلسة)$/ }).click();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
