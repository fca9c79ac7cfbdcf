import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, navigateInApp, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

/** The lists, each with its default columns, what its rows link to, and (where rows have them) the row actions. */
const lists = [
  {
    path: '/transactions',
    grid: 'Transactions of all projects of Northwind Group',
    columns: ['Amount', 'Status', 'Created', 'Customer', 'Type', 'Reference', 'Payment method'],
    href: /^\/transactions\/[^/]+$/,
  },
  {
    path: '/disputes',
    grid: 'Disputes of Northwind Group',
    columns: ['Amount', 'Status', 'Respond by', 'Reason', 'Customer', 'Transaction', 'Card scheme'],
    href: /^\/disputes\/[^/]+$/,
  },
  {
    // Archived reports can be requested again: their rows carry the action.
    path: '/reports?status=expired',
    grid: 'Reports of Northwind Group',
    columns: ['Report type', 'Level', 'Period', 'Format', 'Status', 'Requested', 'Size', 'Actions'],
    href: /^\/reports\/[^/]+$/,
    action: /^Request again: /,
  },
  {
    // A link's details (URL, QR code, status) open over the list.
    path: '/payment-links',
    grid: 'Payment links of Northwind Group',
    columns: ['Description', 'Amount', 'Status', 'Created', 'Expires', 'Project', 'Actions'],
    href: /^\/payment-links\?link=[^&]+$/,
    action: /^Copy link: /,
  },
] as const;

const bodyRows = (grid: Locator) => grid.getByRole('row').filter({ has: grid.page().getByRole('gridcell') });

/** The grid does not scroll sideways: everything it shows fits its width. */
const fitsSideways = (grid: Locator) => grid.evaluate((el) => el.scrollWidth <= el.clientWidth);

/** Status badges whose text is cut (an ellipsis or clipped overflow). */
const cutBadges = (grid: Locator) =>
  grid
    .locator('.mantine-Badge-root, .mantine-Badge-label')
    .evaluateAll((badges) => badges.filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent));

/**
 * On a phone, the parts of each card that run into another part or out of the card (a long value
 * kept on one line ran under the value beside it), as "slot/slot: text".
 */
const collidingCardParts = (grid: Locator) =>
  grid.evaluate((el) => {
    const found: string[] = [];
    for (const row of el.querySelectorAll('[role=row]')) {
      const card = row.getBoundingClientRect();
      const parts = [...row.querySelectorAll<HTMLElement>(':scope > [data-slot]')]
        .map((cell) => ({ slot: cell.dataset.slot, box: cell.getBoundingClientRect(), text: cell.textContent }))
        .filter(({ box }) => box.width > 0);
      for (const [i, a] of parts.entries()) {
        if (a.box.left < card.left - 1 || a.box.right > card.right + 1) found.push(`${a.slot} out of the card: ${a.text}`);
        for (const b of parts.slice(i + 1)) {
          const apart = a.box.right <= b.box.left + 1 || b.box.right <= a.box.left + 1 || a.box.bottom <= b.box.top + 1 || b.box.bottom <= a.box.top + 1;
          if (!apart) found.push(`${a.slot}/${b.slot}: ${a.text} | ${b.text}`);
        }
      }
    }
    return found;
  });

async function open(page: Page, path: string) {
  await openSignedIn(page, 'admin@sandbox.test', path);
  await closeReleaseNotes(page);
}

