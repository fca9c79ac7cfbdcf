import { IconApi } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { API_KEYS_READ, API_KEYS_WRITE } from '@/lib/contract/developer-permissions';

const listPage = lazyPage(() => import('./pages/api-keys-page'), 'ApiKeysPage');
const createPage = lazyPage(() => import('./pages/create-api-key-page'), 'CreateApiKeyPage');
const keyPage = lazyPage(() => import('./pages/api-key-page'), 'ApiKeyPage');

/**
 * Spec §2. Keys are a project's: the project-scoped paths (linked from the project's page) take the
 * same rules, and their pages check that the project is one of the workspace's and what the user
 * holds there.
 */
export const apiKeyRoutes: FeatureRoute[] = [
  { path: '/api-keys', titleKey: 'shell:nav.apiKeys', permission: API_KEYS_READ, screen: listPage, nav: { order: 110, icon: IconApi } },
  { path: '/api-keys/create', titleKey: 'shell:nav.apiKeys', permission: API_KEYS_WRITE, screen: createPage },
  { path: '/api-keys/:id', titleKey: 'shell:nav.apiKeys', permission: API_KEYS_READ, screen: keyPage },
  { path: '/projects/:projectId/api-keys/create', titleKey: 'shell:nav.apiKeys', permission: API_KEYS_WRITE, screen: createPage },
  { path: '/projects/:projectId/api-keys/:id', titleKey: 'shell:nav.apiKeys', permission: API_KEYS_READ, screen: keyPage },
];
