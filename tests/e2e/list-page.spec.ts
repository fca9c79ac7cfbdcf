import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessible } from './fixtures';
import { openSignedIn } from './sandbox-session';

const grid = (page: Page) => page.getByRole('grid', { name: 'Projects of Northwind Group' });
const rowNames = (page: Page) => grid(page).getByRole('rowheader');

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/projects?mode=sandbox');
  await closeReleaseNotes(page);
});

test('the filter lives in the URL: it survives a reload and Back restores it', async ({ page }) => {
  await expect(rowNames(page)).toHaveText(['Northwind Sandbox']);
  await expect(page.getByRole('button', { name: 'Remove filter: Mode: Sandbox' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/projects\?mode=sandbox$/);
  // A reload restores the session first (cookie, user, workspace, permissions).
  await expect(rowNames(page)).toHaveText(['Northwind Sandbox'], { timeout: 30_000 });

  await page.getByRole('button', { name: 'Remove filter: Mode: Sandbox' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(rowNames(page)).toHaveText(['Northwind Sandbox', 'Northwind Shop']);

  // Filters open on demand; the side panel (wide screen) applies a new choice as one history entry.
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
  await filters.click();
  await page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'Mode' }).selectOption('live');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/projects\?mode=live$/);
  await expect(rowNames(page)).toHaveText(['Northwind Shop']);

  await page.goBack();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(rowNames(page)).toHaveText(['Northwind Sandbox', 'Northwind Shop']);
  await page.goBack();
  await expect(page).toHaveURL(/\/projects\?mode=sandbox$/);
  await expect(rowNames(page)).toHaveText(['Northwind Sandbox']);
});

test('a header sorts, the keyboard moves through the rows and Enter opens one', async ({ page }) => {
  await page.getByRole('button', { name: 'Remove filter: Mode: Sandbox' }).click();
  await expect(rowNames(page)).toHaveText(['Northwind Sandbox', 'Northwind Shop']);
  const name = page.getByRole('columnheader', { name: 'Name' });
  await name.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/\/projects\?sort=-name$/);
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  await expect(rowNames(page)).toHaveText(['Northwind Shop', 'Northwind Sandbox']);
  await page.getByRole('searchbox', { name: 'Search projects by name or ID' }).focus();
  // Past the toolbar, the filter panel and the sort buttons, the table body is one tab stop: a row.
  const focused = page.locator(':focus');
  for (let i = 0; i < 12 && (await focused.getAttribute('role')) !== 'row'; i++) await page.keyboard.press('Tab');
  const focusedName = () => focused.getByRole('rowheader').textContent();
  await expect(focused).toHaveAttribute('role', 'row');
  expect(await focusedName()).toBe('Northwind Shop');
  // Then the focused row's own link, then out of the table.
  await page.keyboard.press('Tab');
  await expect(grid(page).getByRole('link', { name: 'Northwind Shop' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'All organizations' }).getByRole('button', { name: /^Northwind Group/ })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(focused).toHaveAttribute('role', 'row');

  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedName).toBe('Northwind Sandbox');
  await page.keyboard.press('Home');
  await expect.poll(focusedName).toBe('Northwind Shop');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/res_prj_northwind_shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Shop' })).toBeVisible();
});

test('axe finds nothing serious on the list: wide with its panel, narrow with its drawer', async ({ page }) => {
  await expect(rowNames(page)).toHaveText(['Northwind Sandbox']);
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
  await expectAccessible(page);

  for (const width of [600, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(grid(page)).toBeVisible();
    await expectAccessible(page);
  }
  // On a phone the toolbar is one menu.
  await page.getByRole('button', { name: 'List actions' }).click();
  await page.getByRole('menuitem', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('combobox', { name: 'Mode' })).toHaveValue('sandbox');
  await expectAccessible(page);
  await drawer.getByRole('combobox', { name: 'Mode' }).selectOption('');
  await drawer.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(rowNames(page)).toHaveCount(2);
});

test.describe('Arabic, dark', () => {
  test.use({ locale: 'ar', colorScheme: 'dark' });
  test('reads right to left and stays accessible', async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const table = page.getByRole('grid');
    await expect(table.getByRole('rowheader')).toHaveText(['Northwind Sandbox']);
    await expect(page.getByRole('button', { name: /عوامل التصفية/ }).first()).toBeVisible();
    await expectAccessible(page);
  });
});

/**
 * Opens the filter drawer on a narrow screen (above phone width: a button) and counts the CSS transitions
 * of the drawer (its panel and overlay) seen over the next half second. Only the drawer's: the button
 * pressed may fade its own colour, which is no motion.
 */
async function transitionsWhileOpeningFilters(page: Page) {
  await page.setViewportSize({ width: 800, height: 844 });
  await expect(grid(page)).toBeVisible();
  const seen = page.evaluate(
    () =>
      new Promise<number>((done) => {
        let most = 0;
        const end = performance.now() + 500;
        const sample = () => {
          const inDrawer = (a: Animation) => a.effect instanceof KeyframeEffect && a.effect.target?.closest('.mantine-Drawer-root') != null;
          most = Math.max(most, document.getAnimations().filter((a) => a instanceof CSSTransition && inDrawer(a)).length);
          if (performance.now() < end) requestAnimationFrame(sample);
          else done(most);
        };
        requestAnimationFrame(sample);
      }),
  );
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  return seen;
}

test('the filter drawer slides in', async ({ page }) => {
  expect(await transitionsWhileOpeningFilters(page)).toBeGreaterThan(0);
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('asked for by the system, the filter drawer appears without sliding', async ({ page }) => {
    expect(await transitionsWhileOpeningFilters(page)).toBe(0);
  });
});
