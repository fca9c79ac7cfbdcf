import { Navigate, useLocation, useMatches } from 'react-router';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { NotFoundPage } from '../router/not-found-page';
import { deepestHandle } from '../router/route-handle';
import { useStartPath } from '../router/start-page';

/**
 * A route the user may not open shows not-found, exactly as an unknown path would; so does an
 * organizations-only page on a project's workspace. "/" leads to the
 * user's start page: the dashboard, or the work of their role (the disputes needing a response).
 */
export function PermissionGate({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const rule = deepestHandle(matches, 'permission');
  const organizationsOnly = deepestHandle(matches, 'organizationsOnly') === true;
  const isOrganization = useAppSelector(selectSelectedResource)?.resourceType === 'organization';
  const allowed = usePermission(rule) && (!organizationsOnly || isOrganization);
  const { pathname } = useLocation();
  const start = useStartPath();
  if (pathname === '/' && start !== '/') return <Navigate to={start} replace />;
  return allowed ? <>{children}</> : <NotFoundPage />;
}
