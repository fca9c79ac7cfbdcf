import { IconChartHistogram } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/** The dashboard's statistics right: analytics reads the same figures, deeper (docs/api/analytics.md). */
export const ANALYTICS_PERMISSION = 'transaction-statistics';

export const analyticsRoutes: FeatureRoute[] = [
  {
    path: '/analytics',
    titleKey: 'shell:nav.analytics',
    permission: ANALYTICS_PERMISSION,
    screen: lazyPage(() => import('./pages/analytics-page'), 'AnalyticsPage'),
    nav: { order: 25, icon: IconChartHistogram },
  },
];
