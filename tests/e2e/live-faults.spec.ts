import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, sandbox, signIn } from './fixtures';
import { openSignedIn } from './sandbox-session';

async function saveName(page: Page, name: string) {
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Save name' }).click();
}

test('a socket dropped while a save is pending: the answer still arrives after the reconnect', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/settings?tab=profile');
  await closeReleaseNotes(page);
  // The answer of the save is lost on the wire, and the socket drops while it is awaited.
  await sandbox(page, (s) => {
    s.setLatency(300);
    s.dropNextPush({ action: 'identities/patch' });
  });
  await saveName(page, 'Ada Reconnected');
  await sandbox(page, (s) => s.disconnectSockets());
  await expect(page.getByText('Your changes are saved.')).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Ada Reconnected');
});

test('channel authorization that fails once: the app recovers by itself', async ({ page }) => {
  await page.goto('/login');
  await sandbox(page, (s) => s.failChannelAuthorization('network', 1));
  await signIn(page, 'admin@sandbox.test');
  await page.waitForURL((url) => url.pathname === '/');
  await closeReleaseNotes(page);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect.poll(() => sandbox(page, (s) => s.state().subscriptions)).toBeGreaterThan(0);
});

test('every push event duplicated: nothing happens twice', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/settings?tab=profile');
  await closeReleaseNotes(page);
  await sandbox(page, (s) => s.duplicateAllPushes(true));
  await saveName(page, 'Ada Twice');
  await expect(page.getByText('Your changes are saved.')).toHaveCount(1);
  // A second round trip: any duplicate of the first answer has been handled by the time it is back.
  await saveName(page, 'Ada Twice Again');
  await expect(page.getByText('Your changes are saved.')).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Ada Twice Again');
});
