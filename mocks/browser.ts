import { setupWorker } from 'msw/browser';
import { sandboxControls, type SandboxControls } from './controls';
import { electJobRunner } from './clock';
import { setPersistence } from './db/store';
import { setLatency } from './faults';
import { handlers } from './handlers';
import { relayPushesAcrossTabs } from './pusher-hub';

/** Set in a tab's sessionStorage before the sandbox starts: every user is in the step-up window (`sandboxControls.trustStepUp`). */
export const TRUST_STEP_UP_KEY = 'sandbox:trust-step-up';

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
  // End-to-end tests about other things than step-up start with every user in the step-up window (`trustStepUp`).
  if (sessionStorage.getItem(TRUST_STEP_UP_KEY) === '1') sandboxControls.trustStepUp();
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
