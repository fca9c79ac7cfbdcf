import { can, canEverywhere } from '../db/access';
import type { Identity, Session } from '../db/schema';
import { db } from '../db/store';
import { resolveSession } from '../sessions';
import { apiRoute, attributesOf, errorResponse, noContent, readJson, unauthorized } from './respond';

type Caller = { session: Session; identity: Identity };

function callerOf(request: Request, cookies: Record<string, string>): Caller | null {
  const session = resolveSession(request, cookies);
  const identity = session?.scope === 'full' && session.identityId ? db.identities.get(session.identityId) : undefined;
  return session && identity ? { session, identity } : null;
}

/**
 * Loads the target identity and group, checking identities.groups.write on the group's resource; a
 * global group (on no resource) needs the right globally, not just somewhere.
 */
function target(caller: Caller, identityId: string, groupId: unknown): Response | { identity: Identity; groupId: string } {
  const identity = db.identities.get(identityId);
  if (!identity) return errorResponse(404, 'not-found', 'Identity not found');
  const group = typeof groupId === 'string' ? db.groups.get(groupId) : undefined;
  if (!group) return errorResponse(404, 'not-found', 'Group not found', { source: { pointer: '/data/attributes/groupId' } });
  const allowed = group.resourceId === null
    ? canEverywhere(caller.identity, 'identities.groups.write')
    : can(caller.identity, 'identities.groups.write', group.resourceId);
  if (!allowed) return errorResponse(403, 'forbidden', 'Forbidden');
  return { identity, groupId: group.id };
}

const addToGroup = apiRoute('post', 'identities/:id/groups', async ({ request, params, cookies }) => {
  const caller = callerOf(request, cookies);
  if (!caller) return unauthorized();
  const found = target(caller, String(params.id), attributesOf(await readJson(request)).groupId);
  if (found instanceof Response) return found;
  if (!found.identity.groupIds.includes(found.groupId)) {
    db.identities.patch(found.identity.id, { groupIds: [...found.identity.groupIds, found.groupId] });
  }
  return noContent();
});

const removeFromGroup = apiRoute('delete', 'identities/:id/groups/:groupId', ({ request, params, cookies }) => {
  const caller = callerOf(request, cookies);
  if (!caller) return unauthorized();
  const found = target(caller, String(params.id), String(params.groupId));
  if (found instanceof Response) return found;
  db.identities.patch(found.identity.id, { groupIds: found.identity.groupIds.filter((id) => id !== found.groupId) });
  return noContent();
});

export const identityGroupHandlers = [addToGroup, removeFromGroup];
