import { expect, test, type Page } from '@playwright/test';
import { parseRuntimeConfig } from '../../src/config/runtime-config.ts';
import { securityHeaders } from '../../scripts/security-headers.ts';
import { closeReleaseNotes, navigateInApp, signIn } from './fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Every CSP violation the page reports, from its event and from the console. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    window.addEventListener(
      'securitypolicyviolation',
      (e) => window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`),
      true,
    );
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text())) logged.push(message.text());
  });
  return async (step: string) => {
    const events = await page.evaluate(() => window.__cspViolations ?? []);
    expect([...events, ...logged], `CSP violations while ${step}`).toEqual([]);
  };
}

test('the preview serves the production headers', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const csp = headers['content-security-policy'];
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  // Exactly what docs/deployment.md tells a deployment to serve, for the config.json the build is served with.
  const checked = parseRuntimeConfig(await (await page.request.get('/config.json')).json(), true);
  if (!checked.ok) throw new Error(`The sandbox build's config.json is invalid: ${checked.problems.join('; ')}`);
  expect(csp).toContain(`wss://${checked.config.pusherHost}`);
  for (const [name, value] of Object.entries(securityHeaders(checked.config))) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
});

test('no CSP violation from sign-in through the shell to sign-out', async ({ page }) => {
  test.setTimeout(120_000); // five pages and two menus, on a shared machine
  const expectNoViolations = await watchViolations(page);
  await page.goto('/login');
  await expect(page.locator('input[autocomplete="username"]')).toBeVisible();
  await expectNoViolations('opening /login');

  await signIn(page, 'admin@sandbox.test');
  await page.waitForURL((url) => url.pathname === '/');
  // The release notes (admin has not seen them) cover the shell; close them once the page has settled.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoViolations('signing in to home');

  for (const path of ['/projects', '/settings', '/']) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expectNoViolations(`showing ${path}`);
  }

  await page.getByRole('button', { name: /Switch workspace$/ }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoViolations('opening the workspace switcher');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menu').locator('a[href="/logout"]').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.locator('input[autocomplete="username"]')).toBeVisible();
  await expectNoViolations('signing out');
});
