import { expect, test, type Page } from '@playwright/test';
import { addBankAccount, closeReleaseNotes, expectAccessibleInBothSchemes, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

/**
 * Chromium's virtual authenticator, as a phone's or laptop's built-in one: it keeps discoverable
 * passkeys and verifies its user at once (no prompt). Attached to this page for the whole test.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

/** Found by their key icon: their names are in the page's language. */
const passkeyButton = (page: Page) => page.locator('#root button:has(.tabler-icon-key)');

testInEveryVariant('a passkey added in Settings → Security signs in without a password or code; the screens are accessible', async (page, { locale }) => {
  // A sign-in, a passkey made and used, and six axe checks, on cores shared with other runs.
  test.setTimeout(240_000);
  const slow = { timeout: 30_000 };
  const authenticator = await virtualAuthenticator(page);
  await openSignedIn(page, 'admin@sandbox.test', '/settings?tab=security');
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(passkeyButton(page)).toBeVisible(slow);
  await expectAccessibleInBothSchemes(page);

  // "Add a passkey": named, then made by the authenticator and verified by the sandbox.
  await passkeyButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Work laptop');
  await expectAccessibleInBothSchemes(page);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden(slow);
  const row = page.getByRole('row').filter({ hasText: 'Work laptop' });
  await expect(row).toBeVisible();
  const [made] = await authenticator.credentials();
  expect(made).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await expectAccessibleInBothSchemes(page);

  // Signed out, then in again with the passkey alone: nothing typed.
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/login', slow);
  await expect(page.locator('#sign-in-preview')).toHaveCount(0);
  await expect(passkeyButton(page)).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await passkeyButton(page).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), slow);
  await expect(page.locator('input[autocomplete="current-password"]')).toHaveCount(0);
  const [used] = await authenticator.credentials();
  expect(used.signCount).toBeGreaterThan(made.signCount);

  // The list says when it was last used.
  await page.goto('/settings?tab=security');
  await expect(page.getByRole('row').filter({ hasText: 'Work laptop' })).toBeVisible(slow);
  if (locale === 'en-US') await expect(page.getByRole('row').filter({ hasText: 'Work laptop' })).not.toContainText('Never');
});

test('a passkey confirms a step-up: the payout method is added with no code typed', async ({ page }) => {
  test.setTimeout(180_000);
  const slow = { timeout: 30_000 };
  const authenticator = await virtualAuthenticator(page);
  await openSignedIn(page, 'admin@sandbox.test', '/settings?tab=security');
  await closeReleaseNotes(page);
  await passkeyButton(page).click();
  const named = page.getByRole('dialog');
  await named.getByRole('textbox').fill('Phone');
  await named.locator('button[type="submit"]').click();
  await expect(named).toBeHidden(slow);
  const [made] = await authenticator.credentials();

  // admin@ has no authenticator app, but the passkey is a second factor: asked to confirm, not to set one up.
  await page.goto('/payout-methods');
  const form = await addBankAccount(page, { iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A', holder: 'Passkey GmbH' });
  const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(stepUp).toBeVisible(slow);
  await stepUp.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(stepUp).toBeHidden(slow);
  await expect(form).toBeHidden();
  await expect(page.getByRole('rowheader', { name: /NL91 .*4300/ })).toHaveCount(1);
  const [used] = await authenticator.credentials();
  expect(used.signCount).toBeGreaterThan(made.signCount);
});
