import { IconChartPie, IconGavel } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { DISPUTES_READ } from '@/lib/contract/dispute-permissions';

/** Spec §2: the disputes pages need `read-only`; acting on a dispute needs `disputes.write` (DISPUTES_WRITE). */
export const disputeRoutes: FeatureRoute[] = [
  {
    path: '/disputes',
    titleKey: 'shell:nav.disputes',
    permission: DISPUTES_READ,
    screen: lazyPage(() => import('./list/disputes-page'), 'DisputesPage'),
    nav: { order: 71, group: 'disputes', icon: IconGavel, badge: 'disputes' },
  },
  {
    path: '/disputes/:disputeId',
    titleKey: 'disputes:page.dispute',
    permission: DISPUTES_READ,
    screen: lazyPage(() => import('./details/dispute-details-page'), 'DisputeDetailsPage'),
  },
  {
    path: '/aggregated-disputes',
    titleKey: 'shell:nav.aggregatedDisputes',
    permission: DISPUTES_READ,
    screen: lazyPage(() => import('./aggregated/aggregated-disputes-page'), 'AggregatedDisputesPage'),
    nav: { order: 72, group: 'disputes', icon: IconChartPie },
  },
];
