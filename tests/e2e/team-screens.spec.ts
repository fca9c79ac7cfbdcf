import { expect, test, type Page } from '@playwright/test';
import { trustStepUp, closeReleaseNotes, expectAccessibleInBothSchemes, sandbox, signIn, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Step-up has its own spec (step-up.spec.ts): here every user is in the step-up window.
test.beforeEach(({ page }) => trustStepUp(page));

const grid = (page: Page) => page.getByRole('grid', { name: 'Team of Northwind Group' });

test('an admin invites a finance member; the link in the outbox sets a password, and the member sees transactions but not Team', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/team');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByRole('textbox', { name: /^E-mail address/ }).fill('ina.new@northwind.test');
  await dialog.getByRole('radio', { name: 'Finance' }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = grid(page).getByRole('row').filter({ hasText: 'ina.new@northwind.test' });
  await expect(row).toContainText('Invite sent');
  await expect(row).toContainText('Finance');

  const [message] = await sandbox(page, (s) => s.outbox());
  expect(message.to).toBe('ina.new@northwind.test');

  // The invitee opens the link (same browser: the sandbox lives in it), chooses a password and signs in.
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.goto(message.link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Welcome-2026');
  await page.getByLabel('Repeat the new password').fill('Welcome-2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, 'ina.new@northwind.test', 'Welcome-2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await closeReleaseNotes(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Transactions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
});

test("nobody changes or removes themselves (the buttons say why); an admin changes a member's role", async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/team/usr_admin');
  await closeReleaseNotes(page);
  const remove = page.getByRole('button', { name: 'Remove from team' });
  await expect(remove).toBeDisabled();
  await expect(page.getByText('You cannot change your own access. Another administrator has to.')).toBeVisible();

  // An admin changes a member's role: it applies at once.
  await page.goto('/team/usr_finance');
  await page.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role' });
  await dialog.getByRole('radio', { name: 'Support' }).check();
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Member' })).toContainText('Support');
});

testInEveryVariant('the team pages have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(180_000); // several checks, light and dark, on cores shared with other runs
  await openSignedIn(page, 'admin@sandbox.test', '/team');
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // The invitation dialog with the custom role's permission picker.
  // Found by its icon: its name is in the page's language.
  await page.locator('button:has(.tabler-icon-user-plus)').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio').last().check();
  await expect(dialog.getByRole('searchbox')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A member's page with their access, and an invitation's.
  await page.goto('/team/usr_finance');
  await expect(page.locator('a[href="/identity/usr_finance/idn_finance"]')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.goto('/team/inv_seed_new_hire');
  await expect(page.getByRole('heading', { level: 1, name: 'new.hire@northwind.test' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // On a phone the list is cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/team');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
