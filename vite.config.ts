/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { browserCheckPlugin } from './scripts/browser-check-plugin.ts';

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
];

// react-router 7 exports only its development build (remix-run/react-router#12532): builds take its
// production build, which leaves out the development warnings.
const reactRouterProduction = { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) };

export default defineConfig(({ mode, command }) => ({
  plugins: [react(), browserCheckPlugin(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: { alias: command === 'build' ? [...alias, reactRouterProduction] : alias },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  define: {
    // The sandbox (MSW) is compiled in only for `npm run dev`, tests and the sandbox build.
    __SANDBOX__: JSON.stringify(mode !== 'production'),
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 800 },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
    alias: { 'pusher-js': fileURLToPath(new URL('./node_modules/pusher-js/dist/web/pusher.js', import.meta.url)) },
    pool: 'forks',
  },
}));
