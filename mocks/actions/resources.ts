import { can, lineage, reachableResources } from '../db/access';
import type { Identity, Resource } from '../db/schema';
import { db } from '../db/store';
import { projectJson, resourceJson } from '../serializers';
import { notFound, refuse, targetId, type ActionContext, type ActionOutcome, type ActionRegistry } from './types';

const byId = (a: Resource, b: Resource) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The target resource when the identity can reach it, else the refusal to send. */
function reachable(context: ActionContext): Resource | ActionOutcome {
  const id = targetId(context);
  const resource = id ? db.resources.get(id) : undefined;
  if (!resource) return notFound();
  const identity = context.identity as Identity;
  return reachableResources(identity).some((r) => r.id === resource.id) ? resource : refuse();
}

const isResource = (value: Resource | ActionOutcome): value is Resource => 'resourceType' in value;

function getResource(context: ActionContext): ActionOutcome {
  const found = reachable(context);
  return isResource(found) ? { data: resourceJson(found) } : found;
}

/** Every descendant of the resource that the identity can reach (the resource excluded). */
function getChildrenTree(context: ActionContext): ActionOutcome {
  const found = reachable(context);
  if (!isResource(found)) return found;
  const rows = reachableResources(context.identity as Identity).filter(
    (r) => r.id !== found.id && lineage(r.id).some((a) => a.id === found.id),
  );
  return { data: rows.sort(byId).map(resourceJson), meta: { page: { total: rows.length } } };
}

/** The ancestors of the resource, root first (the resource excluded). */
function getParentTree(context: ActionContext): ActionOutcome {
  const found = reachable(context);
  if (!isResource(found)) return found;
  const rows = lineage(found.id).slice(1).reverse();
  return { data: rows.map(resourceJson), meta: { page: { total: rows.length } } };
}

function getProject(context: ActionContext): ActionOutcome {
  const id = targetId(context);
  const project = id ? db.resources.get(id) : undefined;
  if (!project || project.resourceType !== 'project') return notFound('Project');
  if (!can(context.identity as Identity, 'projects.read', project.id)) return refuse();
  return { data: projectJson(project) };
}

export const resourceActions: ActionRegistry = {
  'resources/get': { run: getResource, needsIdentity: true },
  'resources/getChildrenTree': { run: getChildrenTree, needsIdentity: true },
  'resources/getParentTree': { run: getParentTree, needsIdentity: true },
  'projects/get': { run: getProject, needsIdentity: true },
};
