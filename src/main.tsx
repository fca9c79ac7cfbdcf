import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/bootstrap';
import { rewriteLegacyHashLink } from './app/legacy-links';
import { countPageviews, startAppMonitoring } from './app/monitoring';
import { initI18n } from './lib/i18n';

async function start() {
  rewriteLegacyHashLink(location, (url) => history.replaceState(null, '', url));
  // First, so that an error while starting is queued for the reporter (sent only with consent).
  const monitoring = startAppMonitoring();
  // Compiled out of every build but the sandbox modes (development, test, sandbox: see vite.config.ts).
  if (__SANDBOX__) await (await import('./app/sandbox/start-sandbox')).startSandbox();
  const i18n = await initI18n();
  const { element, router } = createApp({ i18n });
  if (monitoring) countPageviews(router, monitoring);
  createRoot(document.getElementById('root')!).render(<StrictMode>{element}</StrictMode>);
}

void start();
