// ESLint 10 reads only this flat config; `.eslintrc.*` files are ignored.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import featureCycles from './scripts/eslint-feature-cycles.mjs';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// The full zod build costs about 20 KB gzip on the sign-in page; zod/mini parses the same way.
const zodMini = { name: 'zod', message: "Import from 'zod/mini'." };
// The typed hooks know the store's state, dispatch and extra argument.
const typedHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use useAppSelector, useAppDispatch or useAppStore from @/lib/store.',
};
const noSandbox = { group: ['@mocks', '@mocks/*', '../mocks/*', '../../mocks/*'], message: 'Only the composition root may load the sandbox.' };

// One path to the backend (docs/api-contract.md, *Direct calls*): the async-action client and RTK Query on
// it. Only lib/http speaks HTTP: `request` and `transfer` serve the action transport and the plain calls
// of `lib/http/direct-calls`, which features import (never shared components).
const directCallModules = ['src/lib/http/**', 'src/lib/actions/create-transport.ts', 'src/lib/actions/resolve-pointer.ts'];
const axiosHere = { name: 'axios', message: 'axios is configured once, in src/lib/http/axios-transport.ts: call the backend through an action or RTK Query.' };
const plainHttp = {
  name: '@/lib/http',
  importNames: ['request', 'transfer'],
  message: 'Call the backend through an async action or RTK Query; direct calls live in the modules eslint.config.js lists.',
};
const sharedCallsNone = (name) => ({ name, message: 'A shared component calls no backend: take the call (or its hook) as a prop from the feature.' });
const downloadCalls = { name: '@/lib/download', importNames: ['useDownload', 'downloadFile'], message: sharedCallsNone('').message };
const restrict = (...patterns) => ['error', { paths: [zodMini, typedHooks], patterns }];
const restrictHttp = (...paths) => ['error', { paths: [zodMini, typedHooks, axiosHere, ...paths], patterns: [noSandbox] }];

// Layers: lib, components and config are the base; features build on them; app composes everything.
// The zones work on resolved files, so `@/features/x/y`, `../../x/y` and `../x` are caught alike.
const root = import.meta.dirname;
const src = (glob) => path.join(root, 'src', glob);
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zones = [
  ...features.map((feature) => ({
    target: src(`features/${feature}/**`),
    from: src(`features/!(${feature})/**`),
    except: [src('features/*/index.ts')],
    message: 'Import another feature only through its index.ts.',
  })),
  {
    // Whatever way it is imported (`@/lib/http/client`, `../http/client`), the client's `request` stays in lib/http.
    target: [src('features/**'), src('components/**'), src('app/**'), src('config/**'), src('lib/!(http|actions)/**')],
    from: [src('lib/http/client.ts'), src('lib/http/axios-transport.ts')],
    message: 'Call the backend through an async action, RTK Query or `@/lib/http/direct-calls`.',
  },
  {
    target: [src('lib/**'), src('components/**'), src('config/**')],
    from: [src('features/**'), src('app/**')],
    message: 'lib, components and config are below features and the composition root.',
  },
  { target: src('lib/**'), from: src('components/**'), message: 'lib is below components.' },
  // Tests may build the real store from src/app.
  { target: src('features/**/!(*.test).{ts,tsx}'), from: src('app/**'), message: 'Only src/app may import the composition root.' },
  {
    target: [src('app/**'), src('main.tsx'), path.join(root, 'tests/**'), path.join(root, 'mocks/**')],
    from: src('features/**'),
    except: [src('features/*/index.ts')],
    message: 'Import a feature only through its index.ts.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-sandbox', 'node_modules', 'public-sandbox', 'shots', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows only files with these extensions, read by this parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // A lazy page or dialog (`import()`) runs after every module has loaded, so it closes no cycle.
      // No maxDepth: the rule's time goes into parsing each module once (about 11 s of 55 s), not into depth.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // Features depend on each other one way only (docs/architecture.md, *Feature dependencies*).
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { local: featureCycles },
    rules: { 'local/no-feature-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/sandbox/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictHttp(plainHttp),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the backend through an async action or RTK Query (lib/http is the one HTTP client).' },
        { name: 'XMLHttpRequest', message: 'Call the backend through an async action or RTK Query (lib/http is the one HTTP client).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the backend through an async action or RTK Query.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the backend through an async action or RTK Query.' },
      ],
    },
  },
  { files: directCallModules, ignores: ['src/**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': restrictHttp() } },
  { files: ['src/lib/http/axios-transport.ts'], rules: { 'no-restricted-imports': restrict(noSandbox) } },
  // lib/http is the client; the runtime config is read before it exists (a static file, not the API).
  { files: ['src/lib/http/**', 'src/config/load-runtime-config.ts'], rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' } },
  {
    // Shared components show what features hand them: no backend call of their own.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            zodMini,
            typedHooks,
            axiosHere,
            plainHttp,
            downloadCalls,
            ...['@/lib/http/direct-calls', '@/lib/actions', '@/lib/api/base-api'].map(sharedCallsNone),
          ],
          patterns: [noSandbox, { group: ['@/lib/upload', '@/lib/upload/*'], message: sharedCallsNone('').message }],
        },
      ],
    },
  },
  {
    // The sandbox stands in for a server: it may not reach into the app's store or composition root.
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodMini, typedHooks],
          patterns: [
            {
              group: ['@/app', '@/app/*', '@/lib/store', '@/lib/store/*', '@/features/*', '**/src/app/**', '**/src/lib/store/**', '**/src/features/**'],
              message: 'The sandbox may use the contract and pure helpers, never the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/sandbox/**', 'src/**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'mocks/**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict() },
  },
  {
    // Mantine's close button is an icon: without a label, screen readers announce a nameless button.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(Modal|Drawer)$/]:not(:has(JSXAttribute[name.name=/^(closeButtonProps|withCloseButton)$/]))',
          message: 'Give the close button a name: closeButtonProps={{ "aria-label": t("common:close") }} (or withCloseButton={false}).',
        },
      ],
    },
  },
  {
    // Dialogs are drawn by the frames in src/components/dialogs (Dialog, ConfirmDialog, FormDialog), the one
    // place Mantine's Modal is used: title, named close button, no closing while busy. A rule id of its own,
    // so that it adds to the `no-restricted-imports` lists above instead of replacing them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/dialogs/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mantine/core'],
              importNamePattern: '^(Modal|useModal)',
              message: 'Draw a dialog with Dialog, ConfirmDialog or FormDialog from @/components/dialogs.',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  // The benchmark runs some functions inside the page.
  { files: ['scripts/bench.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // An ES5 script: its function is called by the code the boot-script plugin wraps around it.
  { files: ['src/app/browser-check.js'], rules: { '@typescript-eslint/no-unused-vars': 'off' } },
  // Formatting is Prettier's (`prettier --check` in `npm run lint`): ESLint's stylistic rules stay off.
  eslintConfigPrettier,
);
