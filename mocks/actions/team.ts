/**
 * team/* (docs/api/team.md): the members of a workspace and its invitations, invite, resend, revoke,
 * change role, remove, team 2FA. The rules are `db/team-rules.ts`; applying a change and its pushes,
 * `memberships.ts` and `invitations.ts`.
 */
import type { TeamRole } from '@/lib/contract/team';
import { can, identityGroups, reaches } from '../db/access';
import type { Identity, Invitation, Resource, User } from '../db/schema';
import { db } from '../db/store';
import { userHasPasskey } from '../db/passkeys';
import {
  changeRoleRefusal,
  grantableOn,
  invitationsOn,
  inviteRefusal,
  MEMBER_READ,
  membersOf,
  membershipOf,
  removeRefusal,
  TEAM_READ,
  TEAM_WRITE,
  twoFaEnforcerOf,
  type TeamRefusal,
} from '../db/team-rules';
import type { ApiError } from '../handlers/respond';
import { createInvitation, resendInvitation, revokeInvitation } from '../invitations';
import { endIdentitySessions, groupFor, pushTeamMemberUpdated, setIdentityGroups } from '../memberships';
import { defineAction } from './define-action';
import { acceptInvitationAction } from './invitation-accept';
import { isListPage, listQuery, searchAsContains, type ListOptions } from './list-query';
import { invitationRow, memberIdentityJson, memberRow, teamMemberJson, type TeamMemberRow } from './team-json';
import { failure, type ActionOutcome, type ActionRequest } from './types';

const refused = (refusal: TeamRefusal): ActionOutcome => ({
  errors: [
    {
      code: refusal.code,
      title: refusal.title,
      ...(refusal.detail && { detail: refusal.detail }),
      ...(refusal.pointer && { source: { pointer: refusal.pointer } }),
    } satisfies ApiError,
  ],
});

const memberNotFound = () => failure('not-found', 'Member not found');
const targetId = (request: ActionRequest, payload: object) => request.id ?? ('id' in payload && typeof payload.id === 'string' ? payload.id : undefined);

/** Every member and invitation of the workspace, as rows. */
const teamRows = (resource: Resource, caller: User): TeamMemberRow[] => [
  ...membersOf(resource.id).map((membership) => memberRow(membership, resource.id, caller.id)),
  ...invitationsOn(resource.id).map(invitationRow),
];

const teamFields: ListOptions<TeamMemberRow> = {
  fields: {
    id: (row) => row.id,
    name: (row) => (row.name ?? row.email).toLocaleLowerCase(),
    email: (row) => row.email,
    lastSignInAt: (row) => row.lastSignInAt,
    role: (row) => row.role,
    status: (row) => row.status,
    twoFaEnabled: (row) => row.twoFaEnabled,
    search: (row) => `${row.name ?? ''} ${row.email}`,
  },
  defaultSort: 'name',
};

const list = defineAction({
  name: 'team/list',
  needsIdentity: true,
  permission: TEAM_READ,
  resource: 'resourceId',
  run: ({ resource, user, payload }) => {
    const page = listQuery(teamRows(resource!, user), searchAsContains(payload), teamFields);
    return isListPage(page) ? { data: page.rows.map(teamMemberJson), meta: page.meta } : page;
  },
});

/** The member (by user id) or invitation (by its id) of the workspace. */
function findRow(resource: Resource, caller: User, id: string | undefined): TeamMemberRow | undefined {
  if (!id) return undefined;
  const invitation = db.invitations.get(id);
  if (invitation) return invitation.resourceId === resource.id ? invitationRow(invitation) : undefined;
  const membership = membershipOf(resource.id, id);
  return membership && memberRow(membership, resource.id, caller.id);
}

const get = defineAction({
  name: 'team/get',
  needsIdentity: true,
  permission: MEMBER_READ,
  resource: 'resourceId',
  run: ({ resource, user, request, payload }) => {
    const row = findRow(resource!, user, targetId(request, payload));
    return row ? { data: teamMemberJson(row) } : memberNotFound();
  },
});

/** The member's identities in the organizations and projects the caller reaches, each with the groups there. */
const listIdentities = defineAction({
  name: 'team/listIdentities',
  needsIdentity: true,
  permission: MEMBER_READ,
  resource: 'resourceId',
  run: ({ resource, identity, request, payload }) => {
    const userId = targetId(request, payload);
    if (!userId || !membershipOf(resource!.id, userId)) return memberNotFound();
    const identities = db.identities
      .filter((candidate) => candidate.userId === userId)
      .map((candidate) => ({ candidate, groups: identityGroups(candidate).filter((g) => g.resourceId !== null && reaches(identity, g.resourceId)) }))
      .filter(({ groups }) => groups.length > 0);
    const page = listQuery(
      identities.map(({ candidate, groups }) => ({ id: candidate.id, json: memberIdentityJson(candidate, groups), status: candidate.status })),
      {},
      {
        fields: { id: (row) => row.id, status: (row) => row.status },
        defaultSort: 'id',
      },
    );
    return isListPage(page) ? { data: page.rows.map((row) => row.json), meta: page.meta } : page;
  },
});

const invite = defineAction({
  name: 'team/invite',
  needsIdentity: true,
  resource: 'resourceId',
  run: ({ resource, user, identity, payload }) => {
    const { email, role, permissions } = payload.data.attributes;
    const address = email.toLowerCase();
    if (membersOf(resource!.id).some((m) => m.user.email.toLowerCase() === address)) {
      return refused({ code: 'already-member', title: `${email} is already a member`, pointer: '/data/attributes/email' });
    }
    if (invitationsOn(resource!.id).some((i) => i.email === address)) {
      return refused({ code: 'already-invited', title: `${email} is already invited`, pointer: '/data/attributes/email' });
    }
    const refusal = inviteRefusal(identity, resource!, role, permissions);
    if (refusal) return refused(refusal);
    return { data: teamMemberJson(invitationRow(createInvitation(user, identity, resource!, { email: address, role, permissions }))) };
  },
});

