import { lineage, reachableDescendants } from '../db/access';
import { projectJson, resourceJson } from '../serializers';
import { defineAction } from './define-action';
import { resourceListFields } from './identities';
import { isListPage, listQuery } from './list-query';

/** A resource the identity reaches (the id in the envelope or the payload). */
const getResource = defineAction({
  name: 'resources/get',
  needsIdentity: true,
  resource: 'id',
  run: ({ resource }) => ({ data: resourceJson(resource!) }),
});

/**
 * Every descendant of the resource that the identity can reach (the resource excluded), paged like
 * every list: by id, 500 at most a page, `after` the last id of the previous page.
 */
const getChildrenTree = defineAction({
  name: 'resources/getChildrenTree',
  needsIdentity: true,
  resource: 'id',
  run: ({ identity, resource, payload }) => {
    const { id: _id, ...query } = payload;
    const page = listQuery(reachableDescendants(identity, resource!.id), query, resourceListFields);
    return isListPage(page) ? { data: page.rows.map(resourceJson), meta: page.meta } : page;
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
