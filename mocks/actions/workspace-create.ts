/**
 * organizations/create and projects/create. The contract checks the fields (name, number, website,
 * mode, the relationship); dispatch checks that the merchant (organization) exists, that the
 * identity reaches it and may create there; here: the rules that need the database.
 */
import type { Identity, Resource } from '../db/schema';
import { creatorGrant } from '../db/grant-rules';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { resourceJson } from '../serializers';
import { defineAction } from './define-action';
import { fieldError, type ActionOutcome } from './types';

/**
 * Stores the resource and puts the creator's identity in a group on it, so it shows up at once. The
 * group grants what the creator held where they created it (`creatorGrant`): admin for an admin,
 * never more than they had.
 */
function adopt(identity: Identity, resource: Resource): ActionOutcome {
  db.resources.insert(resource);
  const current = db.identities.get(identity.id) ?? identity;
  const grant = creatorGrant(current, resource);
  const name = `${resource.name} · ${grant.role === 'admin' ? 'Admin' : 'Creator'}`;
  const group = db.groups.insert({ id: newId('grp'), name, resourceId: resource.id, ...grant });
  db.identities.patch(identity.id, { groupIds: [...current.groupIds, group.id] });
  return { data: resourceJson(resource) };
}

/** An organization of a merchant: needs 'organizations.write' on the merchant or one of its organizations. */
const createOrganization = defineAction({
  name: 'organizations/create',
  needsIdentity: true,
  permission: 'organizations.write',
  resource: {
    from: (payload) => payload.data.relationships.merchant.data.id,
    kind: 'merchant',
    pointer: '/data/relationships/merchant',
  },
  run: ({ identity, payload, resource }) => {
    const { name, number } = payload.data.attributes;
    if (db.resources.find((r) => r.resourceType === 'organization' && r.number === number)) {
      return { errors: [fieldError('number', 'taken', 'This organization number is already registered')] };
    }
    return adopt(identity, {
      id: newId('res_org'),
      name,
      resourceType: 'organization',
      parentId: null,
      number,
      merchantId: resource!.id,
      createdAt: new Date().toISOString(),
    });
  },
});

/** A project in an organization: needs 'projects.write' on it. */
const createProject = defineAction({
  name: 'projects/create',
  needsIdentity: true,
  permission: 'projects.write',
  resource: {
    from: (payload) => payload.data.relationships.organization.data.id,
    kind: 'organization',
    pointer: '/data/relationships/organization',
  },
  run: ({ identity, payload, resource }) => {
    const { name, website, mode } = payload.data.attributes;
    return adopt(identity, {
      id: newId('res_prj'),
      name,
      resourceType: 'project',
      parentId: resource!.id,
      mode,
      ...(website && { website }),
      createdAt: new Date().toISOString(),
    });
  },
});

export const workspaceCreateActions = [createOrganization, createProject];
