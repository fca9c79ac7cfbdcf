import type { Identity, Session } from '../db/schema';
import { activeIdentity, resolveSession } from '../sessions';
import { forbidden, unauthorized } from './respond';

/**
 * Who asks for a file download: a signed-in (full) session and the identity it acts as. 401 without
 * such a session; 403 `forbidden` when its identity is not active (deactivated since sign-in), as an
 * action would refuse it. What the identity may read is the handler's check (404 when it may not).
 */
export function fileCaller(request: Request, cookies: Record<string, string>): { session: Session; identity: Identity } | Response {
  const session = resolveSession(request, cookies);
  if (!session || session.scope !== 'full') return unauthorized();
  const identity = activeIdentity(session);
  return identity ? { session, identity } : forbidden();
}
