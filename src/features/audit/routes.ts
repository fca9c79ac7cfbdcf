import { IconHistory } from '@tabler/icons-react';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';
import { AUDIT_READ } from '@/lib/contract/audit-permissions';

export const auditRoutes: FeatureRoute[] = [
  {
    path: '/audit',
    titleKey: 'shell:nav.audit',
    permission: AUDIT_READ,
    screen: lazyPage(() => import('./pages/audit-page'), 'AuditPage'),
    nav: { order: 100, icon: IconHistory },
  },
];
