import { IconListCheck, IconShieldCog, IconShieldSearch } from '@tabler/icons-react';
import { antifraudPermissions } from '@/lib/contract/antifraud-permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/** The Antifraud group (docs/api/antifraud.md, ADR 0011); its entry counts the open reviews. */
export const antifraudRoutes: FeatureRoute[] = [
  {
    path: '/antifraud/reviews',
    titleKey: 'shell:nav.reviews',
    permission: antifraudPermissions.reviewsRead,
    screen: lazyPage(() => import('./pages/reviews-page'), 'ReviewsPage'),
    nav: { order: 75, group: 'antifraud', icon: IconShieldSearch, badge: 'reviews' },
  },
  {
    path: '/antifraud/reviews/:reviewId',
    titleKey: 'shell:nav.reviews',
    permission: antifraudPermissions.reviewsRead,
    screen: lazyPage(() => import('./pages/review-page'), 'ReviewPage'),
  },
  {
    path: '/antifraud/lists',
    titleKey: 'shell:nav.antifraudLists',
    permission: antifraudPermissions.listsRead,
    screen: lazyPage(() => import('./pages/lists-page'), 'ListsPage'),
    nav: { order: 76, group: 'antifraud', icon: IconListCheck },
  },
  {
    path: '/antifraud/lists/:listId',
    titleKey: 'shell:nav.antifraudLists',
    permission: antifraudPermissions.listsRead,
    screen: lazyPage(() => import('./pages/antifraud-list-page'), 'AntifraudListPage'),
  },
  {
    path: '/antifraud/rules',
    titleKey: 'shell:nav.antifraudRules',
    permission: antifraudPermissions.rulesRead,
    screen: lazyPage(() => import('./pages/rules-page'), 'RulesPage'),
    nav: { order: 77, group: 'antifraud', icon: IconShieldCog },
  },
  {
    path: '/antifraud/rules/new',
    titleKey: 'shell:nav.antifraudRules',
    permission: antifraudPermissions.rulesWrite,
    screen: lazyPage(() => import('./pages/rule-page'), 'NewRulePage'),
  },
  {
    path: '/antifraud/rules/:ruleId',
    titleKey: 'shell:nav.antifraudRules',
    permission: antifraudPermissions.rulesRead,
    screen: lazyPage(() => import('./pages/rule-page'), 'RulePage'),
  },
];
