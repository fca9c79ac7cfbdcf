import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessible, trustStepUp } from './fixtures';
import { openSignedIn } from './sandbox-session';

// A lazily loaded module that does not arrive (offline, a new deployment, the dev server's
// "504 Outdated Optimize Dep") shows "could not be loaded" with Reload where it belonged, never a blank
// page: the request for its chunk is aborted here.
test.beforeEach(({ page }) => trustStepUp(page));

const PART_FAILED = 'This part of the page could not be loaded. Reload the page.';
const failedPart = (page: Page) => page.getByRole('alert').filter({ hasText: PART_FAILED });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const heading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { level: 1, name });

/**
 * Aborts every request for the chunk of `module` (the build names a chunk after its module). On the
 * context, not the page: once the sandbox runs, its service worker (MSW) fetches the page's requests.
 */
const withholdChunk = (page: Page, module: string) => page.context().route(new RegExp(`/assets/${module}-[\\w-]+\\.js$`), (route) => route.abort());

test('a page whose code does not arrive says so in the content area; the sidebar still leads elsewhere, and Reload brings the page once it can', async ({
  page,
}) => {
  await withholdChunk(page, 'audit-page');
  await openSignedIn(page, 'admin@sandbox.test', '/projects');
  await closeReleaseNotes(page);

  await nav(page).getByRole('link', { name: 'Audit trail' }).click();
  const failed = page.getByRole('main').getByRole('alert').filter({ hasText: PART_FAILED });
  await expect(failed).toBeVisible();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expectAccessible(page);

  await nav(page).getByRole('link', { name: 'Team' }).click();
  await expect(heading(page, 'Team')).toBeVisible();
  await expect(failedPart(page)).toHaveCount(0);

  await nav(page).getByRole('link', { name: 'Audit trail' }).click();
  await expect(failed).toBeVisible();
  await page.context().unrouteAll();
  await failed.getByRole('button', { name: 'Reload' }).click();
  await expect(heading(page, 'Audit trail')).toBeVisible();
  await expect(failedPart(page)).toHaveCount(0);
});

test('when the notifications code does not arrive, the first notice says so in a corner; the page and the sidebar stay', async ({ page }) => {
  await withholdChunk(page, 'notifications-host');
  await openSignedIn(page, 'admin@sandbox.test', '/team');
  await closeReleaseNotes(page);
  await expect(heading(page, 'Team')).toBeVisible();

  // The reported case: the invitation is sent, and its notice needs the notifications host.
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByRole('textbox', { name: /^E-mail address/ }).fill('part.failure@northwind.test');
  await dialog.getByRole('radio', { name: 'Support' }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();

  const failed = failedPart(page);
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(heading(page, 'Team')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Team of Northwind Group' }).getByRole('row').filter({ hasText: 'part.failure@northwind.test' })).toBeVisible();
  await expectAccessible(page);

  await nav(page).getByRole('link', { name: 'Projects' }).click();
  await expect(heading(page, 'Projects')).toBeVisible();
});