/** The invitation on the workspace the call names: `not-invited` when it names a member, `not-found` otherwise. */
function invitationTarget(resource: Resource, id: string | undefined): { invitation: Invitation } | { refusal: ActionOutcome } {
  const invitation = id ? db.invitations.get(id) : undefined;
  if (invitation && invitation.resourceId === resource.id) return { invitation };
  if (id && membershipOf(resource.id, id)) return { refusal: failure('not-invited', 'This member has already accepted their invitation') };
  return { refusal: failure('not-found', 'Invitation not found') };
}

const resend = defineAction({
  name: 'team/resendInvitation',
  needsIdentity: true,
  resource: 'resourceId',
  run: ({ resource, user, identity, request, payload }) => {
    const found = invitationTarget(resource!, targetId(request, payload));
    if ('refusal' in found) return found.refusal;
    const { invitation } = found;
    // The sender stands behind the invitation now: the same rule as inviting.
    const refusal = inviteRefusal(identity, resource!, invitation.role, invitation.permissions);
    if (refusal) return refused(refusal);
    return { data: teamMemberJson(invitationRow(resendInvitation(invitation, user, identity))) };
  },
});

const revoke = defineAction({
  name: 'team/revokeInvitation',
  needsIdentity: true,
  permission: TEAM_WRITE,
  resource: 'resourceId',
  run: ({ resource, request, payload }) => {
    const found = invitationTarget(resource!, targetId(request, payload));
    if ('refusal' in found) return found.refusal;
    revokeInvitation(found.invitation);
    return { data: null };
  },
});

/** The identity's groups without those on the workspace. */
const groupsElsewhere = (identity: Identity, resource: Resource) => identity.groupIds.filter((id) => db.groups.get(id)?.resourceId !== resource.id);

const changeRole = defineAction({
  name: 'team/changeRole',
  needsIdentity: true,
  resource: 'resourceId',
  run: ({ resource, user, identity, request, payload }) => {
    const target = membershipOf(resource!.id, targetId(request, payload) ?? '');
    if (!target) return memberNotFound();
    const { role, permissions } = payload.data.attributes;
    const refusal = changeRoleRefusal(identity, resource!, target, role as TeamRole, permissions);
    if (refusal) return refused(refusal);
    const group = groupFor(resource!, role, permissions);
    setIdentityGroups(target.identity, [...groupsElsewhere(target.identity, resource!), group.id]);
    pushTeamMemberUpdated(resource!.id, target.user.id);
    const changed = membershipOf(resource!.id, target.user.id);
    return changed ? { data: teamMemberJson(memberRow(changed, resource!.id, user.id)) } : memberNotFound();
  },
});

const remove = defineAction({
  name: 'team/remove',
  needsIdentity: true,
  resource: 'resourceId',
  run: ({ resource, user, identity, request, payload }) => {
    const target = membershipOf(resource!.id, targetId(request, payload) ?? '');
    if (!target) return memberNotFound();
    const refusal = removeRefusal(identity, resource!, target);
    if (refusal) return refused(refusal);
    const kept = groupsElsewhere(target.identity, resource!);
    // An identity left without a group opens nothing: its devices are signed out (told first).
    if (kept.length === 0) endIdentitySessions(target.identity.id, 'member-removed', user);
    setIdentityGroups(target.identity, kept);
    pushTeamMemberUpdated(resource!.id, target.user.id);
    return { data: null };
  },
});

function settingsJson(resource: Resource, caller: Identity) {
  const enforcer = twoFaEnforcerOf(resource.id);
  const grantable = grantableOn(caller, resource);
  return {
    type: 'team-settings' as const,
    id: resource.id,
    attributes: {
      twoFaEnforced: enforcer !== undefined,
      enforcedBy: enforcer && enforcer.id !== resource.id ? { id: enforcer.id, name: enforcer.name } : null,
      membersWithoutTwoFa: membersOf(resource.id).filter((m) => !m.user.twoFaEnabled && !userHasPasskey(m.user.id)).length,
      grantableRoles: grantable.roles,
      grantablePermissions: grantable.permissions,
      canManage: can(caller, TEAM_WRITE, resource.id),
    },
  };
}

const getSettings = defineAction({
  name: 'team/getSettings',
  needsIdentity: true,
  permission: TEAM_READ,
  resource: 'resourceId',
  run: ({ resource, identity }) => ({ data: settingsJson(resource!, identity) }),
});

/** Sets the workspace's own switch; one set on an organization above still applies (`enforcedBy`). */
const setTwoFaEnforcement = defineAction({
  name: 'team/setTwoFaEnforcement',
  needsIdentity: true,
  resource: 'resourceId',
  run: ({ resource, identity, payload }) => {
    const updated = db.resources.patch(resource!.id, { twoFaEnforced: payload.data.attributes.twoFaEnforced }) ?? resource!;
    pushTeamMemberUpdated(updated.id, updated.id, 'team-settings');
    return { data: settingsJson(updated, identity) };
  },
});

export const teamActions = [list, get, listIdentities, invite, resend, revoke, acceptInvitationAction, changeRole, remove, getSettings, setTwoFaEnforcement];
