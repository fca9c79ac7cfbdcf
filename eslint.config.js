// ESLint 10 reads only this flat config; `.eslintrc.*` files are ignored.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The full zod build costs about 20 KB gzip on the sign-in page; zod/mini parses the same way.
const paths = [{ name: 'zod', message: "Import from 'zod/mini'." }];

// Layers: lib, components and config are the base; features build on them; app composes everything.
// Each file gets exactly one `no-restricted-imports` setting (a later flat-config block would replace,
// not extend, an earlier one), built from the rules of its layer.
const throughIndex = { group: ['@/features/*/*', '../../features/*/*'], message: 'Import a feature only through its index.ts.' };
const noApp = { group: ['@/app', '@/app/*', '../app/*', '../../app/*', '../../../app/*'], message: 'Only src/app may import the composition root.' };
const noFeatures = { group: ['@/features', '@/features/*', '../features/*', '../../features/*'], message: 'lib, components and config must not import features.' };
const noSandbox = { group: ['@mocks', '@mocks/*', '../mocks/*', '../../mocks/*'], message: 'Only the composition root may load the sandbox.' };
const restrict = (...patterns) => ['error', { paths, patterns }];

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
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/config/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noFeatures, noApp, noSandbox) },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(throughIndex, noApp, noSandbox) },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'],
    ignores: ['src/app/sandbox/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(throughIndex, noSandbox) },
  },
  {
    files: ['src/app/sandbox/**', 'src/**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(throughIndex) },
  },
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  // The benchmark runs some functions inside the page.
  { files: ['scripts/bench.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // An ES5 script: its function is called by the code the boot-script plugin wraps around it.
  { files: ['src/app/browser-check.js'], rules: { '@typescript-eslint/no-unused-vars': 'off' } },
);
