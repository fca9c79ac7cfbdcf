import { can } from '../db/access';
import type { Identity, Resource } from '../db/schema';
import { db } from '../db/store';
import { isRecord, type ApiError } from '../handlers/respond';
import { resourceJson } from '../serializers';
import { fieldError, payloadAttributes, refuse, type ActionContext, type ActionOutcome, type ActionRegistry } from './types';

const NUMBER_PATTERN = /^[A-Z0-9-]{4,20}$/;
const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;

function nameErrors(value: unknown): ApiError[] {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return [fieldError('name', 'required', 'Name is required')];
  if (name.length < 2 || name.length > 100) return [fieldError('name', 'invalid', 'Name must be 2–100 characters')];
  return [];
}

/** The id in `payload.data.relationships.<name>.data.id`, if any. */
function relationshipId(context: ActionContext, name: string): string | undefined {
  const data = context.payload.data;
  const relationships = isRecord(data) && isRecord(data.relationships) ? data.relationships : {};
  const relation = relationships[name];
  const target = isRecord(relation) && isRecord(relation.data) ? relation.data : undefined;
  return typeof target?.id === 'string' ? target.id : undefined;
}

/** Stores the resource and makes the creator's identity its admin, so it shows up at once. */
function adopt(identity: Identity, resource: Resource): ActionOutcome {
  db.resources.upsert(resource);
  const group = db.groups.upsert({ id: `grp_${resource.id.slice(4)}_admin`, name: `${resource.name} · Admin`, role: 'admin', resourceId: resource.id });
  const current = db.identities.get(identity.id) ?? identity;
  db.identities.patch(identity.id, { groupIds: [...current.groupIds, group.id] });
  return { data: resourceJson(resource) };
}

function createOrganization(context: ActionContext): ActionOutcome {
  const identity = context.identity as Identity;
  if (!can(identity, 'organizations.write')) return refuse();
  const attributes = payloadAttributes(context);
  const errors = nameErrors(attributes.name);
  const number = typeof attributes.number === 'string' ? attributes.number.trim() : '';
  if (!number) errors.push(fieldError('number', 'required', 'Organization number is required'));
  else if (!NUMBER_PATTERN.test(number)) errors.push(fieldError('number', 'invalid', 'Use 4–20 capital letters, digits or dashes'));
  else if (db.resources.find((r) => r.resourceType === 'organization' && r.number === number)) {
    errors.push(fieldError('number', 'taken', 'This organization number is already registered'));
  }
  if (errors.length) return { errors };
  return adopt(identity, {
    id: newId('res_org'), name: String(attributes.name).trim(), resourceType: 'organization', parentId: null,
    number, createdAt: new Date().toISOString(),
  });
}

function createProject(context: ActionContext): ActionOutcome {
  const identity = context.identity as Identity;
  const organizationId = relationshipId(context, 'organization') ?? null;
  const organization = organizationId ? db.resources.get(organizationId) : undefined;
  if (organizationId && organization?.resourceType !== 'organization') {
    return { errors: [{ code: 'invalid', title: 'Unknown organization', source: { pointer: '/data/relationships/organization' } }] };
  }
  if (!can(identity, 'projects.write', organizationId ?? undefined)) return refuse();
  const attributes = payloadAttributes(context);
  const errors = nameErrors(attributes.name);
  const website = typeof attributes.website === 'string' ? attributes.website.trim() : '';
  if (website && !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(website)) errors.push(fieldError('website', 'invalid', 'Enter a valid URL'));
  const mode = attributes.mode ?? 'live';
  if (mode !== 'live' && mode !== 'sandbox') errors.push(fieldError('mode', 'invalid', 'Mode is live or sandbox'));
  if (errors.length) return { errors };
  return adopt(identity, {
    id: newId('res_prj'), name: String(attributes.name).trim(), resourceType: 'project', parentId: organizationId,
    mode: mode as Resource['mode'], ...(website && { website }), createdAt: new Date().toISOString(),
  });
}

export const workspaceCreateActions: ActionRegistry = {
  'organizations/create': { run: createOrganization, mutates: true, needsIdentity: true },
  'projects/create': { run: createProject, mutates: true, needsIdentity: true },
};
