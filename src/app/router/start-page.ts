import { DISPUTES_NEEDING_RESPONSE } from '@/features/disputes';
import { STATISTICS_PERMISSION } from '@/features/home';
import { reportUnknownPermission, selectPermissionSet } from '@/features/permissions';
import { DISPUTES_READ, DISPUTES_WRITE } from '@/lib/contract/dispute-permissions';
import { allOf, isAllowed, type PermissionRule, type PermissionSet } from '@/lib/permissions';
import { useAppSelector } from '@/lib/store';
import { STAFF_USERS_READ } from '@/lib/contract/staff';
import { STAFF_USERS_PATH } from '@/config/paths';
import { routeOf } from './dashboard-routes';

/**
 * Where "/" leads: the first of these pages the user may act on, so each role starts on its work
 * (docs/architecture.md, "Where a user starts"). The dashboard for whoever reads the statistics
 * (admin, finance, support, developer); the disputes needing a response for the disputes role.
 */
const startPages: readonly { path: string; needs: PermissionRule | undefined }[] = [
  // The provider's staff (no merchant holds it): their users' search.
  { path: STAFF_USERS_PATH, needs: STAFF_USERS_READ },
  { path: '/', needs: STATISTICS_PERMISSION },
  { path: DISPUTES_NEEDING_RESPONSE, needs: allOf(DISPUTES_READ, DISPUTES_WRITE) },
  { path: '/transactions', needs: routeOf('/transactions')?.permission },
  { path: DISPUTES_NEEDING_RESPONSE, needs: DISPUTES_READ },
  { path: '/reports', needs: routeOf('/reports')?.permission },
];

/** The user's start page; the dashboard (which explains what is missing) when none fits. */
export const startPath = (permissions: PermissionSet): string =>
  startPages.find(({ needs }) => needs !== undefined && isAllowed(needs, permissions, reportUnknownPermission))?.path ?? '/';

export const useStartPath = () => startPath(useAppSelector(selectPermissionSet));
