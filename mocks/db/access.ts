import { CHANNELS_READ } from '@/lib/contract/channel-permissions';
import { groupPermissions } from './permissions';
import type { Group, Identity, Resource } from './schema';
import { db } from './store';

/** The resource and its ancestors, nearest first. */
export function lineage(resourceId: string): Resource[] {
  const chain: Resource[] = [];
  const seen = new Set<string>();
  let current = db.resources.get(resourceId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.push(current);
    current = current.parentId ? db.resources.get(current.parentId) : undefined;
  }
  return chain;
}

export const identityGroups = (identity: Identity): Group[] =>
  identity.groupIds.map((id) => db.groups.get(id)).filter((group): group is Group => group !== undefined);

/**
 * Permission names the identity holds. With a resource: the union of its groups on that
 * resource or any ancestor, plus global groups. Without: the union of all its groups.
 */
export function permissionsOf(identity: Identity, resourceId?: string): Set<string> {
  const groups = identityGroups(identity);
  const names = new Set<string>();
  const onPath = resourceId === undefined ? null : new Set(lineage(resourceId).map((r) => r.id));
  if (onPath && onPath.size === 0) return names;
  for (const group of groups) {
    if (onPath && group.resourceId !== null && !onPath.has(group.resourceId)) continue;
    for (const name of groupPermissions(group.role, group.permissions)) names.add(name);
  }
  return names;
}

/** True when the identity holds any of the names on the resource (or anywhere without one). */
export function can(identity: Identity, names: string | readonly string[], resourceId?: string): boolean {
  const held = permissionsOf(identity, resourceId);
  return (typeof names === 'string' ? [names] : names).some((name) => held.has(name));
}

/** True when a global group (one set on no resource) grants any of the names: they then hold everywhere. */
export function canEverywhere(identity: Identity, names: string | readonly string[]): boolean {
  const wanted = typeof names === 'string' ? [names] : names;
  return identityGroups(identity).some(
    (group) => group.resourceId === null && groupPermissions(group.role, group.permissions).some((name) => wanted.includes(name)),
  );
}

