import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeReleaseNotes, navigateInApp, PASSWORD, signIn, signInAt } from './fixtures';
import { openSignedIn, readSandboxDb, placeSandboxDb } from './sandbox-session';

/**
 * Every mutation the dashboard has, through the UI of the sandbox build. Controls are found by role
 * and visible text only, so markup changes that keep what users see do not break these tests.
 */

const unique = () => Date.now().toString(36).toUpperCase();

/** The six boxes of a code entry, found from its visible label. */
const codeBoxes = (scope: Page | Locator, label: string | RegExp) => scope.getByRole('group', { name: label }).getByRole('textbox');

async function expectClearedAndFocused(boxes: Locator) {
  await expect(boxes).toHaveCount(6);
  for (const box of await boxes.all()) await expect(box).toHaveValue('');
  await expect(boxes.first()).toBeFocused();
}

async function openSecurity(page: Page) {
  await navigateInApp(page, '/settings?tab=security');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

// Each test signs in, changes data and checks it: slow on shared cores.
test.describe.configure({ timeout: 180_000 });

test.describe('projects', () => {
  test('create an organization, switch to it and create a project in it', async ({ page }) => {
    const organization = `E2E Organization ${unique()}`;
    const project = `E2E Shop ${unique()}`;
    await openSignedIn(page, 'admin@sandbox.test', '/projects');
    await closeReleaseNotes(page);

    await page.getByRole('button', { name: 'Create organization' }).click();
    const orgDialog = page.getByRole('dialog', { name: 'Create organization' });
    await orgDialog.getByLabel('Organization name').fill(organization);
    await orgDialog.getByLabel('Organization number').fill(`E2E-${unique()}`);
    await orgDialog.getByRole('button', { name: 'Create organization' }).click();
    await expect(orgDialog).toBeHidden();

    // The new organization is in the switcher at once; choosing it goes home.
    await page.getByRole('button', { name: /Switch workspace$/ }).click();
    const search = page.getByLabel('Search workspaces');
    if (await search.isVisible()) await search.fill(organization);
    await page
      .getByRole('listbox', { name: 'Workspaces' })
      .getByRole('option', { name: new RegExp(organization) })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: new RegExp(`^${organization} .*Switch workspace$`) })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('button', { name: 'Create project' }).click();
    const projectDialog = page.getByRole('dialog', { name: 'Create project' });
    await expect(projectDialog).toContainText(organization);
    await projectDialog.getByLabel('Project name').fill(project);
    await projectDialog.getByLabel('Website').fill('https://shop.example.com');
    await projectDialog.getByRole('radio', { name: /Sandbox/ }).check();
    await projectDialog.getByRole('button', { name: 'Create project' }).click();
    await expect(projectDialog).toBeHidden();

    // Created projects open on their details page.
    await expect(page).toHaveURL(/\/projects\/res_prj_/);
    await expect(page.getByRole('main')).toContainText(project);
  });
});

test.describe('password', () => {
  test('change the password under the sandbox rule, then sign in with the new one only', async ({ page }) => {
    const next = `E2e-pass-${unique()}9`;
    await openSignedIn(page, 'admin@sandbox.test');
    await closeReleaseNotes(page);
    await openSecurity(page);
    const section = page.getByRole('region', { name: 'Password' });

    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByLabel(/^New password/).fill('letters-only');
    await section.getByLabel('Repeat the new password').fill('letters-only');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section).toContainText('Use at least one letter and one digit');

    await section.getByLabel(/^New password/).fill(next);
    await section.getByLabel('Repeat the new password').fill(next);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByLabel('Current password')).toHaveValue('');

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'admin@sandbox.test', PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Incorrect login or password');
    await page.locator('input[autocomplete="current-password"]').fill(next);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
});

test.describe('authenticator app', () => {
  test('turn it on, sign in with a code (a wrong one is cleared), turn it off', async ({ page }) => {
    await openSignedIn(page, 'admin@sandbox.test');
    await closeReleaseNotes(page);
    await openSecurity(page);
    const section = page.getByRole('region', { name: 'Authenticator app' });
    await expect(section.getByText('Off', { exact: true })).toBeVisible();

    await section.getByRole('button', { name: 'Set up' }).click();
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const setupBoxes = codeBoxes(section, '6-digit code');
    await setupBoxes.first().pressSequentially('000000');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(section.getByRole('alert')).toHaveText('Incorrect 2FA verification code');
    await expectClearedAndFocused(setupBoxes);
    await page.keyboard.type('123456');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(section.getByText('On', { exact: true })).toBeVisible();

    // Sign-in now asks for a code; a wrong one empties the boxes and puts the cursor back in the first.
    await page.goto('/logout');
    await signIn(page, 'admin@sandbox.test');
    await expect(page).toHaveURL(/\/login\/2fa$/);
    const signInBoxes = codeBoxes(page, 'Verification code');
    await expect(signInBoxes.first()).toBeFocused();
    // The sixth digit sends the code.
    await page.keyboard.type('111111');
    await expect(page.getByRole('alert')).toHaveText('Incorrect 2FA verification code');
    await expectClearedAndFocused(signInBoxes);
    await page.keyboard.type('123456');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await openSecurity(page);
    await section.getByRole('button', { name: 'Disable' }).click();
    await codeBoxes(section, '6-digit code').first().pressSequentially('123456');
    await section.getByRole('button', { name: 'Turn off' }).click();
    await expect(section.getByText('Off', { exact: true })).toBeVisible();
  });
});

test.describe('login sessions', () => {
  test('signed in from a second browser, that session is ended from the first', async ({ page, browser }) => {
    await openSignedIn(page, 'admin@sandbox.test');
    await closeReleaseNotes(page);
    const first = await readSandboxDb(page);
    expect(first, 'the sandbox database is persisted').not.toBeNull();

    const secondBrowser = await browser.newContext();
    try {
      await placeSandboxDb(secondBrowser, first!);
      const second = await secondBrowser.newPage();
      await signInAt(second, 'admin@sandbox.test', '/settings?tab=sessions');
      await expect(second.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const both = (await readSandboxDb(second))!;

      await placeSandboxDb(page.context(), both);
      await page.goto('/settings?tab=sessions');
      // Both browsers are this machine (same address); the other one is the row not marked "This device".
      const sessions = page.getByRole('region', { name: 'Login sessions' });
      const mine = sessions.getByRole('row').filter({ hasText: 'This device' });
      const other = sessions.getByRole('row').filter({ hasText: '127.0.0.1' }).filter({ hasNotText: 'This device' });
      // A fresh load restores the session, then lists the sessions: slow on shared cores.
      await expect(mine).toHaveCount(1, { timeout: 30_000 });
      await expect(other).toHaveCount(1);
      await other.getByRole('button', { name: /End session/ }).click();
      const confirm = page.getByRole('dialog', { name: 'End this session?' });
      await confirm.getByRole('button', { name: 'End session' }).click();
      await expect(confirm).toBeHidden();
      await expect(other).toHaveCount(0);
      await expect(mine).toHaveCount(1);

      // The second browser, meeting the same backend again, has to sign in.
      await placeSandboxDb(secondBrowser, (await readSandboxDb(page))!);
      await second.reload();
      await expect(second).toHaveURL(/\/login/);
    } finally {
      await secondBrowser.close();
    }
  });
});
