/** The team answers (src/lib/contract/team.ts): members, invitations, groups, identities. */
import { groupGrantRefusal } from '../db/grant-rules';
import { groupPermissions } from '../db/permissions';
import type { Group, Identity, Invitation } from '../db/schema';
import { userHasPasskey } from '../db/passkeys';
import { db } from '../db/store';
import type { Membership } from '../db/team-rules';
import { invitationExpiresAt, isInvitationExpired } from '../invitations';

/** A member or an invitation, as `team/list` filters and sorts it and `team/get` answers it. */
export interface TeamMemberRow {
  id: string;
  email: string;
  name: string | null;
  status: 'active' | 'invite-sent';
  role: Membership['group']['role'];
  permissions: string[];
  twoFaEnabled: boolean;
  lastSignInAt: string | null;
  invitedAt: string | null;
  invitedBy: { id: string | null; name: string; email: string } | null;
  identityId: string | null;
  inheritedFrom: { id: string; name: string } | null;
  isYou: boolean;
  /** An invitation's link: when it stops working, and whether it has (sandbox clock). */
  expiresAt: string | null;
  expired: boolean;
}

const customPermissions = (group: Pick<Group, 'role' | 'permissions'>) => (group.role === 'custom' ? [...groupPermissions('custom', group.permissions)] : []);

export function memberRow(membership: Membership, resourceId: string, callerUserId: string): TeamMemberRow {
  const { user, identity, group, grantedOn } = membership;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    status: 'active',
    role: group.role,
    permissions: customPermissions(group),
    // A passkey is a second factor (docs/security.md *Passkeys*).
    twoFaEnabled: user.twoFaEnabled || userHasPasskey(user.id),
    lastSignInAt: user.lastSignInAt ?? null,
    invitedAt: null,
    invitedBy: null,
    identityId: identity.id,
    inheritedFrom: grantedOn.id === resourceId ? null : { id: grantedOn.id, name: grantedOn.name },
    isYou: user.id === callerUserId,
    expiresAt: null,
    expired: false,
  };
}

export function invitationRow(invitation: Invitation): TeamMemberRow {
  const inviter = db.users.get(invitation.invitedBy);
  const account = db.users.find((user) => user.email.toLowerCase() === invitation.email);
  return {
    id: invitation.id,
    email: invitation.email,
    name: account?.name ?? null,
    status: 'invite-sent',
    role: invitation.role,
    permissions: customPermissions(invitation),
    twoFaEnabled: false,
    lastSignInAt: null,
    invitedAt: invitation.invitedAt,
    invitedBy: inviter ? { id: inviter.id, name: inviter.name, email: inviter.email } : null,
    identityId: null,
    inheritedFrom: null,
    isYou: false,
    expiresAt: invitationExpiresAt(invitation),
    expired: isInvitationExpired(invitation),
  };
}

export const teamMemberJson = ({ id, ...attributes }: TeamMemberRow) => ({ type: 'team-members' as const, id, attributes });

function groupResource(group: Group) {
  const resource = group.resourceId ? db.resources.get(group.resourceId) : undefined;
  return resource ? { id: resource.id, name: resource.name, resourceType: resource.resourceType } : null;
}

const groupFields = (group: Group) => ({
  name: group.name,
  role: group.role,
  resource: groupResource(group),
  permissions: [...groupPermissions(group.role, group.permissions)],
});

/** A group, with `grantable`: the caller may add members to it or remove them (Granting access). */
export const groupJson = (group: Group, caller: Identity) => ({
  type: 'groups' as const,
  id: group.id,
  attributes: { ...groupFields(group), grantable: groupGrantRefusal(caller, group) === null },
});

/** One identity of a member with its groups (those given). */
export const memberIdentityJson = (identity: Identity, groups: readonly Group[]) => ({
  type: 'identities' as const,
  id: identity.id,
  attributes: { status: identity.status, groups: groups.map((group) => ({ id: group.id, ...groupFields(group) })) },
});