/** Resources the identity reaches through a group on them or an ancestor, sorted by id. */
export function visibleResources(identity: Identity): Resource[] {
  const roots = new Set(
    identityGroups(identity)
      .map((g) => g.resourceId)
      .filter((id): id is string => id !== null),
  );
  if (roots.size === 0) return [];
  const verdict = new Map<string, boolean>();
  const reaches = (resource: Resource): boolean => {
    const known = verdict.get(resource.id);
    if (known !== undefined) return known;
    verdict.set(resource.id, false); // guards against cycles
    const parent = resource.parentId ? db.resources.get(resource.parentId) : undefined;
    const result = roots.has(resource.id) || (parent !== undefined && reaches(parent));
    verdict.set(resource.id, result);
    return result;
  };
  return db.resources.filter((r) => reaches(r) && seesChannel(identity, r)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A channel is listed and reached only with `channels.read` on it (docs/api/channels.md); other resources always. */
export const seesChannel = (identity: Identity, resource: Resource) => resource.resourceType !== 'channel' || can(identity, CHANNELS_READ, resource.id);

/**
 * Visible resources plus their ancestors (for a complete tree) and the merchants of the
 * organizations among them, sorted by id.
 */
export function reachableResources(identity: Identity): Resource[] {
  const byId = new Map<string, Resource>();
  for (const resource of visibleResources(identity)) {
    for (const node of lineage(resource.id)) {
      byId.set(node.id, node);
      const merchant = node.merchantId ? db.resources.get(node.merchantId) : undefined;
      if (merchant) byId.set(merchant.id, merchant);
    }
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The group roots of an identity: the resources its groups are set on. */
const groupRoots = (identity: Identity) =>
  new Set(
    identityGroups(identity)
      .map((g) => g.resourceId)
      .filter((id): id is string => id !== null),
  );

/**
 * The descendants of a resource (itself excluded) that the identity reaches: the same rows as
 * `reachableResources(identity)` filtered to those under `resourceId`, in one walk down the tree
 * instead of a lineage per resource (an organization of the enterprise account is asked 400 times).
 * Under a group root every descendant is reached; above one, the paths down to the roots and
 * everything under them.
 */
export function reachableDescendants(identity: Identity, resourceId: string): Resource[] {
  const roots = groupRoots(identity);
  if (roots.size === 0) return [];
  const children = new Map<string, Resource[]>();
  for (const resource of db.resources.all()) {
    if (!resource.parentId) continue;
    const list = children.get(resource.parentId);
    if (list) list.push(resource);
    else children.set(resource.parentId, [resource]);
  }
  const out: Resource[] = [];
  const seen = new Set<string>([resourceId]);
  /** Adds the reachable nodes under `id`; answers whether the subtree holds a group root. */
  const walk = (id: string, underRoot: boolean): boolean => {
    let holdsRoot = false;
    for (const child of children.get(id) ?? []) {
      if (seen.has(child.id)) continue; // guards against cycles
      seen.add(child.id);
      const isRoot = roots.has(child.id);
      const at = out.length;
      out.push(child);
      const below = walk(child.id, underRoot || isRoot);
      holdsRoot = holdsRoot || isRoot || below;
      // Neither under a root nor above one: not reached (and nothing below it was kept).
      if (!underRoot && !isRoot && !below) out.splice(at, 1);
    }
    return holdsRoot;
  };
  walk(
    resourceId,
    lineage(resourceId).some((r) => roots.has(r.id)),
  );
  return out.filter((r) => seesChannel(identity, r));
}

/** Organizations that belong to the merchant. */
export const organizationsOf = (merchantId: string) => db.resources.filter((r) => r.resourceType === 'organization' && r.merchantId === merchantId);

/**
 * True when the resource is one of `reachableResources(identity)`, without listing them: it lies
 * under a group root, or above one, or is the merchant of an organization the identity reaches.
 */
export function reaches(identity: Identity, resourceId: string): boolean {
  const resource = db.resources.get(resourceId);
  if (!resource || !seesChannel(identity, resource)) return false;
  const roots = groupRoots(identity);
  if (roots.size === 0) return false;
  if (lineage(resourceId).some((r) => roots.has(r.id))) return true;
  for (const root of roots) if (lineage(root).some((r) => r.id === resourceId)) return true;
  if (resource.resourceType === 'merchant') return organizationsOf(resource.id).some((org) => reaches(identity, org.id));
  return false;
}

/**
 * `can` on a resource, where a merchant counts what the identity holds on it or on any of its
 * organizations: an organization's admin may create organizations for its merchant.
 */
export function canOn(identity: Identity, names: string | readonly string[], resource: Resource): boolean {
  if (can(identity, names, resource.id)) return true;
  return resource.resourceType === 'merchant' && organizationsOf(resource.id).some((org) => can(identity, names, org.id));
}

/** Project ids a resource covers: itself when a project, else its descendant projects. */
export function projectIdsUnder(resourceId: string): string[] {
  const resource = db.resources.get(resourceId);
  if (!resource) return [];
  if (resource.resourceType === 'project') return [resource.id];
  return db.resources.filter((r) => r.resourceType === 'project' && lineage(r.id).some((a) => a.id === resourceId)).map((r) => r.id);
}

type Workspace = { id: string; name: string };

/**
 * Every workspace the user belongs to now: where the groups of their active identities sit,
 * outermost first (an organization before its projects, then by id), each once.
 */
export function accountWorkspaces(userId: string): Workspace[] {
  const ids = new Set<string>();
  for (const identity of db.identities.filter((i) => i.userId === userId && i.status === 'active')) {
    for (const group of identityGroups(identity)) if (group.resourceId) ids.add(group.resourceId);
  }
  return [...ids]
    .flatMap((id) => {
      const resource = db.resources.get(id);
      return resource ? [{ workspace: { id: resource.id, name: resource.name }, depth: lineage(id).length }] : [];
    })
    .sort((a, b) => a.depth - b.depth || (a.workspace.id < b.workspace.id ? -1 : 1))
    .map(({ workspace }) => workspace);
}
