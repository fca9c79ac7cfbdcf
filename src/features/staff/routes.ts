import { IconClipboardList, IconUserShield } from '@tabler/icons-react';
import { STAFF_AUDIT_PATH, STAFF_USERS_PATH } from '@/config/paths';
import { STAFF_AUDIT_READ, STAFF_USERS_READ } from '@/lib/contract/staff';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/** Internal-user administration (spec §2 "Other screens"; docs/api/staff.md): the provider's staff only, with no workspace. */
export const staffRoutes: FeatureRoute[] = [
  {
    path: STAFF_USERS_PATH,
    titleKey: 'shell:nav.staffUsers',
    permission: STAFF_USERS_READ,
    workspaceFree: true,
    screen: lazyPage(() => import('./pages/staff-users-page'), 'StaffUsersPage'),
    nav: { order: 135, icon: IconUserShield },
  },
  {
    path: `${STAFF_USERS_PATH}/:userId`,
    titleKey: 'shell:nav.staffUsers',
    permission: STAFF_USERS_READ,
    workspaceFree: true,
    screen: lazyPage(() => import('./pages/staff-user-page'), 'StaffUserPage'),
  },
  {
    path: STAFF_AUDIT_PATH,
    titleKey: 'shell:nav.staffAudit',
    permission: STAFF_AUDIT_READ,
    workspaceFree: true,
    screen: lazyPage(() => import('./pages/staff-audit-page'), 'StaffAuditPage'),
    nav: { order: 136, icon: IconClipboardList },
  },
];
