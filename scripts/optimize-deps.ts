/**
 * What the dev server's dependency optimizer handles at start (vite.config.ts `optimizeDeps`), so that no
 * page of `npm run dev` finds a dependency late. A late one is optimized again mid-session: Vite answers
 * the page's pending imports of the old bundle with `504 (Outdated Optimize Dep)` and reloads the page.
 *
 * - `entries`: every source file the browser may load, lazy pages, dialogs and the sandbox included, not
 *   only what `index.html` reaches; tests and the Node-only sandbox (`mocks/node.ts`, `mocks/test/`) are not.
 * - `include`: every package the browser code imports (`tests/optimize-deps.test.ts` keeps this list whole
 *   and current). Bundled even when the scan of the entries fails (a file mid-edit that does not parse, a
 *   package imported before it is installed), which would otherwise leave each dependency to be found when a
 *   page first imports it.
 */
export const DEV_ENTRIES = [
  'src/**/*.{ts,tsx}',
  'mocks/**/*.ts',
  '!**/*.test.{ts,tsx}',
  '!**/*.d.ts',
  '!mocks/node.ts',
  '!mocks/test/**',
  // Runs in Node at build time (scripts/sign-in-preview-plugin.ts), never in the browser.
  '!src/app/prerender/render-sign-in-page.tsx',
];

export const DEV_DEPENDENCIES = [
  '@codemirror/autocomplete',
  '@codemirror/commands',
  '@codemirror/language',
  '@codemirror/lint',
  '@codemirror/state',
  '@codemirror/view',
  '@lezer/highlight',
  '@lezer/lr',
  '@mantine/core',
  '@mantine/dates',
  '@mantine/form',
  '@mantine/hooks',
  '@mantine/notifications',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  '@sentry/browser',
  '@simplewebauthn/browser',
  '@simplewebauthn/server',
  '@tabler/icons-react',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  'axios',
  'date-fns',
  'date-fns-tz',
  'date-fns/locale/en-US',
  'dayjs/locale/ar',
  'dayjs/locale/de',
  'dayjs/locale/es',
  'dayjs/locale/et',
  'dayjs/locale/fr',
  'dayjs/locale/it',
  'dayjs/locale/lv',
  'dayjs/locale/ru',
  'dayjs/locale/uk',
  'i18next',
  'js-cookie',
  'msw',
  'msw/browser',
  'pdf-lib',
  'pusher-js/with-encryption',
  'qrcode',
  'react',
  'react-dom',
  'react-dom/client',
  'react-i18next',
  'react-redux',
  'react-router',
  'tweetnacl',
  'zod/mini',
];
