/**
 * The team of a workspace and its rules (docs/api/team.md): who is a member and with which role, and
 * why a change of a membership is refused. Decisions only; applying a change is `mocks/memberships.ts`.
 *
 * - A member of W: a user with an active identity holding a group on W or on an ancestor of W (global
 *   groups make nobody a member). Their role: the group on the nearest of W and its ancestors; when
 *   that is an ancestor, the role is inherited and changed there (`inherited-role`).
 * - Nobody changes or removes themselves (`own-identity`), nobody leaves W without an active admin
 *   (`last-admin`, inherited admins count), nobody gives or takes away a role or permission they do
 *   not hold on W unless their role there may escalate (`grant-exceeds-own`, `db/grant-rules.ts`).
 */
import { teamRoles, type TeamRole } from '@/lib/contract/team';
import { identityGroups, lineage } from './access';
import { exceedsOwn, missingToGrant, type GrantRefusal } from './grant-rules';
import { groupPermissions, permissionNames, rolePermissions } from './permissions';
import type { Group, Identity, Invitation, Resource, User } from './schema';
import { db } from './store';

/** Reading the team of a workspace. */
export const TEAM_READ = ['users.read', 'users.write'] as const;
/** Inviting, changing roles, removing members, resending and revoking invitations, team 2FA. */
export const TEAM_WRITE = 'users.write';
/** Reading one member or identity (spec §2: `/team/{id}`, `/identity/…`). */
export const MEMBER_READ = ['users.read', 'users.write', 'identities.read', 'identities.groups.read'] as const;

export const isTeamRole = (role: string): role is TeamRole => (teamRoles as readonly string[]).includes(role);

/** A member of a workspace: the identity that makes them one and the group that gives the role. */
export interface Membership {
  user: User;
  identity: Identity;
  group: Group & { role: TeamRole };
  /** Where the group sits: the workspace itself, or the ancestor it is inherited from. */
  grantedOn: Resource;
}

const roleRank = (role: string) => teamRoles.indexOf(role as TeamRole);

/** The identity's role group for the workspace whose lineage is `chain` (nearest first), or null. */
function nearestGroup(identity: Identity, chain: readonly Resource[]): { group: Group & { role: TeamRole }; depth: number } | null {
  const depthOf = new Map(chain.map((resource, depth) => [resource.id, depth]));
  let best: { group: Group & { role: TeamRole }; depth: number } | null = null;
  for (const group of identityGroups(identity)) {
    const depth = group.resourceId === null ? undefined : depthOf.get(group.resourceId);
    if (depth === undefined || !isTeamRole(group.role)) continue;
    const better = !best || depth < best.depth || (depth === best.depth && roleRank(group.role) < roleRank(best.group.role));
    if (better) best = { group: group as Group & { role: TeamRole }, depth };
  }
  return best;
}

/** The identity's team role on the workspace (its nearest group there, inherited included), or null when it is no member. */
export const roleOn = (identity: Identity, resourceId: string): TeamRole | null => nearestGroup(identity, lineage(resourceId))?.group.role ?? null;

/** Every member of the workspace, one per user (their identity with the nearest group; ties by identity id). */
export function membersOf(resourceId: string): Membership[] {
  const chain = lineage(resourceId);
  const byUser = new Map<string, Membership & { depth: number }>();
  for (const identity of db.identities.all()) {
    if (identity.status !== 'active') continue;
    const found = nearestGroup(identity, chain);
    const user = found && db.users.get(identity.userId);
    if (!found || !user) continue;
    const known = byUser.get(user.id);
    if (known && (known.depth < found.depth || (known.depth === found.depth && known.identity.id < identity.id))) continue;
    byUser.set(user.id, { user, identity, group: found.group, grantedOn: chain[found.depth], depth: found.depth });
  }
  return [...byUser.values()].map(({ depth: _depth, ...membership }) => membership);
}

export const membershipOf = (resourceId: string, userId: string) => membersOf(resourceId).find((m) => m.user.id === userId);

/** Invitations into the workspace not yet accepted. */
export const invitationsOn = (resourceId: string): Invitation[] => db.invitations.filter((i) => i.resourceId === resourceId);

/** The permissions a role (or a custom role's list) gives. */
export const rolePermissionList = (role: TeamRole, permissions: readonly string[] = []) => groupPermissions(role, permissions);

/** The role's name for a group: `Northwind Group · Finance`. */
export const groupNameFor = (resource: Resource, role: TeamRole) => `${resource.name} · ${role.charAt(0).toUpperCase()}${role.slice(1)}`;

export interface TeamRefusal {
  code: GrantRefusal['code'] | 'last-admin' | 'inherited-role' | 'permissions-required' | 'already-member' | 'already-invited' | 'invalid';
  title: string;
  detail?: string;
  pointer?: string;
}

const ownIdentity = (): TeamRefusal => ({ code: 'own-identity', title: 'You cannot change or remove yourself; another administrator has to' });
const lastAdmin = (resource: Resource): TeamRefusal => ({
  code: 'last-admin',
  title: `${resource.name} would be left without an active admin`,
  detail: 'Make another member admin first',
});
const inheritedRole = (membership: Membership): TeamRefusal => ({
  code: 'inherited-role',
  title: `This role is set on ${membership.grantedOn.name}; change it there`,
});

