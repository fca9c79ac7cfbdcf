import { defineConfig } from '@playwright/test';

// `npm test` picks a free port, so that two checkouts can run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
// The dev server (`npx vite`, as `npm run dev` serves it) for `dev-server.spec.ts`; `npm test` picks this one too.
const devPort = Number(process.env.E2E_DEV_PORT ?? port + 1);
// The sandbox as a local server (`npm run sandbox:server`) for `sandbox-server.spec.ts`; `npm test` picks this one too.
const serverPort = Number(process.env.E2E_SERVER_PORT ?? port + 2);

/** End-to-end tests in Debian's Chromium against the sandbox build (MSW in the page). */
export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder at start: a folder of its own keeps test-results/vitest.json.
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  // CI has two cores for two workers and the preview server: a reload's session restore can pass 10 s.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records a screencast and DOM snapshots of every step: that rendering was a third of the
    // run's CPU. A failing test is tried again on CI, and the retry records the trace to look at.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // First, so that its one long walk starts beside the other specs instead of after them.
    // The same browser on the dev server: what `npm run dev` serves must never go blank (docs/testing.md).
    {
      name: 'dev-server',
      testMatch: 'dev-server.spec.ts',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, baseURL: `http://localhost:${devPort}` },
    },
    // The production build in dist/ against the sandbox as a real HTTP and WebSocket server (sandbox-server/README.md).
    {
      name: 'sandbox-server',
      testMatch: 'sandbox-server.spec.ts',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, baseURL: `http://localhost:${serverPort}` },
    },
    {
      name: 'chromium',
      testIgnore: ['dev-server.spec.ts', 'sandbox-server.spec.ts'],
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      // `npx vite` as `npm run dev` runs it, but with its dependencies optimized afresh (--force) in a cache
      // folder of its own and no file watching (E2E_DEV_SERVER, vite.config.ts); dev-server.spec.ts reads its log.
      // First: it is ready at once, and optimizes while the sandbox build below runs.
      command: `node_modules/.bin/msw init public-sandbox --save=false && mkdir -p test-results && exec node_modules/.bin/vite --port ${devPort} --strictPort --force > test-results/dev-server.log 2>&1`,
      env: { E2E_DEV_SERVER: '1' },
      url: `http://localhost:${devPort}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `node_modules/.bin/msw init public-sandbox --save=false && node_modules/.bin/vite build --mode sandbox --outDir dist-sandbox && node_modules/.bin/vite preview --mode sandbox --outDir dist-sandbox --port ${port} --strictPort`,
      url: `http://localhost:${port}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
    },
    {
      // Builds nothing: it serves dist/ as `npm run build` left it (`npm test` builds it first; built only when missing),
      // from the seed, in memory.
      command: `node sandbox-server/main.mjs --port=${serverPort} --no-build --fresh --no-persist`,
      url: `http://localhost:${serverPort}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
    },
  ],
});
