import '@mantine/core/styles.css';
import './app/prerender/sign-in-preview.css';
import { boot } from './app/boot';
import { rewriteLegacyHashLink } from './app/legacy-links';

rewriteLegacyHashLink(location, (url) => history.replaceState(null, '', url));
// The app's modules load only once /config.json is applied: none of them can read it too early.
void boot({ startApp: () => import('./app/start-app').then(({ startApp }) => startApp()) });
