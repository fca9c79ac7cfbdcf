import { setupWorker } from 'msw/browser';
import { sandboxControls, type SandboxControls } from './controls';
import { electJobRunner } from './clock';
import { setPersistence } from './db/store';
import { setLatency } from './faults';
import { handlers } from './handlers';
import { relayPushesAcrossTabs } from './pusher-hub';

declare global {
  interface Window {
    __sandbox?: SandboxControls;
  }
}

/** Starts the in-browser sandbox backend (MSW service worker + Pusher WebSocket). */
export async function startSandbox(): Promise<void> {
  // Before the database loads: a tab that does not run the jobs leaves the overdue ones to the one that does.
  electJobRunner();
  setPersistence(true);
  setLatency(120);
  relayPushesAcrossTabs();
  window.__sandbox = sandboxControls;
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
