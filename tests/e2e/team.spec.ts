import { expect, test } from '@playwright/test';
import { closeReleaseNotes, sandbox, signIn, trustStepUp } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Step-up has its own spec (step-up.spec.ts): here every user is in the step-up window.
test.beforeEach(({ page }) => trustStepUp(page));

test("an administrator's role change reaches the member's open tab: the refund control goes without a reload", async ({ page }) => {
  await openSignedIn(page, 'finance@sandbox.test', '/transactions/trx_demo_eur_paid');
  await closeReleaseNotes(page);
  const refund = page.getByRole('button', { name: 'Refund', exact: true });
  await expect(refund).toBeVisible();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  // The administrator, in their own browser, makes Fiona a support member.
  const result = await sandbox(page, (s) =>
    s.runAs('admin@sandbox.test', 'team/changeRole', { resourceId: 'res_org_northwind', data: { attributes: { role: 'support' } } }, 'usr_finance'),
  );
  expect(result.errors).toBeUndefined();

  await expect(refund).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(navigations).toEqual([]);
});

test("deleting a member's access token signs that browser out at once", async ({ page }) => {
  await openSignedIn(page, 'support@sandbox.test', '/transactions');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();

  // The administrator lists Sam's devices and signs out the one used last: this browser.
  const outcome = await sandbox(page, (s) => {
    const tokens = s.runAs('admin@sandbox.test', 'identities/listActiveTokens', { identityId: 'idn_support', sort: '-lastUsedAt' }).data as { id: string }[];
    return s.runAs('admin@sandbox.test', 'identities/deleteAccessToken', undefined, tokens[0].id);
  });
  expect(outcome.errors).toBeUndefined();

  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('alert').filter({ hasText: /Your session was ended by \u2068?Ada Admin\u2069?\./ })).toBeVisible();
});

test('team 2FA switched on sends a member without 2FA to the setup at the next sign-in; one with 2FA signs in as before', async ({ page }) => {
  await page.goto('/login');
  const on = await sandbox(page, (s) =>
    s.runAs('admin@sandbox.test', 'team/setTwoFaEnforcement', { resourceId: 'res_org_northwind', data: { attributes: { twoFaEnforced: true } } }),
  );
  expect(on.errors).toBeUndefined();

  await signIn(page, 'disputes@sandbox.test');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is required' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/login/2fa-setup');

  // Twofa has 2FA already: the usual code step, nothing more.
  await page.goto('/login');
  await signIn(page, 'twofa@sandbox.test');
  await page.waitForURL((url) => url.pathname === '/login/2fa');
});
