import { can, permissionsOf, reachableResources, visibleResources } from '../db/access';
import { catalogue } from '../db/permissions';
import { db } from '../db/store';
import { isRecord } from '../handlers/respond';
import { accessTokenJson, resourceJson } from '../serializers';
import { endSession } from '../sessions';
import { cursorPage, notFound, refuse, targetId, type ActionContext, type ActionOutcome, type ActionRegistry } from './types';

function getMyPermissions({ identity, payload }: ActionContext): ActionOutcome {
  if (!identity) return refuse();
  const resourceId = typeof payload.resourceId === 'string' && payload.resourceId ? payload.resourceId : undefined;
  const names = [...permissionsOf(identity, resourceId)].sort();
  return {
    data: { type: 'permissions', id: `${identity.id}:${resourceId ?? '*'}`, attributes: { permissions: names.map((n) => catalogue[n]) } },
    meta: { catalogue },
  };
}

function listMyResources({ identity, payload }: ActionContext): ActionOutcome {
  if (!identity) return refuse();
  const filter = isRecord(payload.filter) ? payload.filter : {};
  const type = typeof filter.resourceType === 'string' ? filter.resourceType : undefined;
  const rows = visibleResources(identity).filter((r) => !type || r.resourceType === type);
  const page = cursorPage(rows, payload.page);
  return { data: page.rows.map(resourceJson), meta: page.meta };
}

function getResourceTree({ identity, payload }: ActionContext): ActionOutcome {
  if (!identity || !can(identity, 'identities.resource-tree.read')) return refuse();
  const page = cursorPage(reachableResources(identity), payload.page);
  return { data: page.rows.map(resourceJson), meta: page.meta };
}

function listActiveTokens({ user, session, payload }: ActionContext): ActionOutcome {
  const sessions = db.sessions
    .filter((s) => s.userId === user.id && s.scope === 'full')
    .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || a.id.localeCompare(b.id));
  const size = isRecord(payload.page) ? Math.min(500, Math.max(1, Number(payload.page.size) || 500)) : 500;
  return { data: sessions.slice(0, size).map((s) => accessTokenJson(s, session.id)), meta: { page: { total: sessions.length, size } } };
}

function deleteAccessToken(context: ActionContext): ActionOutcome {
  const id = targetId(context);
  const target = id ? db.sessions.get(id) : undefined;
  if (!target || target.userId !== context.user.id) return notFound('Access token');
  endSession(target.id);
  return { data: null };
}

export const identityActions: ActionRegistry = {
  'identities/getMyPermissions': { run: getMyPermissions, needsIdentity: true },
  'identities/listMyResources': { run: listMyResources, needsIdentity: true },
  'identities/getResourceTree': { run: getResourceTree, needsIdentity: true },
  'identities/listActiveTokens': { run: listActiveTokens },
  'identities/deleteAccessToken': { run: deleteAccessToken, mutates: true },
};
