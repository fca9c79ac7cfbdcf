import type { Resource, Session } from '../db/schema';
import { permissionsOf, reachableResources, visibleResources } from '../db/access';
import { catalogue } from '../db/permissions';
import { db } from '../db/store';
import { accessTokenJson, resourceJson } from '../serializers';
import { endSession } from '../sessions';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { notFound } from './types';

/** What resource lists filter and sort on. */
export const resourceListFields: ListOptions<Resource> = {
  fields: {
    id: (r) => r.id, name: (r) => r.name, resourceType: (r) => r.resourceType, mode: (r) => r.mode,
    parentId: (r) => r.parentId, createdAt: (r) => r.createdAt,
  },
  defaultSort: 'id',
};

const tokenListFields: ListOptions<Session> = {
  fields: {
    id: (s) => s.id, createdAt: (s) => s.createdAt, lastUsedAt: (s) => s.lastUsedAt, userAgent: (s) => s.userAgent, ip: (s) => s.ip,
  },
  defaultSort: '-lastUsedAt',
};

const getMyPermissions = defineAction({
  name: 'identities/getMyPermissions',
  needsIdentity: true,
  run: ({ identity, payload }) => {
    const resourceId = payload.resourceId || undefined;
    const names = [...permissionsOf(identity, resourceId)].sort();
    return {
      data: { type: 'permissions', id: `${identity.id}:${resourceId ?? '*'}`, attributes: { permissions: names.map((n) => catalogue[n]) } },
      meta: { catalogue },
    };
  },
});

const listMyResources = defineAction({
  name: 'identities/listMyResources',
  needsIdentity: true,
  run: ({ identity, payload }) => {
    const page = listQuery(visibleResources(identity), payload, resourceListFields);
    return isListPage(page) ? { data: page.rows.map(resourceJson), meta: page.meta } : page;
  },
});

/** The full tree the identity reaches: visible resources, their ancestors and their merchants. */
const getResourceTree = defineAction({
  name: 'identities/getResourceTree',
  needsIdentity: true,
  permission: 'identities.resource-tree.read',
  run: ({ identity, payload }) => {
    const page = listQuery(reachableResources(identity), payload, resourceListFields);
    return isListPage(page) ? { data: page.rows.map(resourceJson), meta: page.meta } : page;
  },
});

/** The user's signed-in sessions (one per device), the most recently used first. */
const listActiveTokens = defineAction({
  name: 'identities/listActiveTokens',
  run: ({ user, session, payload }) => {
    const sessions = db.sessions.filter((s) => s.userId === user.id && s.scope === 'full');
    const page = listQuery(sessions, payload, tokenListFields);
    return isListPage(page) ? { data: page.rows.map((s) => accessTokenJson(s, session.id)), meta: page.meta } : page;
  },
});

/** Ends one of the user's own sessions (the id in the envelope or the payload). */
const deleteAccessToken = defineAction({
  name: 'identities/deleteAccessToken',
  run: ({ user, request, payload }) => {
    const id = request.id ?? payload.id;
    const target = id ? db.sessions.get(id) : undefined;
    if (!target || target.userId !== user.id) return notFound('Access token');
    endSession(target.id);
    return { data: null };
  },
});

export const identityActions = [getMyPermissions, listMyResources, getResourceTree, listActiveTokens, deleteAccessToken];
