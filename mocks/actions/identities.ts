import type { Identity, Resource, Session } from '../db/schema';
import { can, identityGroups, permissionsOf, reachableResources, reaches, visibleResources } from '../db/access';
import { catalogue } from '../db/permissions';
import { mayEscalate } from '../db/grant-rules';
import { db } from '../db/store';
import { accessTokenJson, resourceJson } from '../serializers';
import { mayEndSessionsOf } from '../db/session-rules';
import { MEMBER_READ } from '../db/team-rules';
import { endSessionWithPush } from '../memberships';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { failure, notFound, refuse } from './types';

/** What resource lists filter and sort on. */
export const resourceListFields: ListOptions<Resource> = {
  fields: {
    id: (r) => r.id,
    name: (r) => r.name,
    resourceType: (r) => r.resourceType,
    mode: (r) => r.mode,
    parentId: (r) => r.parentId,
    createdAt: (r) => r.createdAt,
  },
  defaultSort: 'id',
};

const tokenListFields: ListOptions<Session> = {
  fields: {
    id: (s) => s.id,
    createdAt: (s) => s.createdAt,
    lastUsedAt: (s) => s.lastUsedAt,
    userAgent: (s) => s.userAgent,
    ip: (s) => s.ip,
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
      meta: { catalogue, mayEscalate: resourceId !== undefined && mayEscalate(identity, resourceId) },
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

/**
 * Signed-in sessions (one per device), the most recently used first: the user's own, or with
 * `identityId` that identity's (another member's needs `identities.read` where it has a group).
 * `meta.mayEnd`: whether the caller may end these sessions (their own; another's: `mayEndSessionsOf`).
 */
const listActiveTokens = defineAction({
  name: 'identities/listActiveTokens',
  run: ({ user, session, identity, payload }) => {
    const { identityId, ...query } = payload;
    let sessions: Session[];
    let mayEnd = true;
    if (identityId === undefined) {
      sessions = db.sessions.filter((s) => s.userId === user.id && s.scope === 'full');
    } else {
      const target = db.identities.get(identityId);
      const own = target?.userId === user.id;
      if (!target || (!own && (!identity || !identityGroups(target).some((g) => g.resourceId !== null && reaches(identity, g.resourceId))))) {
        return notFound('Identity');
      }
      if (!own && !holdsWhereItIs(identity!, target, 'identities.read')) return refuse();
      sessions = db.sessions.filter((s) => s.identityId === target.id && s.scope === 'full');
      mayEnd = own || mayEndSessionsOf(identity!, target);
    }
    const page = listQuery(sessions, query, tokenListFields);
    return isListPage(page) ? { data: page.rows.map((s) => accessTokenJson(s, session.id)), meta: { ...page.meta, mayEnd } } : page;
  },
});

/** True when the caller holds one of the permissions where one of the identity's groups sits. */
const holdsWhereItIs = (caller: Identity, target: Identity, permission: string | readonly string[]) =>
  identityGroups(target).some((group) => group.resourceId !== null && can(caller, permission, group.resourceId));

/** Another user's session, to a caller who sees the member but is not an admin of all its workspaces. */
const adminRequired = () => failure('forbidden', 'Only an admin of every workspace this member belongs to can end their sessions');

/**
 * Ends a session (the id in the envelope or the payload): one of the user's own, or another
 * member's when the caller is an admin of every workspace that member's identity has a group on
 * (`db/session-rules.ts`): `forbidden` to one who sees the member (a team manager), `not-found` to
 * one who does not. The session hears `session-ended` `{reason, endedBy}` first.
 */
const deleteAccessToken = defineAction({
  name: 'identities/deleteAccessToken',
  run: ({ user, identity, request, payload }) => {
    const id = request.id ?? payload.id;
    const target = id ? db.sessions.get(id) : undefined;
    if (!target) return notFound('Access token');
    if (target.userId !== user.id) {
      const owner = target.scope === 'full' && target.identityId ? db.identities.get(target.identityId) : undefined;
      if (!owner || !identity || !holdsWhereItIs(identity, owner, MEMBER_READ)) return notFound('Access token');
      if (!mayEndSessionsOf(identity, owner)) return adminRequired();
    }
    endSessionWithPush(target.id, 'token-deleted', user);
    return { data: null };
  },
});

/** Ends every session of the user but the calling one ("Sign out all other sessions"); each hears `session-ended` first. */
const deleteOtherAccessTokens = defineAction({
  name: 'identities/deleteOtherAccessTokens',
  run: ({ user, session }) => {
    const others = db.sessions.filter((s) => s.userId === user.id && s.id !== session.id);
    for (const other of others) endSessionWithPush(other.id, 'token-deleted', user);
    return { data: null, meta: { ended: others.length } };
  },
});

export const identityActions = [getMyPermissions, listMyResources, getResourceTree, listActiveTokens, deleteAccessToken, deleteOtherAccessTokens];
