import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { closeReleaseNotes, signIn, trustStepUp } from './fixtures';

// Runs in the `dev-server` project (playwright.config.ts): on `npx vite` started afresh (its dependencies
// optimized with --force, no file watched), not on the sandbox build the other specs use.

// The first visit of each page transforms its modules on demand: far slower than the built app.
const FIRST_VISIT = { timeout: 60_000 };

/** What the dev server has logged since it started (playwright.config.ts writes it there). */
const DEV_SERVER_LOG = 'test-results/dev-server.log';
const serverLog = () => (existsSync(DEV_SERVER_LOG) ? readFileSync(DEV_SERVER_LOG, 'utf8') : '');

test('on the dev server, an admin invites a member and opens every sidebar entry: no page goes blank, nothing is optimized again', async ({ page }) => {
  test.setTimeout(360_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Vite answers 504 (Outdated Optimize Dep) for a dependency it has optimized again meanwhile.
  const outdated: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 504) outdated.push(response.url());
  });
  // A re-optimization reloads the page: every load is counted, and only the first is ours.
  let loads = 0;
  page.on('load', () => (loads += 1));

  await trustStepUp(page);
  await page.goto('/login?redirect=%2Fteam', FIRST_VISIT);
  await signIn(page, 'admin@sandbox.test');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible(FIRST_VISIT);
  await closeReleaseNotes(page);

  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByRole('textbox', { name: /^E-mail address/ }).fill('dev.server@northwind.test', FIRST_VISIT);
  await dialog.getByRole('radio', { name: 'Support' }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  // Its notice is the first: the notifications host loads now, as in the report.
  await expect(page.getByRole('alert').filter({ hasText: 'dev.server@northwind.test' })).toBeVisible(FIRST_VISIT);
  await expect(page.getByRole('grid', { name: 'Team of Northwind Group' }).getByRole('row').filter({ hasText: 'dev.server@northwind.test' })).toContainText(
    'Invite sent',
  );

  // Every entry, groups opened (a group is a link without href, `data-expanded` once open); signing out is not a page.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const closedGroups = nav.locator('a:not([href]):not([data-expanded])');
  for (let left = await closedGroups.count(); left > 0; left -= 1) {
    await closedGroups.first().click();
    await expect(closedGroups).toHaveCount(left - 1);
  }
  const paths = (await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).filter((to) => to !== '/logout');
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    await nav.locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path, FIRST_VISIT);
    await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible(FIRST_VISIT);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
  }

  expect(pageErrors).toEqual([]);
  expect(outdated).toEqual([]);
  expect(loads, 'the page was reloaded').toBe(1);
  expect(serverLog()).not.toMatch(/new dependencies optimized|optimized dependencies changed/);
});
