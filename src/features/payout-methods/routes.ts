import { IconCreditCard } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { PAYOUT_METHODS_READ } from '@/lib/contract/money-permissions';

export const payoutMethodRoutes: FeatureRoute[] = [
  {
    path: '/payout-methods',
    titleKey: 'shell:nav.payoutMethods',
    permission: PAYOUT_METHODS_READ,
    organizationsOnly: true,
    screen: lazyPage(() => import('./pages/payout-methods-page'), 'PayoutMethodsPage'),
    nav: { order: 62, group: 'accounts', icon: IconCreditCard },
  },
];
