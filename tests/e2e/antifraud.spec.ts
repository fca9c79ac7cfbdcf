import { expect, test } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, navigateInApp, testInEveryVariant, trustStepUp } from './fixtures';
import { openSignedIn } from './sandbox-session';

test.beforeEach(({ page }) => trustStepUp(page));

test('risk@ refunds a held payment as fraud, and its card joins the blocked cards', async ({ page }) => {
  await openSignedIn(page, 'risk@sandbox.test', '/antifraud/reviews');
  await closeReleaseNotes(page);
  const grid = page.getByRole('grid', { name: /^Reviews of/ });
  await grid.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/antifraud\/reviews\/rvw_/);
  await page.getByRole('button', { name: 'Refund as fraud' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Refund .* as fraud$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.mantine-Badge-label', { hasText: 'Refunded as fraud' })).toBeVisible();
  const reviewId = page.url().split('/').pop()!;
  // The card joins the blocked cards, with the review named as the reason.
  await navigateInApp(page, '/antifraud/lists/afl_nw_blocked_cards');
  await expect(page.getByRole('grid').getByText(`Refunded as fraud (review ${reviewId})`)).toBeVisible();
});

testInEveryVariant('the review queue, a review and the lists have no serious or critical axe violations', async (page) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'risk@sandbox.test', '/antifraud/reviews');
  await closeReleaseNotes(page);
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  for (const [path, ready] of [
    ['/antifraud/reviews/rvw_nw_open_1', 'heading'],
    ['/antifraud/lists', 'grid'],
    ['/antifraud/lists/afl_nw_blocked_emails', 'grid'],
    ['/transactions/trx_af_nw_blocked_1', 'heading'],
  ] as const) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(ready === 'grid' ? page.getByRole('grid') : page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAccessibleInBothSchemes(page);
  }
});
