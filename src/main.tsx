import '@mantine/core/styles.css';
import './app/prerender/sign-in-preview.css';
import { boot } from './app/boot';
import { rewriteLegacyHashLink } from './app/legacy-links';

rewriteLegacyHashLink(location, (url) => history.replaceState(null, '', url));
// The app's modules load only once /config.json is applied: none of them can read it too early.
// A start that fails (the app's code did not arrive) is told by the boot script, in the reader's language.
boot({ startApp: () => import('./app/start-app').then(({ startApp }) => startApp()) }).catch((error: unknown) => {
  console.error(error);
  window.__showStartFailure?.();
});
