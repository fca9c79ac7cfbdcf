import { IconReceipt2 } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { SETTLEMENTS_READ } from '@/lib/contract/money-permissions';

export const settlementRoutes: FeatureRoute[] = [
  {
    path: '/settlement',
    titleKey: 'shell:nav.settlementPayouts',
    permission: SETTLEMENTS_READ,
    organizationsOnly: true,
    screen: lazyPage(() => import('./list/settlements-page'), 'SettlementsPage'),
    nav: { order: 63, group: 'accounts', icon: IconReceipt2 },
  },
  {
    path: '/settlement/:settlementId',
    titleKey: 'settlements:details.title',
    permission: SETTLEMENTS_READ,
    organizationsOnly: true,
    screen: lazyPage(() => import('./details/settlement-details-page'), 'SettlementDetailsPage'),
  },
];
