import { Navigate, useLocation, useMatches } from 'react-router';
import { usePermission } from '@/features/permissions';
import { NotFoundPage } from '../router/not-found-page';
import { deepestHandle } from '../router/route-handle';
import { useStartPath } from '../router/start-page';

/**
 * A route the user may not open shows not-found, exactly as an unknown path would. "/" leads to the
 * user's start page: the dashboard, or the work of their role (the disputes needing a response).
 */
export function PermissionGate({ children }: { children: React.ReactNode }) {
  const rule = deepestHandle(useMatches(), 'permission');
  const allowed = usePermission(rule);
  const { pathname } = useLocation();
  const start = useStartPath();
  if (pathname === '/' && start !== '/') return <Navigate to={start} replace />;
  return allowed ? <>{children}</> : <NotFoundPage />;
}
