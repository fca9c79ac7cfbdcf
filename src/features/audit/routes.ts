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
  // The security events of the same trail, for the same readers; reached from the audit page's views.
  {
    path: '/audit/security',
    titleKey: 'audit:security.title',
    permission: AUDIT_READ,
    screen: lazyPage(() => import('./pages/security-log-page'), 'SecurityLogPage'),
  },
];
