import { IconArchive, IconSend } from '@tabler/icons-react';
import { anyOf } from '@/lib/permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { OLD_PAYOUT_REQUESTS_READ, PAYOUTS_READ } from '@/lib/contract/money-permissions';

export const payoutRoutes: FeatureRoute[] = [
  {
    path: '/payouts',
    titleKey: 'shell:nav.processingPayouts',
    permission: PAYOUTS_READ,
    screen: lazyPage(() => import('./pages/payouts-page'), 'PayoutsPage'),
    nav: { order: 53, group: 'billing', icon: IconSend },
  },
  {
    path: '/payouts/:payoutId',
    titleKey: 'shell:nav.processingPayouts',
    permission: PAYOUTS_READ,
    screen: lazyPage(() => import('./pages/payout-details-page'), 'PayoutDetailsPage'),
  },
  {
    path: '/payout-requests',
    titleKey: 'shell:nav.payoutRequests',
    // The old service's own name for the right is accepted too (docs/api/balances.md, Permissions).
    permission: anyOf(OLD_PAYOUT_REQUESTS_READ, 'payout-requests.read'),
    screen: lazyPage(() => import('./pages/payout-requests-page'), 'PayoutRequestsPage'),
    nav: { order: 54, group: 'billing', icon: IconArchive, when: 'oldPayouts' },
  },
];
