import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, signIn, signInAt, testInEveryVariant } from './fixtures';

const REASON = 'Card testing from this account, ticket 4411';

/** staff@ (the provider's staff, code 123456) through the sign-in code step: they start on the users. */
async function signInAsStaff(page: Page) {
  await page.goto('/login');
  await signIn(page, 'staff@sandbox.test');
  await expect(page).toHaveURL(/\/login\/2fa$/);
  await page.getByLabel(/^(Digit 1 of 6|الرقم 1 من 6)$/).pressSequentially('123456');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await closeReleaseNotes(page);
  await expect(page).toHaveURL(/\/staff\/users$/);
}

test("staff blocks a user with a reason; that user's next sign-in is refused as blocked, and the merchant's admin sees it in their audit trail", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsStaff(page);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('support@');
  // The search narrows the list to the one user (the header row and theirs) before a row is clicked.
  const users = page.getByRole('grid', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('link', { name: 'support@sandbox.test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'support@sandbox.test' })).toBeVisible();
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block this account' });
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
  await dialog.getByRole('button', { name: 'Block account' }).click();
  // A fresh second factor, though staff signed in with one a moment ago: the step-up window opens on a confirmation only.
  const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  await stepUp.getByLabel('Digit 1 of 6').pressSequentially('123456');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await page.goto('/staff/audit');
  await expect(page.getByRole('grid', { name: 'Internal audit' })).toContainText(REASON);

  await page.goto('/logout');
  await page.waitForURL(/\/login/);
  await signIn(page, 'support@sandbox.test');
  // Blocked by the provider: only support lifts it, so the page offers no password reset.
  await expect(page).toHaveURL(/\/account-blocked\?by=provider$/);
  await expect(page.getByRole('alert')).toHaveText('Your account has been blocked by our support team.');
  await expect(page.getByRole('link', { name: 'Reset password' })).toHaveCount(0);

  await signInAt(page, 'admin@sandbox.test', '/audit');
  await closeReleaseNotes(page);
  const trail = page.getByRole('grid', { name: 'Audit trail of Northwind Group' });
  const row = trail.getByRole('row').filter({ hasText: 'Blocked the account (provider)' });
  await expect(row).toContainText('Provider staff');
  await expect(trail).not.toContainText(REASON);
  await expect(trail).not.toContainText('staff@sandbox.test');
});

testInEveryVariant('the staff pages have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(150_000);
  await signInAsStaff(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.goto('/staff/users/usr_admin');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.goto('/staff/audit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/staff/users/usr_admin');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
