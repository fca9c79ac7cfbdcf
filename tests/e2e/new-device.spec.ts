import { expect, test } from '@playwright/test';
import { closeReleaseNotes, expectAccessible, sandbox, signIn, signInAt } from './fixtures';
import { placeSandboxDb, readSandboxDb } from './sandbox-session';

/**
 * New-device sign-in (docs/api/sign-in-notices.md). A fresh context is a browser the account has not
 * used: its sign-in e-mails a notice with a "This wasn't me" link. The account's owner opens the link in
 * another browser (a second context, handed the sandbox's database as a shared server would hold it) and
 * confirms; the first browser's session is then over, and its next sign-in asks for a new password.
 */
test('a new browser\'s sign-in is e-mailed; "This wasn\'t me" ends that session and asks for a new password', async ({ page, browser }) => {
  // A walk through two browsers, the reset and a sign-in: longer than one page's test.
  test.slow();
  await signInAt(page, 'finance@sandbox.test');
  await closeReleaseNotes(page);

  // The notice, as the Sandbox panel lists the outbox: the browser, address, place and the link.
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Sandbox controls' });
  const notMe = panel.getByRole('link', { name: 'Open "This wasn\'t me" for finance@sandbox.test' });
  await expect(notMe).toBeVisible();
  await expect(panel.getByText('New sign-in to your account from Chrome on Linux')).toBeVisible();
  await expect(panel.getByText(/Chrome on Linux · 127\.0\.0\.1 · Unknown place/)).toBeVisible();
  const link = (await notMe.getAttribute('href'))!;
  expect(link).toMatch(/^\/this-wasnt-me\/notme-[0-9a-f]{32}$/);
  const [message] = await sandbox(page, (s) => s.outbox());
  expect(message).toMatchObject({ to: 'finance@sandbox.test', link });

  // The owner opens the link elsewhere: the page shows the sign-in and changes nothing until confirmed.
  const owner = await browser.newContext();
  await placeSandboxDb(owner, (await readSandboxDb(page))!);
  const mail = await owner.newPage();
  await mail.goto(link);
  await expect(mail.getByRole('heading', { name: 'Was this sign-in you?' })).toBeVisible();
  const details = mail.getByRole('table', { name: 'The sign-in' });
  await expect(details.getByRole('row', { name: /Browser Chrome on Linux/ })).toBeVisible();
  await expect(details.getByRole('row', { name: /IP address 127\.0\.0\.1/ })).toBeVisible();
  await expectAccessible(mail);
  await mail.getByRole('button', { name: "It wasn't me: end that session" }).click();
  await expect(mail.getByRole('heading', { name: 'That session is ended' })).toBeVisible();
  // The link is single-use.
  await mail.reload();
  await expect(mail.getByRole('alert')).toContainText('This link was already used');

  // The first browser talks to the server again: its session is over.
  await placeSandboxDb(page.context(), (await readSandboxDb(mail))!);
  await owner.close();
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/login');

  // Signing in again asks for a new password first; the old one is refused as the new one.
  await signIn(page, 'finance@sandbox.test');
  await page.waitForURL((url) => url.pathname === '/password-reset-required');
  await expect(page.getByRole('heading', { name: 'A new password is needed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('A sign-in to this account was reported as not made by its owner.');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Choose a new password' }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill('finance@sandbox.test');
  await page.getByRole('button', { name: /send reset link/i }).click();
  await page.getByRole('link', { name: '/reset/sandbox-reset-token' }).click();
  const setTo = async (password: string) => {
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
    await page.getByLabel('Repeat the new password').fill(password);
    await page.getByRole('button', { name: /save new password/i }).click();
  };
  await setTo('Sandbox-123');
  await expect(page.getByText('Choose a password other than the one in use when the sign-in was reported')).toBeVisible();
  await setTo('Brand-new-pass-42');
  await expect(page.getByRole('heading', { name: /password changed/i })).toBeVisible();

  await page.goto('/login');
  await signIn(page, 'finance@sandbox.test', 'Brand-new-pass-42');
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/password-reset-required');
});
