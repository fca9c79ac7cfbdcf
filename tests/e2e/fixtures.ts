import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// @axe-core/playwright 4.13 (the newest on Node 20) bundles axe-core 4.13: run the newest axe-core instead.
const require = createRequire(import.meta.url);
export const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_VERSION = (require('axe-core/package.json') as { version: string }).version;

export const PASSWORD = 'Sandbox-123';

/** Language-agnostic: finds the fields by their autocomplete purpose, as a password manager would. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

export async function signInAt(page: Page, email: string, path = '/') {
  await page.goto(path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Client-side navigation, as a sidebar link would do it: no reload, no new session restore. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** Works in any language: the release-notes dialog has one checkbox and one button. */
export async function closeReleaseNotes(page: Page) {
  const dialog = page.getByRole('dialog');
  // A click that lands while the dialog is still being set up does not tick it: tick until it holds.
  await expect(async () => {
    await dialog.getByRole('checkbox').check({ timeout: 5_000 });
  }).toPass();
  await dialog.getByRole('button').click();
  await expect(dialog).toBeHidden();
}

/** Zero serious or critical axe violations on what is on screen now. */
export async function expectAccessible(page: Page) {
  // Checked once the page has loaded: every loading state (lazy chunks, first answers) marks itself busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await untilTransitionsEnd(page);
  // Only violations are gathered: axe skips collecting every passing node, the bulk of its work on a big page.
  // Legacy mode runs axe in the page itself. The default runs it per frame and then merges the results in
  // a new blank page it opens and loads axe into, which took 1.3 s of every check's 1.8 s; the app has no
  // frames, so both modes see the same document and apply the same rules.
  const results = await new AxeBuilder({ page, axeSource })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(blocking, blocking.join('\n')).toEqual([]);
}

export type Sandbox = {
  /** Moves the sandbox clock ahead: the changes due meanwhile happen now (and are pushed). */
  advance: (ms: number) => number;
  /** The next calls matching `options` fail with `status` before the sandbox acts on them. */
  failNext: (status: number, options?: { path?: string; action?: string; count?: number }) => void;
  dropNextPush: (opts?: { action?: string }) => void;
  duplicateAllPushes: (on: boolean) => void;
  disconnectSockets: () => void;
  setLatency: (ms: number) => void;
  failChannelAuthorization: (kind: string | null, times?: number) => void;
  state: () => { sockets: number; subscriptions: number };
  /** One action as another person from their own browser (mocks/run-as.ts): an administrator elsewhere. */
  runAs: (email: string, action: string, payload?: unknown, id?: string) => { errors?: { code: string; title?: string }[]; data?: unknown };
  /** The sandbox's sent e-mails, latest first. */
  outbox: () => { to: string; subject: string; link: string }[];
};
type SandboxWindow = Window & { __sandbox?: Sandbox };

/**
 * Every user of the page's sandbox is in the step-up window from its start (mocks/browser.ts): for specs
 * about other things than step-up, which `step-up.spec.ts` covers. Call before the first navigation.
 */
export const trustStepUp = (page: Page) => page.addInitScript(() => sessionStorage.setItem('sandbox:trust-step-up', '1'));

/**
 * Runs `run` with the page's sandbox controls, once the sandbox has started. Functions, never
 * strings: the page's CSP has no 'unsafe-eval', and a string predicate is evaluated with eval.
 */
export async function sandbox<T>(page: Page, run: (s: Sandbox) => T): Promise<T> {
  const controls = await page.waitForFunction(() => (window as SandboxWindow).__sandbox);
  return controls.evaluate(run as (s: unknown) => T) as Promise<T>;
}

/** English and Arabic (right to left): where every page is checked, each in light and dark. */
export const VARIANTS = [{ locale: 'en-US' }, { locale: 'ar' }] as const;
export type Variant = (typeof VARIANTS)[number];

/**
 * Declares `title` once per language, with the browser's language set to it and its colour scheme
 * light. Check pages in it with `expectAccessibleInBothSchemes`: one sign-in and one walk through the
 * pages serve light and dark (the app follows the system scheme as it changes).
 */
export function testInEveryVariant(title: string, body: (page: Page, variant: Variant) => Promise<void>) {
  for (const variant of VARIANTS) {
    test.describe(variant.locale, () => {
      test.use({ locale: variant.locale, colorScheme: 'light' });
      test(title, ({ page }) => body(page, variant));
    });
  }
}

/** Shows the page in the system colour `scheme` and waits until it has repainted in it. */
async function showIn(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * Colours are measured where they end, not halfway through a fade: a drawer that opens, a hover or focus
 * style, a new colour scheme. Two frames first, so that a transition started by the last step is running.
 */
async function untilTransitionsEnd(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

/** `expectAccessible` in light, then in dark; the page is left light. */
export async function expectAccessibleInBothSchemes(page: Page) {
  await expectAccessible(page);
  await showIn(page, 'dark');
  await expectAccessible(page);
  await showIn(page, 'light');
}

/** Fills and sends "Add payout method" on /payout-methods with a bank account; returns the form's dialog. */
export async function addBankAccount(page: Page, account = { iban: 'GB29 NWBK 6016 1331 9268 19', bic: 'NWBKGB2L', holder: 'Elsewhere Ltd' }) {
  await page.getByRole('button', { name: 'Add payout method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payout method' });
  await dialog.getByLabel(/^IBAN/).fill(account.iban);
  await dialog.getByLabel(/^BIC/).fill(account.bic);
  await dialog.getByLabel(/^Account holder/).fill(account.holder);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  return dialog;
}
