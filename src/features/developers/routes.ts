import { IconTerminal2 } from '@tabler/icons-react';
import { API_KEYS_READ, WEBHOOKS_READ } from '@/lib/contract/developer-permissions';
import { anyOf } from '@/lib/permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/** The hub shows each part where its right is held; the request log is the API keys' (docs/api/api-request-log.md). */
export const DEVELOPERS_PERMISSION = anyOf(API_KEYS_READ, WEBHOOKS_READ);

const hubPage = lazyPage(() => import('./pages/developers-page'), 'DevelopersPage');
const logPage = lazyPage(() => import('./pages/request-log-page'), 'RequestLogPage');
const requestPage = lazyPage(() => import('./pages/request-page'), 'RequestPage');

/** The catalogue's "developers" (spec §2): the hub, the API request log and one request. */
export const developerRoutes: FeatureRoute[] = [
  { path: '/developers', titleKey: 'shell:nav.developers', permission: DEVELOPERS_PERMISSION, screen: hubPage, nav: { order: 105, icon: IconTerminal2 } },
  { path: '/developers/requests', titleKey: 'developers:log.title', permission: API_KEYS_READ, screen: logPage },
  { path: '/developers/requests/:id', titleKey: 'developers:log.title', permission: API_KEYS_READ, screen: requestPage },
];
