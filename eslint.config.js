// ESLint 10 reads only this flat config; `.eslintrc.*` files are ignored.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The full zod build costs about 20 KB gzip on the sign-in page; zod/mini parses the same way.
const paths = [{ name: 'zod', message: "Import from 'zod/mini'." }];

const featureBoundary = {
  paths,
  patterns: [
    {
      group: ['@/features/*/*', '../../features/*/*'],
      message: 'Import a feature only through its index.ts.',
    },
  ],
};

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
      'no-restricted-imports': ['error', featureBoundary],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths,
        patterns: [
          { group: ['@/features/*', '@/app/*', '../features/*', '../../features/*', '../../app/*'], message: 'lib and components must not import features or app.' },
        ],
      }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths,
        patterns: [
          ...featureBoundary.patterns,
          { group: ['@mocks/*', '../mocks/*'], message: 'Only the composition root may load the sandbox.' },
        ],
      }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  // The benchmark runs some functions inside the page.
  { files: ['scripts/bench.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // An ES5 script: its function is called by the code the boot-script plugin wraps around it.
  { files: ['src/app/browser-check.js'], rules: { '@typescript-eslint/no-unused-vars': 'off' } },
);
