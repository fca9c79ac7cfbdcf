import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { createApp, preloadPage } from './bootstrap';
import { countPageviews, startAppMonitoring } from './monitoring';

/** Starts the app, once src/app/boot.ts has applied the configuration. */
export async function startApp() {
  // First, so that an error while starting is queued for the reporter (sent only with consent).
  const monitoring = startAppMonitoring();
  // Alongside the sandbox and the texts, not after them.
  preloadPage(location.pathname);
  // Compiled out of every build but the sandbox modes (development, test, sandbox: see vite.config.ts).
  if (__SANDBOX__) await (await import('./sandbox/start-sandbox')).startSandbox();
  const i18n = await initI18n();
  const { element, router } = createApp({ i18n });
  if (monitoring) countPageviews(router, monitoring);
  createRoot(document.getElementById('root')!).render(<StrictMode>{element}</StrictMode>);
}
