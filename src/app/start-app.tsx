import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { createApp, preloadPage } from './bootstrap';
import { countPageviews, startAppMonitoring } from './monitoring';
import { SIGN_IN_PREVIEW_ATTRIBUTE } from './prerender/sign-in-preview';

/** Starts the app, once src/app/boot.ts has applied the configuration. */
export async function startApp() {
  // First, so that an error while starting is queued for the reporter (sent only with consent).
  const monitoring = startAppMonitoring();
  // Alongside the sandbox and the texts, not after them.
  preloadPage(location.pathname);
  // Compiled out of every build but the sandbox modes (development, test, sandbox: see vite.config.ts).
  if (__SANDBOX__) await (await import('./sandbox/start-sandbox')).startSandbox();
  const i18n = await initI18n();
  const { element, router, firstPageReady } = createApp({ i18n });
  if (monitoring) countPageviews(router, monitoring);
  // The build-time sign-in page (index.html) stays until the real one renders in one go, with no loader between.
  if (document.documentElement.hasAttribute(SIGN_IN_PREVIEW_ATTRIBUTE)) await firstPageReady();
  // The build's boot script loads the stylesheet beside this code (scripts/start-loader.ts): never render unstyled.
  await window.__appStyles;
  // That code is a script the boot script added, which may run before the parser has reached #root.
  if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  createRoot(document.getElementById('root')!).render(<StrictMode>{element}</StrictMode>);
}
