import { lineage, reachableResources } from '../db/access';
import type { Resource } from '../db/schema';
import { projectJson, resourceJson } from '../serializers';
import { defineAction } from './define-action';

const byId = (a: Resource, b: Resource) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A resource the identity reaches (the id in the envelope or the payload). */
const getResource = defineAction({
  name: 'resources/get',
  needsIdentity: true,
  resource: 'id',
  run: ({ resource }) => ({ data: resourceJson(resource!) }),
});

/** Every descendant of the resource that the identity can reach (the resource excluded). */
const getChildrenTree = defineAction({
  name: 'resources/getChildrenTree',
  needsIdentity: true,
  resource: 'id',
  run: ({ identity, resource }) => {
    const rows = reachableResources(identity).filter((r) => r.id !== resource!.id && lineage(r.id).some((a) => a.id === resource!.id));
    return { data: rows.sort(byId).map(resourceJson), meta: { page: { total: rows.length } } };
  },
});

/** The ancestors of the resource, root first (the resource excluded). */
const getParentTree = defineAction({
  name: 'resources/getParentTree',
  needsIdentity: true,
  resource: 'id',
  run: ({ resource }) => {
    const rows = lineage(resource!.id).slice(1).reverse();
    return { data: rows.map(resourceJson), meta: { page: { total: rows.length } } };
  },
});

const getProject = defineAction({
  name: 'projects/get',
  needsIdentity: true,
  permission: 'projects.read',
  resource: { from: 'id', kind: 'project' },
  run: ({ resource }) => ({ data: projectJson(resource!) }),
});

export const resourceActions = [getResource, getChildrenTree, getParentTree, getProject];
