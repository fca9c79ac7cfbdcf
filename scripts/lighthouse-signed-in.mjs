// `npm run lighthouse -- --signed-in [--desktop] [--no-build]` (scripts/lighthouse.mjs): Lighthouse on the pages
// behind sign-in. The production build is served by the sandbox server (sandbox-server/README.md) on a free
// port, from the seed; Chromium (puppeteer-core, which Lighthouse uses itself) signs in as admin@sandbox.test
// through the form, then a Lighthouse user flow loads each page in turn in that signed-in tab: one
// navigation step per page, each with the browser's HTTP cache emptied first (a cold load, as on /login)
// but the session's cookies and storage kept.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { desktopConfig, startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { SIGNED_IN_PAGES } from './signed-in-pages.mjs';

/** Resolves once the server answers `url`; rejects after `timeoutMs` or when the server process ends. */
async function serving(url, child, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`the sandbox server did not answer ${url}`);
    await new Promise((next) => setTimeout(next, 250));
  }
}

/** Returns the Lighthouse result of each page, by name. */
export async function measureSignedIn({ port, chromePath, desktop, categories, reportPath, email = 'admin@sandbox.test', password = 'Sandbox-123' }) {
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['sandbox-server/main.mjs', `--port=${port}`, '--no-build', '--fresh', '--no-persist'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let browser;
  try {
    await serving(`${base}/login`, server);
    browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      args: ['--disable-gpu', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    });
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    // The sign-in page paints from the build's prerendered HTML first: typed there, the keys are lost when the app renders over it.
    await page.waitForFunction(
      () => {
        const input = globalThis.document.querySelector('input[autocomplete="username"]');
        return input !== null && Object.keys(input).some((key) => key.startsWith('__react'));
      },
      { timeout: 60_000 },
    );
    await page.locator('input[autocomplete="username"]').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForFunction(() => !globalThis.location.pathname.startsWith('/login'), { timeout: 60_000 });
    // The release notes greet a first sign-in: "do not show again" is saved with the user, so no page shows them.
    const box = '[role="dialog"] input[type="checkbox"]';
    if (await page.waitForSelector(box, { timeout: 20_000 }).catch(() => null)) {
      // A click that lands while the dialog is still being set up does not tick it (tests/e2e/fixtures.ts, closeReleaseNotes).
      for (let attempt = 0; attempt < 50 && !(await page.$eval(box, (input) => input.checked)); attempt += 1) await page.click(box);
      await page.locator('[role="dialog"] button').click();
      await page.waitForSelector('[role="dialog"]', { hidden: true });
    }

    const cdp = await page.createCDPSession();
    const flow = await startFlow(page, { name: `Signed in as ${email}`, config: desktop ? desktopConfig : undefined, flags: { onlyCategories: categories } });
    for (const { name, path } of SIGNED_IN_PAGES) {
      await cdp.send('Network.clearBrowserCache');
      await flow.navigate(`${base}${path}`, { name, disableStorageReset: true });
    }
    const result = await flow.createFlowResult();
    writeFileSync(reportPath, await flow.generateReport());
    writeFileSync(reportPath.replace(/\.html$/, '.json'), JSON.stringify(result));
    return result.steps.map((step, index) => ({ name: SIGNED_IN_PAGES[index].name, path: SIGNED_IN_PAGES[index].path, lhr: step.lhr }));
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
}