test.describe('1440 × 900, the sidebar open', () => {
  for (const list of lists) {
    test(`${list.path}: the default columns and the row actions fit without sideways scrolling; rows link to their details`, async ({ page }) => {
      await open(page, list.path);
      const grid = page.getByRole('grid', { name: list.grid });
      await expect(bodyRows(grid).first()).toBeVisible();
      // The sidebar is open (expanded, 260 px).
      expect((await page.locator('#main-navigation').boundingBox())?.width).toBeGreaterThanOrEqual(259);
      // Filters open on demand: the panel takes no room until asked for.
      await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'false');

      await expect(grid.getByRole('columnheader')).toHaveText([...list.columns]);
      expect(await fitsSideways(grid)).toBe(true);
      expect(await cutBadges(grid)).toEqual([]);
      if ('action' in list) {
        const action = bodyRows(grid).first().getByRole('button', { name: list.action });
        await expect(action).toBeInViewport({ ratio: 1 });
      }

      const rows = bodyRows(grid);
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        await expect(rows.nth(i).getByRole('rowheader').getByRole('link')).toHaveAttribute('href', list.href);
      }
    });
  }

  test('a row opens in a new tab from its link; a click elsewhere on it opens it here', async ({ page, context }) => {
    await open(page, '/transactions');
    const first = bodyRows(page.getByRole('grid')).first();
    const link = first.getByRole('rowheader').getByRole('link');
    const href = await link.getAttribute('href');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ button: 'middle' })]);
    await tab.waitForURL((url) => url.pathname === href);
    await tab.close();
    await expect(page).toHaveURL(/\/transactions$/);

    await first.getByRole('gridcell').first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('a choice of more columns than fit scrolls sideways with the key column and the actions pinned', async ({ page }) => {
    await open(page, '/payment-links');
    const grid = page.getByRole('grid', { name: 'Payment links of Northwind Group' });
    await page.getByRole('button', { name: 'Filters' }).click();
    // The side panel takes 16rem: the columns that no longer fit gave way, none scrolls.
    expect(await fitsSideways(grid)).toBe(true);
    await page.getByRole('button', { name: 'Columns' }).click();
    for (const name of ['Created', 'Expires', 'Project']) {
      const item = page.getByRole('menuitemcheckbox', { name });
      if ((await item.getAttribute('aria-checked')) === 'false') await item.click();
    }
    await page.keyboard.press('Escape');
    expect(await fitsSideways(grid)).toBe(false);
    const row = bodyRows(grid).first();
    const key = row.getByRole('rowheader');
    const actions = row.getByRole('gridcell').last();
    await expect(key).toHaveAttribute('data-pin', 'start');
    await expect(actions).toHaveAttribute('data-pin', 'end');
    const before = await key.boundingBox();
    await grid.evaluate((el) => el.scrollBy({ left: 400 }));
    await expect(grid.locator('xpath=..')).toHaveAttribute('data-overflow-start', 'true');
    expect((await key.boundingBox())?.x).toBe(before?.x);
    await expect(actions.getByRole('button', { name: /^Copy link: / })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first transaction is on the first screen, no status is cut, every card links to its details', async ({ page }) => {
    await open(page, '/transactions');
    const grid = page.getByRole('grid', { name: 'Transactions of all projects of Northwind Group' });
    const first = bodyRows(grid).first();
    await expect(first).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await cutBadges(grid)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/transactions\/[^/]+$/);
    // The toolbar is one menu beside the search.
    await page.getByRole('button', { name: 'List actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Export CSV' })).toBeVisible();
  });

  for (const list of lists) {
    test(`${list.path}: cards fit the phone, their statuses whole`, async ({ page }) => {
      await open(page, list.path);
      const grid = page.getByRole('grid', { name: list.grid });
      await expect(bodyRows(grid).first()).toBeInViewport({ ratio: 1 });
      expect(await cutBadges(grid)).toEqual([]);
      expect(await collidingCardParts(grid)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expect(bodyRows(grid).first().getByRole('link').first()).toHaveAttribute('href', list.href);
    });
  }

  // A payout's destination ("US dollar account CH93 •••• 2957") and a topic's related object are longer
  // than half a phone: they wrap, or end in an ellipsis, inside their own part of the card.
  for (const path of ['/payouts', '/mailbox']) {
    test(`${path}: no part of a card runs into another`, async ({ page }) => {
      await open(page, path);
      const grid = page.getByRole('grid');
      await expect(bodyRows(grid).first()).toBeVisible();
      expect(await collidingCardParts(grid)).toEqual([]);
    });
  }
});

test.describe('phone layouts, accessible', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  testInEveryVariant('the lists as cards and their menu have no serious axe violations, light and dark', async (page) => {
    await open(page, lists[0].path);
    for (const list of lists) {
      await navigateInApp(page, list.path);
      await expect(bodyRows(page.getByRole('grid')).first()).toBeVisible();
      await expectAccessibleInBothSchemes(page);
    }
    await page
      .getByRole('button', { name: /.+/ })
      .filter({ has: page.locator('.tabler-icon-dots') })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessibleInBothSchemes(page);
  });
});
