import { expect, test } from '@playwright/test';
import { closeReleaseNotes, navigateInApp, signInAt } from './fixtures';
import { openSignedIn } from './sandbox-session';

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/settings?tab=preferences');
  await closeReleaseNotes(page);
});

test('a new time zone is saved and every date follows, also after signing in again', async ({ page }) => {
  // Two sign-ins and the pages between them: on a busy 2-core machine with two workers a page load can
  // take well over the default 10 s.
  test.setTimeout(180_000);
  const afterReload = { timeout: 30_000 };
  await navigateInApp(page, '/');
  const range = page.getByText(/\(\u2068?UTC\u2069?\)$/).first();
  await expect(range).toBeVisible(afterReload);

  await navigateInApp(page, '/settings?tab=preferences');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.click(afterReload);
  await zone.fill('Tokyo');
  await page.getByRole('option', { name: /^Asia\/Tokyo/ }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();

  await navigateInApp(page, '/');
  await expect(page.getByText(/\(\u2068?Asia\/Tokyo\u2069?\)$/).first()).toBeVisible(afterReload);

  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/login', afterReload);
  await signInAt(page, 'admin@sandbox.test', '/settings?tab=preferences');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/^Asia\/Tokyo/, afterReload);
});

test('dark theme applies at once and stays after a reload', async ({ page }) => {
  await page.getByRole('radiogroup', { name: 'Theme' }).getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();
});

test('Arabic mirrors the whole shell and is remembered', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const nav = page.locator('.mantine-AppShell-navbar');
  const box = await nav.boundingBox();
  expect(box && box.x > 600, 'the sidebar sits on the right').toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the name is saved and shown in the user menu', async ({ page }) => {
  await page.getByRole('tab', { name: 'Profile' }).click();
  const name = page.getByLabel(/^Name/);
  await name.fill('Ada Q. Admin');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Ada Q. Admin');
});
