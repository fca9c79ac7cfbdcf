import { IconUsers } from '@tabler/icons-react';
import { anyOf } from '@/lib/permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/** Spec §2: the team list needs either users permission. */
export const TEAM_PERMISSION = anyOf('users.read', 'users.write');
/** Spec §2: a member's page (and an identity's) opens with any of these. */
export const TEAM_MEMBER_PERMISSION = anyOf('users.read', 'identities.read', 'identities.groups.read');

export const teamRoutes: FeatureRoute[] = [
  {
    path: '/team',
    titleKey: 'shell:nav.team',
    permission: TEAM_PERMISSION,
    screen: lazyPage(() => import('./pages/team-page'), 'TeamPage'),
    nav: { order: 90, icon: IconUsers },
  },
  {
    path: '/team/:id',
    titleKey: 'shell:nav.team',
    permission: TEAM_MEMBER_PERMISSION,
    screen: lazyPage(() => import('./pages/team-member-page'), 'TeamMemberPage'),
  },
];
