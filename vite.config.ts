import { configDefaults } from 'vitest/config';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { bootScriptPlugin } from './scripts/boot-script-plugin.ts';
import { sandboxWorkerPlugin } from './scripts/sandbox-worker-plugin.ts';
import { runtimeConfigPlugin } from './scripts/runtime-config-plugin.ts';
import { signInPreviewPlugin } from './scripts/sign-in-preview-plugin.ts';
import { pageTextsPlugin } from './scripts/page-texts-plugin.ts';
import { DEV_DEPENDENCIES, DEV_ENTRIES } from './scripts/optimize-deps.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
];

// react-router 7 exports only its development build (remix-run/react-router#12532): builds take its
// production build, which leaves out the development warnings.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * The test files, in groups that each share one worker's modules. A worker that shares runs file after
 * file and its heap grows with them (2.3 GB by the end of one group for all files, against a 4 GB limit
 * per worker thread: the CI's worker died at it): each group starts a fresh worker.
 */
const sharedGroups: Record<string, { include: string[]; exclude?: string[] }> = {
  sandbox: { include: ['mocks/**/*.test.ts', 'tests/*.test.{ts,tsx}'] },
  'features-a-l': { include: ['src/features/[a-l]*/**/*.test.{ts,tsx}'] },
  'features-m-z': { include: ['src/features/[m-z]*/**/*.test.{ts,tsx}'] },
  app: { include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'], exclude: ['src/features/**'] },
};
/** Test files that replace modules (vi.mock, vi.doMock) and so cannot share their worker's. */
const freshModuleFiles = '**/*.fresh-modules.test.{ts,tsx}';

/** The only modes with the sandbox (MSW backend, its worker and panel): any other mode builds without it. */
const SANDBOX_MODES = ['development', 'test', 'sandbox'];

export default defineConfig(({ mode, command }) => {
  const sandbox = SANDBOX_MODES.includes(mode);
  const e2eDevServer = process.env.E2E_DEV_SERVER === '1';
  return {
    // config.json: generated from the mode's VITE_* variables in the sandbox modes, the operator's own in production.
    plugins: [
      react(),
      pageTextsPlugin(root),
      bootScriptPlugin(root),
      signInPreviewPlugin(fileURLToPath(import.meta.url)),
      runtimeConfigPlugin(loadEnv(mode, root, 'VITE_'), sandbox),
      ...(sandbox ? [sandboxWorkerPlugin(fileURLToPath(new URL('./public-sandbox', import.meta.url)))] : []),
    ],
    resolve: { alias: command === 'build' ? [...alias, reactRouterProduction] : alias },
    // No security headers on the dev server: HMR needs inline scripts. The built app gets the strict set,
    // built from the config.json of the folder `vite preview` serves (scripts/runtime-config-plugin.ts).
    // The sandbox build (`npm test`) writes dist-sandbox/index.html: not a reason to reload `npm run dev`'s page.
    // The e2e dev server (playwright.config.ts, E2E_DEV_SERVER=1) watches no file: an edit elsewhere in the tree
    // must not reload the page under test.
    server: { port: 5173, strictPort: true, watch: e2eDevServer ? null : { ignored: ['**/dist-sandbox/**'] } },
    // Every dependency optimized at the dev server's start, none found late by a page (scripts/optimize-deps.ts).
    // Not for the build's sign-in prerender server (mode production, scripts/sign-in-preview-plugin.ts), which
    // optimizes nothing of its own: its `include: []` would be merged with this list, not replace it.
    ...(mode !== 'production' && { optimizeDeps: { entries: DEV_ENTRIES, include: DEV_DEPENDENCIES } }),
    // The e2e dev server optimizes them afresh in a folder of its own, leaving `npm run dev`'s in place.
    cacheDir: e2eDevServer ? 'node_modules/.vite-e2e' : 'node_modules/.vite',
    preview: { port: 4173, strictPort: true },
    define: {
      __SANDBOX__: JSON.stringify(sandbox),
    },
    build: {
      sourcemap: process.env.SOURCEMAP === '1',
      chunkSizeWarningLimit: 800,
      // Everything the entry imports statically loads on every page anyway: one file, not the ~80 small
      // chunks Rolldown otherwise cuts it into by which lazy page shares what (on /login: 22 requests
      // instead of 97, and 276 KB gzip instead of 310 KB, the chunks' own overhead gone).
      // src/app/start-app.tsx is imported only once config.json is applied (src/main.tsx), but it is an entry
      // of its own so that its static imports join that one file too: it downloads beside config.json, not
      // after it. Its modules read the configuration only when called (src/config/env.ts).
      rolldownOptions: {
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          'start-app': fileURLToPath(new URL('./src/app/start-app.tsx', import.meta.url)),
        },
        output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
      },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      // A bound, not a wait: a passing test ends when its state is reached. On a machine whose cores another
      // suite is using, an integration test through the whole app took over 20 s.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // The browser build with encrypted channels (the app loads `pusher-js/with-encryption`), for the app and for tests that
      // import 'pusher-js' themselves: the sandbox pushes only on `private-encrypted-` channels.
      alias: [
        {
          find: /^pusher-js(\/with-encryption)?$/,
          replacement: fileURLToPath(new URL('./node_modules/pusher-js/dist/web/pusher-with-encryption.js', import.meta.url)),
        },
      ],
      pool: 'threads',
      // Vitest's default is one worker fewer than the cores: a single worker on CI's two.
      maxWorkers: 2,
      // Most files share their worker's modules (the app is imported once per worker, not once per file;
      // tests/setup.ts puts back what a file may leave behind). Files that replace modules need their own.
      projects: [
        ...Object.entries(sharedGroups).map(([name, group]) => ({
          extends: true as const,
          test: { name, isolate: false, include: group.include, exclude: [...configDefaults.exclude, freshModuleFiles, ...(group.exclude ?? [])] },
        })),
        { extends: true, test: { name: 'fresh-modules', include: [freshModuleFiles] } },
      ],
    },
  };
});