/** A custom role names at least one permission, each one the product knows. */
function permissionsProblem(role: TeamRole, permissions: readonly string[] | undefined): TeamRefusal | null {
  if (role !== 'custom') return null;
  if (!permissions || permissions.length === 0) {
    return { code: 'permissions-required', title: 'Select at least one permission', pointer: '/data/attributes/permissions' };
  }
  const unknown = permissions.findIndex((name) => !(permissionNames as readonly string[]).includes(name));
  return unknown < 0 ? null : { code: 'invalid', title: `Unknown permission ${permissions[unknown]}`, pointer: `/data/attributes/permissions/${unknown}` };
}

/** `grant-exceeds-own` when the caller may not give (or take away) these permissions on the workspace. */
function grantProblem(caller: Identity, resource: Resource, granted: readonly string[], what: string, pointer: string): TeamRefusal | null {
  const missing = missingToGrant(caller, resource.id, granted);
  if (missing.length === 0) return null;
  const { code, title, detail } = exceedsOwn(what, missing);
  return { code, title, detail, pointer };
}

const isActiveAdmin = (membership: Membership) => membership.group.role === 'admin' && membership.user.status === 'active';

/** True when the workspace keeps an active admin (inherited ones count) once `userId` is no longer one. */
const keepsAnAdmin = (resource: Resource, userId: string) =>
  membersOf(resource.id).some((membership) => membership.user.id !== userId && isActiveAdmin(membership));

/**
 * `last-admin` when taking `removed` groups from the identity (keeping `kept`) leaves a workspace
 * where it was an admin without another active one.
 */
export function adminLossRefusal(target: Identity, removed: readonly Group[], kept: readonly Group[]): TeamRefusal | null {
  const user = db.users.get(target.userId);
  if (!user || user.status !== 'active' || target.status !== 'active') return null;
  for (const group of removed) {
    if (group.role !== 'admin' || group.resourceId === null) continue;
    const resource = db.resources.get(group.resourceId);
    if (!resource) continue;
    const onPath = new Set(lineage(resource.id).map((r) => r.id));
    const stillAdmin = kept.some((k) => k.role === 'admin' && k.resourceId !== null && onPath.has(k.resourceId));
    if (!stillAdmin && !keepsAnAdmin(resource, user.id)) return lastAdmin(resource);
  }
  return null;
}

/** Why the caller may not invite someone into the workspace with this role, or null. */
export function inviteRefusal(caller: Identity, resource: Resource, role: TeamRole, permissions: readonly string[] | undefined): TeamRefusal | null {
  return (
    permissionsProblem(role, permissions) ??
    grantProblem(
      caller,
      resource,
      rolePermissionList(role, permissions),
      `The role ${role}`,
      role === 'custom' ? '/data/attributes/permissions' : '/data/attributes/role',
    )
  );
}

/** Why the caller may not give this member another role on the workspace, or null. */
export function changeRoleRefusal(
  caller: Identity,
  resource: Resource,
  target: Membership,
  role: TeamRole,
  permissions: readonly string[] | undefined,
): TeamRefusal | null {
  if (target.user.id === caller.userId) return ownIdentity();
  if (target.grantedOn.id !== resource.id) return inheritedRole(target);
  const problem = permissionsProblem(role, permissions);
  if (problem) return problem;
  // Both ways: what the old role gave is taken away, what the new one gives is granted.
  const taken = rolePermissionList(target.group.role, target.group.permissions);
  const given = rolePermissionList(role, permissions);
  const grant = grantProblem(
    caller,
    resource,
    [...taken, ...given],
    `Changing ${target.group.role} to ${role}`,
    role === 'custom' ? '/data/attributes/permissions' : '/data/attributes/role',
  );
  if (grant) return grant;
  if (isActiveAdmin(target) && role !== 'admin' && !keepsAnAdmin(resource, target.user.id)) return lastAdmin(resource);
  return null;
}

/** Why the caller may not remove this member from the workspace, or null. */
export function removeRefusal(caller: Identity, resource: Resource, target: Membership): TeamRefusal | null {
  if (target.user.id === caller.userId) return ownIdentity();
  if (target.grantedOn.id !== resource.id) return inheritedRole(target);
  const groupsHere = identityGroups(target.identity).filter((group) => group.resourceId === resource.id);
  const taken = groupsHere.flatMap((group) => groupPermissions(group.role, group.permissions));
  const grant = grantProblem(caller, resource, taken, `The role ${target.group.role}`, '/id');
  if (grant) return grant;
  if (isActiveAdmin(target) && !keepsAnAdmin(resource, target.user.id)) return lastAdmin(resource);
  return null;
}

/** The roles the caller may give on the workspace, and the permissions a custom role they give may name. */
export function grantableOn(caller: Identity, resource: Resource): { roles: TeamRole[]; permissions: string[] } {
  const permissions = permissionNames.filter((name) => missingToGrant(caller, resource.id, [name]).length === 0);
  const roles = teamRoles.filter((role) =>
    role === 'custom' ? permissions.length > 0 : missingToGrant(caller, resource.id, rolePermissions[role]).length === 0,
  );
  return { roles, permissions };
}

/** The resource that enforces team 2FA for the workspace: itself or its nearest enforcing ancestor. */
export const twoFaEnforcerOf = (resourceId: string): Resource | undefined => lineage(resourceId).find((resource) => resource.twoFaEnforced === true);

/** True when team 2FA applies to the identity: one of its groups sits on (or under) an enforcing resource. */
export const twoFaEnforcedFor = (identity: Identity) =>
  identityGroups(identity).some((group) => group.resourceId !== null && twoFaEnforcerOf(group.resourceId) !== undefined);
