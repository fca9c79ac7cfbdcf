import { setupWorker } from 'msw/browser';
import { sandboxControls, type SandboxControls } from './controls';
import { setPersistence } from './db/store';
import { setLatency } from './faults';
import { handlers } from './handlers';

declare global {
  interface Window {
    __sandbox?: SandboxControls;
  }
}

/** Starts the in-browser sandbox backend (MSW service worker + Pusher WebSocket). */
export async function startSandbox(): Promise<void> {
  setPersistence(true);
  setLatency(120);
  window.__sandbox = sandboxControls;
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
