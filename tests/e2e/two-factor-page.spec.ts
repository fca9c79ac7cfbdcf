import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

const WRONG = '111111';
const RIGHT = '123456';

/** The codes the page sends to the 2FA confirm, in order. */
function watchSentCodes(page: Page) {
  const codes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/signin')) return;
    const body = request.postDataJSON() as { data?: { type?: string; attributes?: { code?: string } } } | null;
    if (body?.data?.type === 'access-token-2fa-confirm') codes.push(body.data.attributes?.code ?? '');
  });
  return codes;
}

async function openCodePage(page: Page) {
  await page.goto('/login');
  await signIn(page, 'twofa@sandbox.test');
  await expect(page).toHaveURL(/\/login\/2fa$/);
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
}

test('a wrong code sent by its sixth digit, then Verify: the refusal stays and nothing more is sent', async ({ page }) => {
  const codes = watchSentCodes(page);
  await openCodePage(page);
  await page.getByLabel('Digit 1 of 6').pressSequentially(WRONG);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Incorrect 2FA verification code');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await expect(alert).toHaveText('Incorrect 2FA verification code');
  expect(codes).toEqual([WRONG]);
  // Typing again clears the answer.
  await page.keyboard.type('1');
  await expect(alert).toHaveCount(0);
});

test('after a wrong code and a reload, the right code followed by Verify signs in', async ({ page }) => {
  const codes = watchSentCodes(page);
  await openCodePage(page);
  await page.getByLabel('Digit 1 of 6').pressSequentially(WRONG);
  await expect(page.getByRole('alert')).toHaveText('Incorrect 2FA verification code');
  await page.reload();
  // The step token lives in the page's memory only (docs/security.md): a reload asks for the password again.
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'twofa@sandbox.test');
  await expect(page).toHaveURL(/\/login\/2fa$/);
  const verify = await page.getByRole('button', { name: 'Verify' }).boundingBox();
  await page.getByLabel('Digit 1 of 6').pressSequentially(RIGHT);
  // The sixth digit has sent the code; the press a user adds out of habit lands at once, wherever it lands
  // (the busy button, the "Signing in..." overlay): a mouse click, not a locator's, which waits for an enabled button.
  await page.mouse.click(verify!.x + verify!.width / 2, verify!.y + verify!.height / 2);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(codes).toEqual([WRONG, RIGHT]);
});
