import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

const START_CHUNK = /\/assets\/start-[\w-]{8}\.js$/;

/** The theme's primary button (indigo 7). */
const INDIGO_7 = 'rgb(66, 99, 235)';
const STYLESHEET = /\/assets\/start-[\w-]{8}\.css$/;

/** Holds the files matching `url` back until the returned function is called: the page as a slow phone sees it first. */
async function holdBack(page: Page, url: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
const holdAppCode = (page: Page) => holdBack(page, START_CHUNK);

test.describe('the sign-in page paints before the app has downloaded', () => {
  test.use({ locale: 'en-US' });

  test('shows the sign-in form at once, inert, then the app takes over with no loader between and the form works', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const preview = page.locator('#sign-in-preview');
    await expect(preview.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(preview.getByLabel(/^Email/)).toBeVisible();
    // Nothing can be typed into it, so nothing typed is lost when the app replaces it.
    await expect(preview).toHaveAttribute('inert', '');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { loadersSeen: string[] }).loadersSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('#root [role="status"][aria-busy="true"]')) seen.push('loader');
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });

    release();
    await expect(preview).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCSS('background-color', INDIGO_7);
    await expect(page.getByLabel(/^Email/)).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { loadersSeen: string[] }).loadersSeen)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(1);
    await signIn(page, 'admin@sandbox.test');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});

test.describe('the page needs no stylesheet to paint', () => {
  test.use({ locale: 'en-US' });

  test("the sign-in page is styled from index.html alone, and the app's stylesheet is asked for only once it has painted", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const releaseStylesheet = await holdBack(page, STYLESHEET);
    const releaseCode = await holdAppCode(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const preview = page.locator('#sign-in-preview');
    await expect(preview.getByRole('button', { name: 'Sign in', exact: true })).toHaveCSS('background-color', INDIGO_7);
    await expect(preview.getByLabel(/^Email/)).toHaveCSS('border-radius', '8px');
    // Asked for after that paint, not before it.
    await expect.poll(() => requested.filter((path) => STYLESHEET.test(path) || START_CHUNK.test(path))).toHaveLength(2);
    releaseStylesheet();
    releaseCode();
    await expect(preview).toHaveCount(0);
    await expect(page.getByLabel(/^Email/)).toBeFocused();
  });
});

test.describe('when the app cannot start', () => {
  test.use({ locale: 'en-US' });

  test('the sign-in page gives way to "could not load" with Reload, which starts the app once its code arrives', async ({ page }) => {
    let offline = true;
    await page.route(START_CHUNK, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/login');
    await expect(page.getByRole('alert')).toContainText('The dashboard could not load');
    await expect(page.locator('#sign-in-preview')).toHaveCount(0);
    offline = false;
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByLabel(/^Email/)).toBeFocused();
    await signIn(page, 'admin@sandbox.test');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});

test.describe('in another language', () => {
  test.use({ locale: 'fr-FR' });

  test('the English preview is not shown: the page appears once, in French', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('#sign-in-preview')).toBeHidden();
    release();
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  });

  test('the app does not render before its stylesheet has arrived', async ({ page }) => {
    const release = await holdBack(page, STYLESHEET);
    await page.goto('/login', { waitUntil: 'commit' });
    // The app's code has started its texts (they set <html lang>): it waits on the stylesheet alone.
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('#sign-in-preview')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Connexion' })).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toHaveCSS('background-color', INDIGO_7);
  });
});
