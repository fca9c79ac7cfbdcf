import { IconWebhook } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

import { WEBHOOKS_READ, WEBHOOKS_WRITE } from '@/lib/contract/developer-permissions';

const listPage = lazyPage(() => import('./pages/endpoints-page'), 'EndpointsPage');
const createPage = lazyPage(() => import('./pages/create-endpoint-page'), 'CreateEndpointPage');
const endpointPage = lazyPage(() => import('./pages/endpoint-page'), 'EndpointPage');

/** Spec §2, and the same pages under a project (linked from its page), with the same permissions. */
export const webhookRoutes: FeatureRoute[] = [
  { path: '/webhook-endpoints', titleKey: 'shell:nav.webhooks', permission: WEBHOOKS_READ, screen: listPage, nav: { order: 120, icon: IconWebhook } },
  { path: '/webhook-endpoints/create', titleKey: 'shell:nav.webhooks', permission: WEBHOOKS_WRITE, screen: createPage },
  { path: '/webhook-endpoints/:id', titleKey: 'shell:nav.webhooks', permission: WEBHOOKS_READ, screen: endpointPage },
  { path: '/projects/:projectId/webhook-endpoints/create', titleKey: 'shell:nav.webhooks', permission: WEBHOOKS_WRITE, screen: createPage },
  { path: '/projects/:projectId/webhook-endpoints/:id', titleKey: 'shell:nav.webhooks', permission: WEBHOOKS_READ, screen: endpointPage },
];
