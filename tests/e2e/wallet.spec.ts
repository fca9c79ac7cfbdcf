import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, sandbox, testInEveryVariant, trustStepUp } from './fixtures';
import { openSignedIn } from './sandbox-session';

// Step-up has its own spec: here every user is in the step-up window.
test.beforeEach(({ page }) => trustStepUp(page));

/** "EUR 15,200.33" → 1520033 minor units. */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** The EUR wallet's available money as the wallet page shows it. */
async function walletEur(page: Page) {
  await page.goto('/wallet');
  const card = page.getByRole('listitem', { name: 'EUR wallet' });
  await expect(card).toContainText('EUR');
  return minorOf((await card.locator('p').nth(1).textContent()) ?? '');
}

test('finance tops up the wallet, the clock credits exactly that amount, and a transfer to a card is refused for bad input and sent for good input', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openSignedIn(page, 'finance@sandbox.test', '/wallet');
  await closeReleaseNotes(page);
  const before = await walletEur(page);

  // A top-up: the bank details and the reference to quote.
  await page.goto('/wallet/top-ups');
  await page.getByRole('button', { name: 'Request a top-up' }).first().click();
  const request = page.getByRole('dialog', { name: 'Request a top-up' });
  await request.getByRole('textbox', { name: /^Amount/ }).fill('321.45');
  await request.getByRole('button', { name: 'Get bank details' }).click();
  await expect(page).toHaveURL(/\/wallet\/top-ups\/tup_[^/]+$/);
  const details = page.getByRole('region', { name: 'Bank transfer details' });
  await expect(details).toContainText('NL91ABNA0417164300');
  await expect(details).toContainText(/TU[2-9A-HJ-NP-Z]{8}/);

  // The sandbox's bank receives it after 60 s and credits it 30 s later: the page follows by push.
  await sandbox(page, (s) => s.advance(90_000));
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Credited');
  const afterTopUp = await walletEur(page);
  expect(afterTopUp).toBe(before + 32_145);

  // A transfer to a card typed in: each of spec §5's five messages, then a good card.
  await page.goto('/transfers');
  await page.getByRole('button', { name: 'Send a transfer' }).first().click();
  const send = page.getByRole('dialog', { name: 'Send a transfer' });
  await send.getByRole('combobox', { name: /^Currency/ }).selectOption('EUR');
  const field = (name: RegExp) => send.getByRole('textbox', { name });
  await field(/^Card number/).fill('4111 1111 1111 1112');
  await expect(send.getByText('Invalid card number')).toBeVisible();
  await field(/^Expiry date/).fill('01/20');
  await expect(send.getByText('Card expired')).toBeVisible();
  await field(/^Expiry date/).fill('13/30');
  await expect(send.getByText('Invalid expiry date')).toBeVisible();
  await field(/^CVC/).fill('1a');
  await expect(send.getByText('Invalid CVC')).toBeVisible();
  await field(/^Cardholder name/).fill('J0hn');
  await field(/^Cardholder name/).blur();
  await expect(send.getByText('Invalid cardholder name')).toBeVisible();

  await field(/^Amount/).fill('100');
  await field(/^Card number/).fill('4111 1111 1111 1111');
  await field(/^Expiry date/).fill('12/30');
  await field(/^CVC/).fill('123');
  await field(/^Cardholder name/).fill('Marta Silva');
  await send.getByRole('button', { name: 'Continue' }).click();
  await expect(send.getByText(/Send EUR\s100\.00 to •••• 1111 · Marta Silva\?/)).toBeVisible();
  await send.getByRole('button', { name: /^Send EUR\s100\.00$/ }).click();
  await expect(page).toHaveURL(/\/transfers\/trf_[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/EUR\s100\.00/);
  // Nothing in the tab keeps the card number.
  expect(await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage))).not.toContain('4111111111111111');

  await sandbox(page, (s) => s.advance(60_000));
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Paid');
  expect(await walletEur(page)).toBe(afterTopUp - 10_000);
});

testInEveryVariant('the wallet pages have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'admin@sandbox.test', '/wallet');
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.goto('/wallet/top-ups');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('grid').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.goto('/transfers');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('grid').getByRole('link').first().click();
  await expect(page.getByRole('region').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // The send dialog, with a card.
  await page.goto('/transfers');
  await page
    .getByRole('button', { name: /^(Send a transfer|إرسال تحويل)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('input[inputmode="numeric"]').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/transfers');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
