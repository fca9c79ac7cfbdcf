import { expect, test, type Page } from '@playwright/test';
import { trustStepUp, closeReleaseNotes, expectAccessibleInBothSchemes, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Step-up has its own spec (step-up.spec.ts): here every user is in the step-up window.
test.beforeEach(({ page }) => trustStepUp(page));

const SHOP = '/projects/res_prj_northwind_shop';

/** The project page's sections in the page's order: details, allowed IP addresses, checkout languages. */
const section = (page: Page, index: 1 | 2) => page.locator('main section').nth(index);
/** French's row, found by its tag (names are in the page's language). */
const frenchRow = (page: Page) =>
  section(page, 2)
    .getByRole('row')
    .filter({ has: page.locator('span[dir="ltr"]', { hasText: /^fr$/ }) });

test('an admin restricts the API to a range (asked first: it leaves out this address), adds a checkout language with a text and removes it', async ({
  page,
}) => {
  await openSignedIn(page, 'admin@sandbox.test', SHOP);
  await closeReleaseNotes(page);
  const ips = page.getByRole('region', { name: 'Allowed IP addresses' });
  await ips.getByRole('button', { name: 'Add range' }).click();
  await ips.getByRole('textbox', { name: 'IP address or range 1' }).fill('203.0.113.7/24');
  await expect(ips.getByText('Saved as 203.0.113.0/24')).toBeVisible();
  await ips.getByRole('button', { name: 'Save IP addresses' }).click();
  const lockout = page.getByRole('dialog', { name: 'Lock yourself out?' });
  await expect(lockout).toContainText('You are signed in from 127.0.0.1');
  await lockout.getByRole('button', { name: 'Save anyway' }).click();
  await expect(lockout).toBeHidden();
  await expect(ips.getByRole('textbox', { name: 'IP address or range 1' })).toHaveValue('203.0.113.0/24');

  const languages = page.getByRole('region', { name: 'Checkout languages' });
  await languages.getByRole('button', { name: 'Add language' }).click();
  const add = page.getByRole('dialog', { name: 'Add a checkout language' });
  await add.getByRole('textbox', { name: /^Language code/ }).fill('fr');
  await add.getByRole('button', { name: 'Add language' }).click();
  await expect(add.getByText('Language already exists')).toBeVisible();
  await add.getByRole('textbox', { name: /^Language code/ }).fill('pt-br');
  await add.getByRole('button', { name: 'Add language' }).click();
  const texts = page.getByRole('dialog', { name: 'Checkout texts: Brazilian Portuguese (pt-BR)' });
  await expect(texts.getByRole('status')).toHaveText('14 texts missing');
  await texts.getByRole('textbox', { name: 'payButton' }).fill('Pagar agora');
  await expect(texts.getByRole('status')).toHaveText('13 texts missing');
  await texts.getByRole('button', { name: 'Save texts' }).click();
  await expect(texts).toBeHidden();
  const row = languages.getByRole('row').filter({ hasText: 'pt-BR' });
  await expect(row).toContainText('13 texts missing');

  await row.getByRole('button', { name: 'Remove Brazilian Portuguese (pt-BR)' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove a checkout language' });
  await remove.getByRole('button', { name: 'Remove language' }).click();
  await expect(remove).toBeHidden();
  await expect(row).toHaveCount(0);
});

testInEveryVariant('the project settings and their dialogs have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(180_000); // several checks, light and dark, on cores shared with other runs
  await openSignedIn(page, 'admin@sandbox.test', SHOP);
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The project's place, checked with the page: organization, then project, read from the right in Arabic.
  const place = page.getByRole('navigation', { name: locale === 'ar' ? 'مسار التنقل' : 'Breadcrumb' });
  const crumbs = place.getByRole('listitem');
  await expect(crumbs).toHaveText(['Northwind Group', 'Northwind Shop']);
  await expect(crumbs.nth(1).locator('[aria-current="page"]')).toHaveText('Northwind Shop');
  const [organization, project] = [await crumbs.nth(0).boundingBox(), await crumbs.nth(1).boundingBox()];
  expect(locale === 'ar' ? organization!.x > project!.x : organization!.x < project!.x).toBe(true);
  // The separator points the way the path reads.
  await expect(place.locator('svg')).toHaveCSS('transform', locale === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
  const ips = section(page, 1);
  const languages = section(page, 2);
  await expect(languages.getByRole('table')).toBeVisible();

  // One range typed and one refused, so the editor shows its canonical hint and an error.
  await ips.locator('button:has(.tabler-icon-plus)').click();
  await ips.getByRole('textbox').nth(0).fill('10.0.0.1/8');
  await ips.locator('button:has(.tabler-icon-plus)').click();
  await ips.getByRole('textbox').nth(1).fill('=1+1');
  await ips.getByRole('textbox').nth(0).focus();
  await expect(ips.getByRole('textbox').nth(1)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleInBothSchemes(page);

  // Add language (found by its icon: its name is in the page's language).
  await languages.locator('button:has(.tabler-icon-plus)').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // French's texts beside English, three of them missing.
  await frenchRow(page).locator('button:has(.tabler-icon-pencil)').click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // On a phone the texts stack under their keys.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(languages.getByRole('table')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await frenchRow(page).locator('button:has(.tabler-icon-pencil)').click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
