import { anyOf } from '@/lib/permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/** Spec §2: an identity's page opens with any of these. */
export const IDENTITY_PAGE_PERMISSION = anyOf('users.read', 'identities.read', 'identities.groups.read');

export const identityRoutes: FeatureRoute[] = [
  {
    path: '/identity/:userId/:identityId',
    titleKey: 'shell:nav.team',
    permission: IDENTITY_PAGE_PERMISSION,
    screen: lazyPage(() => import('./pages/identity-page'), 'IdentityPage'),
  },
];
