// Screenshots of signed-in pages in light, dark and Arabic, for looking at what was built.
// Usage: node scripts/screens.mjs [--base http://localhost:5173] [--email admin@sandbox.test] [--width 1440] PATH...
// Writes shots/<name>-{light,dark,ar}[-<width>].png (the width is named when it is not 1440). Needs the dev server (npm run dev) and Debian's chromium.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args.splice(args.indexOf(`--${name}`), 2)[1] : fallback);
const base = option('base', 'http://localhost:5173');
const email = option('email', 'admin@sandbox.test');
const width = Number(option('width', '1440'));
const paths = args.length ? args : ['/', '/projects', '/settings'];
mkdirSync('shots', { recursive: true });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const variant of ['light', 'dark', 'ar']) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme: variant === 'dark' ? 'dark' : 'light',
    locale: variant === 'ar' ? 'ar' : 'en-US',
  });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill('Sandbox-123');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const dialog = page.getByRole('dialog');
  if (
    await dialog.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    )
  ) {
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button').click();
    await dialog.waitFor({ state: 'hidden' });
  }
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(800);
    const name = (path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') + (width === 1440 ? '' : `-${width}`);
    await page.screenshot({ path: `shots/${name}-${variant}.png`, fullPage: true });
    console.log(`shots/${name}-${variant}.png`);
  }
  await context.close();
}
await browser.close();
