import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

test('admin signs in and lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@sandbox.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toMatch(/accessToken|Bearer/i);
});

test('twofa: a wrong code is refused, the right one signs in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'twofa@sandbox.test');
  await expect(page).toHaveURL(/\/login\/2fa$/);
  // The sixth digit sends the code: no press of "Verify".
  await page.getByLabel('Digit 1 of 6').pressSequentially('111111');
  await expect(page.getByRole('alert')).toHaveText('Incorrect 2FA verification code');
  await page.getByLabel('Digit 1 of 6').click();
  for (let i = 1; i <= 6; i += 1) await page.getByLabel(`Digit ${i} of 6`).fill('');
  await page.getByLabel('Digit 1 of 6').pressSequentially('123456');
  await expect(page).toHaveURL(/\/$/);
});

test('multi: choose an identity', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'multi@sandbox.test');
  await expect(page).toHaveURL(/\/login\/identity$/);
  const list = page.getByRole('list', { name: 'Identities' });
  await expect(list.getByRole('button')).toHaveCount(3);
  await list.getByRole('button', { name: /Solo Store/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('redirect round-trip: a guarded page goes to login and back', async ({ page }) => {
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprojects$/);
  await signIn(page, 'admin@sandbox.test');
  await expect(page).toHaveURL(/\/projects$/);
});

test('a foreign redirect is ignored', async ({ page, baseURL }) => {
  await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
  await signIn(page, 'admin@sandbox.test');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('the session survives a reload without any token in storage', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@sandbox.test');
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('an old hash-style reset link opens the reset page', async ({ page }) => {
  await page.goto('/#/reset/sandbox-reset-token');
  await expect(page).toHaveURL(/\/reset\/sandbox-reset-token$/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
});
