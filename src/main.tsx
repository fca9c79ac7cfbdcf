import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp, preloadPage } from './app/bootstrap';
import { rewriteLegacyHashLink } from './app/legacy-links';
import { initI18n } from './lib/i18n';

async function start() {
  rewriteLegacyHashLink(location, (url) => history.replaceState(null, '', url));
  // Alongside the sandbox and the texts, not after them.
  preloadPage(location.pathname);
  // Compiled out of every build but the sandbox modes (development, test, sandbox: see vite.config.ts).
  if (__SANDBOX__) await (await import('./app/sandbox/start-sandbox')).startSandbox();
  const i18n = await initI18n();
  const { element } = createApp({ i18n });
  createRoot(document.getElementById('root')!).render(<StrictMode>{element}</StrictMode>);
}

void start();
