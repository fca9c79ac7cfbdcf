import { useMatches } from 'react-router';
import { usePermission } from '@/features/permissions';
import { NotFoundPage } from '../router/not-found-page';
import { deepestHandle } from '../router/route-handle';

/** A route the user may not open shows not-found, exactly as an unknown path would. */
export function PermissionGate({ children }: { children: React.ReactNode }) {
  const rule = deepestHandle(useMatches(), 'permission');
  const allowed = usePermission(rule);
  return allowed ? <>{children}</> : <NotFoundPage />;
}
