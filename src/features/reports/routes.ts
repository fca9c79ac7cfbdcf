import { IconFileAnalytics } from '@tabler/icons-react';
import { REPORTS_PERMISSION } from '@/config/permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

export const reportRoutes: FeatureRoute[] = [
  {
    path: '/reports',
    titleKey: 'shell:nav.reports',
    permission: REPORTS_PERMISSION,
    screen: lazyPage(() => import('./list/reports-page'), 'ReportsPage'),
    nav: { order: 40, icon: IconFileAnalytics },
  },
  {
    path: '/reports/:reportId/:serviceName?',
    titleKey: 'reports:details.title',
    permission: REPORTS_PERMISSION,
    screen: lazyPage(() => import('./details/report-details-page'), 'ReportDetailsPage'),
  },
];
