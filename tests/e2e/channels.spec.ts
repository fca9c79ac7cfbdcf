import { expect, test } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, sandbox, testInEveryVariant, trustStepUp } from './fixtures';
import { openSignedIn } from './sandbox-session';

test.beforeEach(({ page }) => trustStepUp(page));

type WithPayments = { makePayment: (options: { projectId: string; amount: number; currency: string; channelId: string }) => { id: string } };

test('admin creates a channel and filters transactions by it', async ({ page }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, 'admin@sandbox.test', '/channels');
  await closeReleaseNotes(page);
  await expect(page.getByRole('grid', { name: 'Channels of Northwind Group' })).toBeVisible();

  await page.getByRole('button', { name: 'Add channel' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add channel' });
  await dialog.getByRole('combobox', { name: /^Project/ }).selectOption({ label: 'Northwind Shop' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Airport Kiosk');
  await dialog.getByRole('radio', { name: /^Point of sale/ }).check();
  await dialog.getByRole('combobox', { name: /^Default currency/ }).selectOption('EUR');
  await dialog.getByRole('textbox', { name: /^Statement descriptor/ }).fill('NW AIRPORT');
  await dialog.getByRole('button', { name: 'Add channel' }).click();
  await expect(page).toHaveURL(/\/channels\/res_chn_[0-9a-f]{16}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Airport Kiosk' })).toBeVisible();
  const channelId = new URL(page.url()).pathname.split('/').pop()!;

  await page.getByRole('button', { name: 'Add terminal' }).click();
  const terminal = page.getByRole('dialog', { name: 'Add terminal' });
  await terminal.getByRole('textbox', { name: /^Label/ }).fill('Gate B reader');
  await terminal.getByRole('textbox', { name: /^Serial number/ }).fill('NW-AIR-0001');
  await terminal.getByRole('button', { name: 'Add terminal' }).click();
  await expect(page.getByRole('rowheader', { name: 'Gate B reader' })).toBeVisible();

  // Two payments come in through the new channel (the sandbox's traffic would pick any active channel).
  const made = await sandbox(page, (s) =>
    [1, 2].map(
      (n) =>
        (s as unknown as WithPayments).makePayment({
          projectId: 'res_prj_northwind_shop',
          amount: 1_000 * n,
          currency: 'EUR',
          channelId: location.pathname.split('/').pop()!,
        }).id,
    ),
  );

  await page.getByRole('link', { name: 'View transactions' }).click();
  await expect(page).toHaveURL(`/transactions?channel=${channelId}`);
  await expect(page.getByRole('button', { name: 'Remove filter: Channel: Airport Kiosk' })).toBeVisible();
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(page.getByText(/^Showing 1–2 of 2$/)).toBeVisible();

  // The channel filter in the panel names the channel too; a payment's page links back to it.
  await grid.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/transactions/(${made.join('|')})$`));
  await page.getByRole('link', { name: 'Airport Kiosk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Airport Kiosk' })).toBeVisible();
});

testInEveryVariant('the channel pages have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'admin@sandbox.test', '/channels');
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.goto('/channels/res_chn_nw_store');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.getByRole('button', { name: /^(Edit channel|تعديل القناة)$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/channels');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
