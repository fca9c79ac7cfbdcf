import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { applyConfig } from '@/config/env';
import { parseRuntimeConfig } from '@/config/runtime-config';
import { sandboxConfigJson } from '../scripts/sandbox-config';
import { hubState } from '@mocks/pusher-hub';

// What src/app/boot.ts does in the page: the test mode's config.json, generated from .env.test as `npm run dev` does.
const testConfig = parseRuntimeConfig(sandboxConfigJson(import.meta.env), true);
if (!testConfig.ok) throw new Error(`The test configuration is invalid: ${testConfig.problems.join('; ')}`);
applyConfig(testConfig.config);

// Test files run in parallel workers of one process, where a BroadcastChannel reaches every worker:
// each worker's "tabs" (apps of one test) talk among themselves only.
const workerScope = `${process.env.VITEST_POOL_ID ?? '0'}-${Math.random()}`;
if (typeof globalThis.BroadcastChannel === 'function') {
  const Native = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class extends Native {
    constructor(name: string) {
      super(`${name}@${workerScope}`);
    }
  };
}

// jsdom lacks these browser APIs that Mantine uses (a test file may run in node instead).
// The test browser asks for reduced motion: the app then opens and closes menus, dialogs and drawers
// without a transition, so no test waits for one.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: /prefers-reduced-motion:\s*reduce/.test(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (typeof window !== 'undefined') window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it for fonts that finish loading.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Two test files run at once on CI's two cores: a lazily loaded page can take seconds to appear.
configure({ asyncUtilTimeout: 15_000 });

// Files share their worker's modules (vite.config.ts): nothing one test leaves behind reaches the next.
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
// Per file, not per test: a property test's runs (each a test to the hooks) share the fake clock it set up.
afterAll(() => vi.useRealTimers());

// Files share their worker: a socket a test leaves open stays subscribed in the sandbox's hub and gets
// every later file's pushes (it once made another file count 24 subscriptions instead of 1). Closing
// is asynchronous, so the check waits a moment before it names the leak.
beforeEach(async () => {
  const open = () => hubState().sockets;
  if (open() === 0) return;
  await vi
    .waitFor(() => expect(open()).toBe(0), { timeout: 2_000 })
    .catch(() => {
      throw new Error(`${open()} sandbox socket(s) left open by an earlier test: close them (closeLiveSockets, app.dispose)`);
    });
});
