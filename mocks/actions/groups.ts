/**
 * groups/list, identities/getIdentityGroups, identities/replaceIdentityGroups (docs/api/team.md):
 * the groups of a workspace and those above it, and an identity's groups, changed in one call under
 * the grant rules (docs/api-contract.md *Granting access*): every group added or removed is checked
 * as by `POST/DELETE identities/{id}/groups`, and one refusal refuses the whole change.
 */
import { can, identityGroups, lineage, reaches } from '../db/access';
import { GROUPS_WRITE, membershipRefusal } from '../db/grant-rules';
import type { Group, Identity } from '../db/schema';
import { db } from '../db/store';
import { adminLossRefusal } from '../db/team-rules';
import { pushTeamMemberUpdated, setIdentityGroups } from '../memberships';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { groupJson } from './team-json';
import { failure, type ActionOutcome } from './types';

/** Reading groups (a workspace's, or an identity's). */
export const GROUPS_READ = ['groups.read', 'identities.groups.read'] as const;

const groupFields: ListOptions<Group> = {
  fields: { id: (g) => g.id, name: (g) => g.name, role: (g) => g.role, resourceId: (g) => g.resourceId },
  defaultSort: 'name',
};

const listGroups = defineAction({
  name: 'groups/list',
  needsIdentity: true,
  permission: GROUPS_READ,
  resource: 'resourceId',
  run: ({ resource, identity, payload }) => {
    const onPath = new Set(lineage(resource!.id).map((r) => r.id));
    const groups = db.groups.filter((group) => group.resourceId !== null && onPath.has(group.resourceId));
    const page = listQuery(groups, payload, groupFields);
    return isListPage(page) ? { data: page.rows.map((group) => groupJson(group, identity)), meta: page.meta } : page;
  },
});

/** Groups the caller sees: on a resource it reaches, or global ones. */
const visibleTo = (caller: Identity) => (group: Group) => group.resourceId === null || reaches(caller, group.resourceId);

/** The identity when the caller holds one of `names` where one of its groups sits; else undefined (answered `not-found`). */
function identityFor(caller: Identity, id: string | undefined, names: string | readonly string[]): Identity | undefined {
  const identity = id ? db.identities.get(id) : undefined;
  if (!identity) return undefined;
  return identityGroups(identity).some((group) => group.resourceId !== null && can(caller, names, group.resourceId)) ? identity : undefined;
}

const identityNotFound = () => failure('not-found', 'Identity not found');

function identityGroupsAnswer(caller: Identity, identity: Identity): ActionOutcome {
  const groups = identityGroups(identity).filter(visibleTo(caller));
  const page = listQuery(groups, {}, groupFields);
  return isListPage(page) ? { data: page.rows.map((group) => groupJson(group, caller)), meta: page.meta } : page;
}

const getIdentityGroups = defineAction({
  name: 'identities/getIdentityGroups',
  needsIdentity: true,
  permission: [...GROUPS_READ, 'identities.read'],
  run: ({ identity: caller, request, payload }) => {
    const identity = identityFor(caller, request.id ?? payload.id, [...GROUPS_READ, 'identities.read']);
    return identity ? identityGroupsAnswer(caller, identity) : identityNotFound();
  },
});

/**
 * The new list replaces the identity's groups among those the caller sees; groups elsewhere stay.
 * Each group added or removed must pass the grant rules, and no workspace may lose its last admin.
 */
const replaceIdentityGroups = defineAction({
  name: 'identities/replaceIdentityGroups',
  needsIdentity: true,
  run: ({ identity: caller, request, payload }) => {
    const identity = identityFor(caller, request.id ?? payload.id, [...GROUPS_READ, 'identities.read', GROUPS_WRITE]);
    if (!identity) return identityNotFound();
    const sees = visibleTo(caller);
    const wanted: Group[] = [];
    for (const [index, id] of payload.data.attributes.groupIds.entries()) {
      const group = db.groups.get(id);
      if (!group || !sees(group))
        return { errors: [{ code: 'not-found', title: 'Group not found', source: { pointer: `/data/attributes/groupIds/${index}` } }] };
      if (!wanted.includes(group)) wanted.push(group);
    }
    const current = identityGroups(identity);
    const added = wanted.filter((group) => !identity.groupIds.includes(group.id));
    const removed = current.filter((group) => sees(group) && !wanted.includes(group));
    for (const group of [...added, ...removed]) {
      const refusal = membershipRefusal(caller, identity, group);
      if (!refusal) continue;
      const index = payload.data.attributes.groupIds.indexOf(group.id);
      return {
        errors: [
          {
            code: refusal.code,
            title: refusal.title,
            ...(refusal.detail && { detail: refusal.detail }),
            ...(index >= 0 && { source: { pointer: `/data/attributes/groupIds/${index}` } }),
            ...(refusal.missing && { meta: { groupId: group.id, missing: refusal.missing } }),
          },
        ],
      };
    }
    const kept = [...current.filter((group) => !removed.includes(group)), ...added];
    const lastAdmin = adminLossRefusal(identity, removed, kept);
    if (lastAdmin) return failure(lastAdmin.code, lastAdmin.title);
    const changed = setIdentityGroups(
      identity,
      kept.map((group) => group.id),
    );
    const touched = new Set([...added, ...removed].map((group) => group.resourceId).filter((id): id is string => id !== null));
    for (const resourceId of touched) pushTeamMemberUpdated(resourceId, identity.userId);
    return identityGroupsAnswer(caller, changed);
  },
});

export const groupActions = [listGroups, getIdentityGroups, replaceIdentityGroups];
