/**
 * Applying a change of memberships (the rules are `db/team-rules.ts` and `db/grant-rules.ts`) and
 * telling whom it concerns (docs/api/team.md, *Push events*):
 * - `permissions-changed` `{identityId}` to every signed-in session of an identity whose groups changed;
 * - `session-ended` `{reason, endedBy?}` to a session right before the sandbox ends it;
 * - `resource-updated` `{type: 'team-members', id}` to those who read the team of the workspace (or
 *   of a workspace under it, which inherits its members).
 */
import type { TeamRole } from '@/lib/contract/team';
import { can, identityGroups, lineage } from './db/access';
import { newId } from './db/ids';
import type { Group, Identity, Resource, User } from './db/schema';
import { db } from './db/store';
import { groupNameFor, TEAM_READ } from './db/team-rules';
import { pushToSession } from './pusher-hub';
import { endSession } from './sessions';

export type SessionEndReason = 'token-deleted' | 'member-removed';

/** Who ended a session, as the ended device is told (`session-ended`'s `endedBy`): the user's id and name. */
export const endedByOf = (user: Pick<User, 'id' | 'name' | 'email'>) => ({ id: user.id, name: user.name || user.email });

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name) => b.includes(name));

/**
 * The group that gives `role` on the workspace: the existing one (for custom, one with exactly those
 * permissions), else a new one.
 */
export function groupFor(resource: Resource, role: TeamRole, permissions: readonly string[] = []): Group {
  const wanted = role === 'custom' ? [...new Set(permissions)].sort() : [];
  const existing = db.groups.find(
    (group) => group.resourceId === resource.id && group.role === role && (role !== 'custom' || sameSet(group.permissions ?? [], wanted)),
  );
  if (existing) return existing;
  return db.groups.insert({
    id: newId('grp'),
    name: groupNameFor(resource, role),
    role,
    resourceId: resource.id,
    ...(role === 'custom' && { permissions: wanted }),
  });
}

const signedInSessions = (identityId: string) => db.sessions.filter((s) => s.scope === 'full' && s.identityId === identityId);

/**
 * Gives the identity exactly these groups: without any it turns inactive (it no longer opens
 * anything), with some again active. Pushes `permissions-changed` to its sessions when they changed.
 */
export function setIdentityGroups(identity: Identity, groupIds: readonly string[]): Identity {
  const next = [...new Set(groupIds)];
  if (sameSet(identity.groupIds, next)) return identity;
  const status = next.length === 0 ? 'inactive' : identity.groupIds.length === 0 ? 'active' : identity.status;
  const changed = db.identities.patch(identity.id, { groupIds: next, status }) ?? identity;
  pushPermissionsChanged(identity.id);
  return changed;
}

export function pushPermissionsChanged(identityId: string) {
  for (const session of signedInSessions(identityId)) pushToSession(session.id, 'permissions-changed', { identityId });
}

/** Pushes `session-ended` to the session (on the channels it has now), naming who ended it, then ends it. */
export function endSessionWithPush(sessionId: string, reason: SessionEndReason, endedBy?: Pick<User, 'id' | 'name' | 'email'>) {
  const session = db.sessions.get(sessionId);
  if (!session) return;
  pushToSession(session.id, 'session-ended', { reason, ...(endedBy && { endedBy: endedByOf(endedBy) }) }, [...session.channels]);
  endSession(session.id);
}

/** Ends every signed-in session of the identity (a removed member), each told first. */
export function endIdentitySessions(identityId: string, reason: SessionEndReason, endedBy?: Pick<User, 'id' | 'name' | 'email'>) {
  for (const session of signedInSessions(identityId)) endSessionWithPush(session.id, reason, endedBy);
}

/** True when the identity reads the team of the workspace or of one under it. */
function readsTeam(identity: Identity, resourceId: string): boolean {
  if (can(identity, TEAM_READ, resourceId)) return true;
  return identityGroups(identity).some(
    (group) => group.resourceId !== null && lineage(group.resourceId).some((r) => r.id === resourceId) && can(identity, TEAM_READ, group.resourceId),
  );
}

/** `resource-updated` `{type: 'team-members', id}` (a member's user id or an invitation's id) to whoever reads that team. */
export function pushTeamMemberUpdated(resourceId: string, id: string, type = 'team-members') {
  const verdicts = new Map<string, boolean>();
  for (const session of db.sessions.all()) {
    if (session.scope !== 'full' || !session.identityId || session.channels.length === 0) continue;
    let reads = verdicts.get(session.identityId);
    if (reads === undefined) {
      const identity = db.identities.get(session.identityId);
      reads = identity !== undefined && identity.status === 'active' && readsTeam(identity, resourceId);
      verdicts.set(session.identityId, reads);
    }
    if (reads) pushToSession(session.id, 'resource-updated', { type, id });
  }
}
