import { auditedStep, beginAudit, recordAudit } from '../actions/audit-trail';
import { sensitiveRefusal } from '../actions/sensitive';
import { identityGroups } from '../db/access';
import { membershipRefusal } from '../db/grant-rules';
import { adminLossRefusal } from '../db/team-rules';
import { pushTeamMemberUpdated, setIdentityGroups } from '../memberships';
import type { Group, Identity, Session } from '../db/schema';
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
 * Loads the target identity and group, then applies the grant rules (`db/grant-rules.ts`):
 * identities.groups.write where the group applies, not the caller's own identity, and every
 * permission of the group held there by the caller.
 */
function target(caller: Caller, identityId: string, groupId: unknown): Response | { identity: Identity; group: Group } {
  const identity = db.identities.get(identityId);
  if (!identity) return errorResponse(404, 'not-found', 'Identity not found');
  const group = typeof groupId === 'string' ? db.groups.get(groupId) : undefined;
  if (!group) return errorResponse(404, 'not-found', 'Group not found', { source: { pointer: '/data/attributes/groupId' } });
  const refusal = membershipRefusal(caller.identity, identity, group);
  if (refusal) {
    return errorResponse(403, refusal.code, refusal.title, {
      ...(refusal.detail && { detail: refusal.detail }),
      ...(refusal.missing && { meta: { groupId: group.id, missing: refusal.missing } }),
    });
  }
  return { identity, group };
}

/** The identity's new groups and their audit entry, as one step (audit-trail.ts `auditedStep`). */
function changeGroups(audit: ReturnType<typeof beginAudit>, identity: Identity, groupIds: string[]) {
  auditedStep(
    () => setIdentityGroups(identity, groupIds),
    () => recordAudit(audit, { data: null }),
  );
}

/** Adding a group is `identities/replaceIdentityGroups` by one: the same row of the sensitive-action table (step-up when it gives power). */
function groupStepUpRefusal(caller: Caller, group: Group): Response | null {
  const user = db.users.get(caller.session.userId);
  if (!user) return unauthorized();
  const refusal = sensitiveRefusal('identities/replaceIdentityGroups', {
    session: caller.session,
    user,
    identity: caller.identity,
    request: { requestReference: '', action: 'identities/replaceIdentityGroups' },
    payload: { data: { attributes: { groupIds: [group.id] } } },
  });
  const error = refusal?.errors?.[0];
  return error ? errorResponse(403, error.code, error.title ?? 'Forbidden') : null;
}

const addToGroup = apiRoute('post', 'identities/:id/groups', async ({ request, params, cookies }) => {
  const caller = callerOf(request, cookies);
  if (!caller) return unauthorized();
  const found = target(caller, String(params.id), attributesOf(await readJson(request)).groupId);
  if (found instanceof Response) return found;
  const stepUp = groupStepUpRefusal(caller, found.group);
  if (stepUp) return stepUp;
  if (!found.identity.groupIds.includes(found.group.id)) {
    const audit = beginAudit(caller.session, 'identities/addToGroup', { targetId: found.identity.id, payload: { resourceId: found.group.resourceId } });
    changeGroups(audit, found.identity, [...found.identity.groupIds, found.group.id]);
    if (found.group.resourceId) pushTeamMemberUpdated(found.group.resourceId, found.identity.userId);
  }
  return noContent();
});

const removeFromGroup = apiRoute('delete', 'identities/:id/groups/:groupId', ({ request, params, cookies }) => {
  const caller = callerOf(request, cookies);
  if (!caller) return unauthorized();
  const found = target(caller, String(params.id), String(params.groupId));
  if (found instanceof Response) return found;
  if (!found.identity.groupIds.includes(found.group.id)) return noContent();
  const kept = found.identity.groupIds.filter((id) => id !== found.group.id);
  const lastAdmin = adminLossRefusal(found.identity, [found.group], identityGroups({ ...found.identity, groupIds: kept }));
  if (lastAdmin) return errorResponse(403, lastAdmin.code, lastAdmin.title);
  const audit = beginAudit(caller.session, 'identities/removeFromGroup', { targetId: found.identity.id, payload: { resourceId: found.group.resourceId } });
  changeGroups(audit, found.identity, kept);
  if (found.group.resourceId) pushTeamMemberUpdated(found.group.resourceId, found.identity.userId);
  return noContent();
});

export const identityGroupHandlers = [addToGroup, removeFromGroup];
