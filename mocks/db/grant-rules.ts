/**
 * Who may hand out which group: nobody grants (or takes away) more than they hold themselves, unless
 * their role there may escalate (spec §6: developer), and nobody changes their own groups. Every path
 * that changes group membership goes through here (`handlers/identity-groups.ts`,
 * `actions/workspace-create.ts`, the team actions through `db/team-rules.ts`); see
 * docs/api-contract.md *Granting access* and docs/api/team.md.
 */
import { escalatingRoles } from '@/lib/contract/team';
import { identityGroups, lineage, organizationsOf, permissionsOf } from './access';
import { groupPermissions, rolePermissions } from './permissions';
import type { Group, Identity, Resource, Role } from './schema';

export const GROUPS_WRITE = 'identities.groups.write';

/**
 * What the identity holds where a group applies: on its resource (groups on it or an ancestor, plus
 * global groups); for a global group (on no resource), what its global groups grant, since only
 * those hold everywhere.
 */
export function heldWhere(identity: Identity, resourceId: string | null): Set<string> {
  if (resourceId !== null) return permissionsOf(identity, resourceId);
  const held = new Set<string>();
  for (const group of identityGroups(identity)) {
    if (group.resourceId === null) for (const name of groupPermissions(group.role, group.permissions)) held.add(name);
  }
  return held;
}

/**
 * True when one of the identity's groups that applies where `resourceId` is (on it or an ancestor, or
 * global; for a global group only a global one) has a role that may escalate.
 */
export function mayEscalate(identity: Identity, resourceId: string | null): boolean {
  const onPath = resourceId === null ? new Set<string>() : new Set(lineage(resourceId).map((r) => r.id));
  return identityGroups(identity).some(
    (group) => (escalatingRoles as readonly string[]).includes(group.role) && (group.resourceId === null || onPath.has(group.resourceId)),
  );
}

/** The permissions of `granted` the identity may not give or take away where `resourceId` is: none when it may escalate there. */
export function missingToGrant(identity: Identity, resourceId: string | null, granted: readonly string[]): string[] {
  if (mayEscalate(identity, resourceId)) return [];
  const held = heldWhere(identity, resourceId);
  return [...new Set(granted)].filter((name) => !held.has(name));
}

export interface GrantRefusal {
  code: 'forbidden' | 'own-identity' | 'grant-exceeds-own';
  title: string;
  detail?: string;
  /** `grant-exceeds-own`: the group's permissions the caller lacks there. */
  missing?: string[];
}

/** The `grant-exceeds-own` refusal for a grant named `what` (a group, a role). */
export const exceedsOwn = (what: string, missing: string[]): GrantRefusal => ({
  code: 'grant-exceeds-own',
  title: 'Forbidden',
  missing,
  detail: `${what} grants permissions you do not hold there: ${missing.join(', ')}`,
});

/** Why `caller` may not hand out (or take away) `group` at all, whoever the member: null when it may (`grantable`). */
export function groupGrantRefusal(caller: Identity, group: Group): GrantRefusal | null {
  if (!heldWhere(caller, group.resourceId).has(GROUPS_WRITE)) return { code: 'forbidden', title: 'Forbidden' };
  const missing = missingToGrant(caller, group.resourceId, groupPermissions(group.role, group.permissions));
  return missing.length > 0 ? exceedsOwn(`The group "${group.name}"`, missing) : null;
}

/**
 * Why `caller` may not add `target` to `group` or remove it from it, or null when it may. The same
 * rule both ways: taking a group away needs every right it grants, or anyone could demote an admin
 * (a role that may escalate there is exempt from this one check).
 */
export function membershipRefusal(caller: Identity, target: Identity, group: Group): GrantRefusal | null {
  const refusal = groupGrantRefusal(caller, group);
  if (refusal?.code === 'forbidden') return refusal;
  if (target.userId === caller.userId) {
    return { code: 'own-identity', title: 'Forbidden', detail: 'You cannot change the groups of your own identities; another administrator has to' };
  }
  return refusal;
}

/**
 * What the creator of a resource is granted on it: what they hold where they were allowed to create
 * it, never more. A project: what they hold on it through its organization (and global groups). An
 * organization has no parent: what they hold on its merchant and on those of the merchant's
 * organizations that let them create one (`organizations.write` there). `admin` when that covers the
 * admin role, else a `custom` group of exactly those permissions.
 */
export function creatorGrant(identity: Identity, resource: Resource): { role: Role; permissions?: string[] } {
  const held = creatorHolds(identity, resource);
  if (rolePermissions.admin.every((name) => held.has(name))) return { role: 'admin' };
  return { role: 'custom', permissions: [...held].sort() };
}

function creatorHolds(identity: Identity, resource: Resource): Set<string> {
  if (resource.resourceType !== 'organization' || !resource.merchantId) return permissionsOf(identity, resource.id);
  const held = new Set(heldWhere(identity, null));
  for (const place of [resource.merchantId, ...organizationsOf(resource.merchantId).map((org) => org.id)]) {
    const there = permissionsOf(identity, place);
    if (place === resource.merchantId || there.has('organizations.write')) for (const name of there) held.add(name);
  }
  return held;
}
