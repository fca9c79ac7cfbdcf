/** How staff read users (docs/api/staff.md): the summary of the search, and one user in full. */
import { accountWorkspaces, identityGroups, lineage } from '../db/access';
import { passkeysOf } from '../db/passkeys';
import type { Resource, User } from '../db/schema';
import { db } from '../db/store';
import { invitationExpiresAt, isInvitationExpired } from '../invitations';
import { accountStatusOf, type StaffAuditEntry } from './model';

/** Sign-ins shown on a user's page: the newest this many. */
export const SIGN_INS_SHOWN = 20;

export const fullSessionsOf = (userId: string) => db.sessions.filter((s) => s.userId === userId && s.scope === 'full');

export const staffUserJson = (user: User) => {
  const status = accountStatusOf(user);
  return {
    type: 'staff-users' as const,
    id: user.id,
    attributes: {
      email: user.email,
      name: user.name,
      status,
      suspendedUntil: status === 'suspended' ? (user.suspendedUntil ?? null) : null,
      twoFaEnabled: user.twoFaEnabled,
      passkeys: passkeysOf(user.id).length,
      lastSignInAt: user.lastSignInAt ?? null,
      workspaceCount: accountWorkspaces(user.id).length,
      activeSessions: fullSessionsOf(user.id).length,
    },
  };
};

const placeOf = (resource: Resource) => ({ id: resource.id, name: resource.name, resourceType: resource.resourceType });

/** The merchant a workspace belongs to, by name: its own merchant, or the outermost of its lineage's. */
function merchantNameOf(resourceId: string): string | null {
  for (const node of lineage(resourceId)) {
    const merchant = node.merchantId ? db.resources.get(node.merchantId) : undefined;
    if (merchant) return merchant.name;
  }
  return null;
}

const pendingInvitationsOf = (email: string) =>
  db.invitations.filter((invitation) => invitation.email === email.toLowerCase() && !isInvitationExpired(invitation));

export const staffUserDetailsJson = (user: User) => {
  const summary = staffUserJson(user);
  const identities = db.identities
    .filter((identity) => identity.userId === user.id)
    .map((identity) => ({
      id: identity.id,
      status: identity.status,
      groups: identityGroups(identity).map((group) => {
        const resource = group.resourceId ? db.resources.get(group.resourceId) : undefined;
        return {
          id: group.id,
          name: group.name,
          role: group.role,
          resource: resource ? placeOf(resource) : null,
          merchant: resource ? merchantNameOf(resource.id) : null,
        };
      }),
    }));
  const sessions = fullSessionsOf(user.id)
    .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt))
    .map((s) => ({ id: s.id, createdAt: s.createdAt, lastUsedAt: s.lastUsedAt, userAgent: s.userAgent, ip: s.ip }));
  const signIns = db.auditEntries
    .filter((entry) => entry.actor.id === user.id && (entry.action === 'auth/signIn' || entry.action === 'auth/signInFailed'))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, SIGN_INS_SHOWN)
    .map((entry) => ({
      at: entry.at,
      outcome: entry.action === 'auth/signIn' ? 'success' : String(entry.changes.find((change) => change.field === 'reason')?.after ?? 'failed'),
      ip: entry.session.ip,
      userAgent: entry.session.userAgent,
    }));
  const invitations = pendingInvitationsOf(user.email).flatMap((invitation) => {
    const resource = db.resources.get(invitation.resourceId);
    return resource
      ? [{ id: invitation.id, resource: placeOf(resource), role: invitation.role, invitedAt: invitation.invitedAt, expiresAt: invitationExpiresAt(invitation) }]
      : [];
  });
  return { ...summary, attributes: { ...summary.attributes, identities, sessions, signIns, invitations } };
};

export const staffAuditJson = (entry: StaffAuditEntry) => ({
  type: 'staff-audit-entries' as const,
  id: entry.id,
  attributes: {
    at: entry.at,
    action: entry.action,
    actor: { ...entry.actor },
    user: { ...entry.user },
    reason: entry.reason,
    details: { ...entry.details },
    workspaces: entry.workspaces.map((w) => ({ ...w })),
  },
});

export { pendingInvitationsOf };
