/**
 * api-keys/list, get, create, roll, revoke (docs/api/developers.md). Reading needs `api-keys.read` on
 * the key's project, changing `api-keys.write`; a key's permissions are only those the caller holds
 * there unless their role may escalate (developer; `db/grant-rules.ts`). A secret is made here, kept
 * as a digest, and handed out once through a ticket (`meta.secretTicket`, `POST secrets/reveal`):
 * never in an answer, a push, the audit trail or the database.
 */
import { API_KEYS_READ, API_KEYS_WRITE } from '@/lib/contract/developers';
import { now, nowIso } from '../clock';
import { can, projectIdsUnder, reaches } from '../db/access';
import { apiKeyJson, apiKeyStatus, newSecret, secretDigest, secretPrefix, type ApiKey } from '../db/api-keys';
import { exceedsOwn, missingToGrant } from '../db/grant-rules';
import { newId } from '../db/ids';
import { permissionNames } from '../db/permissions';
import type { Identity } from '../db/schema';
import { db } from '../db/store';
import { apiError, type ApiError } from '../handlers/respond';
import { pushResourceUpdated } from '../pusher-hub';
import { issueSecretTicket } from '../secret-tickets';
import { defineAction } from './define-action';
import { checkRanges } from './ip-ranges';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { failure, fieldError, type ActionOutcome, type ActionRequest } from './types';

const HOUR = 3_600_000;
const ATTRIBUTES = '/data/attributes';

const json = (key: ApiKey) => apiKeyJson(key, now());
const pushKey = (key: ApiKey) => pushResourceUpdated(key.projectId, { type: 'api-keys', id: key.id }, { permission: API_KEYS_READ });
const keyNotFound = () => failure('not-found', 'API key not found');

/** The key named by the call when the identity may read it (reaches its project, holds api-keys.read there). */
function readableKey(identity: Identity, request: ActionRequest, payload: { id?: string } | undefined): ApiKey | undefined {
  const id = request.id ?? payload?.id;
  const key = id ? db.apiKeys.get(id) : undefined;
  return key && reaches(identity, key.projectId) && can(identity, API_KEYS_READ, key.projectId) ? key : undefined;
}

/** The key to change: not-found when it cannot be read (no existence leak), forbidden without api-keys.write there. */
function writableKey(identity: Identity, request: ActionRequest, payload: { id?: string } | undefined): ApiKey | ActionOutcome {
  const key = readableKey(identity, request, payload);
  if (!key) return keyNotFound();
  return can(identity, API_KEYS_WRITE, key.projectId) ? key : failure('forbidden', 'Forbidden');
}

const isKey = (value: ApiKey | ActionOutcome): value is ApiKey => 'secretDigest' in value;

const keyFields: ListOptions<ApiKey> = {
  fields: {
    id: (k) => k.id,
    name: (k) => k.name.toLocaleLowerCase(),
    status: (k) => apiKeyStatus(k, now()),
    mode: (k) => k.mode,
    projectId: (k) => k.projectId,
    createdAt: (k) => k.createdAt,
    lastUsedAt: (k) => k.lastUsedAt,
    expiresAt: (k) => k.expiresAt,
  },
  defaultSort: '-createdAt',
  defaultSize: 50,
};

/** The keys of a project, or of every project under an organization where the caller reads keys. */
const list = defineAction({
  name: 'api-keys/list',
  needsIdentity: true,
  permission: API_KEYS_READ,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    const projects = new Set(projectIdsUnder(resource!.id).filter((id) => can(identity, API_KEYS_READ, id)));
    const page = listQuery(
      db.apiKeys.filter((key) => projects.has(key.projectId)),
      payload,
      keyFields,
    );
    return isListPage(page) ? { data: page.rows.map(json), meta: page.meta } : page;
  },
});

const get = defineAction({
  name: 'api-keys/get',
  needsIdentity: true,
  permission: API_KEYS_READ,
  run: ({ identity, request, payload }) => {
    const key = readableKey(identity, request, payload);
    return key ? { data: json(key) } : keyNotFound();
  },
});

/** The permissions a key is given: at least one, each known, each held by the caller there unless they may escalate. */
function permissionErrors(identity: Identity, projectId: string, permissions: readonly string[]): ApiError[] {
  const pointer = `${ATTRIBUTES}/permissions`;
  if (permissions.length === 0) return [fieldError('permissions', 'permissions-required', 'Select at least one permission')];
  const known = permissionNames as readonly string[];
  const unknown = permissions.flatMap((name, index) =>
    known.includes(name) ? [] : [apiError('invalid', `Unknown permission ${name}`, { source: { pointer: `${pointer}/${index}` } })],
  );
  if (unknown.length) return unknown;
  const missing = missingToGrant(identity, projectId, permissions);
  if (missing.length === 0) return [];
  const { code, title, detail } = exceedsOwn('This key', missing);
  return [apiError(code, title, { detail, source: { pointer }, meta: { missing } })];
}

function expiryErrors(expiresAt: string | null | undefined): ApiError[] {
  if (expiresAt == null) return [];
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return [fieldError('expiresAt', 'invalid', 'Expiry must be an ISO date and time')];
  return at <= now() ? [fieldError('expiresAt', 'expiry-in-past', 'Expiry must be in the future')] : [];
}

/** A new secret's ticket for the caller, the only way the secret leaves the server. */
const ticketFor = (userId: string, secret: string) => ({ secretTicket: issueSecretTicket(userId, secret) });

const create = defineAction({
  name: 'api-keys/create',
  needsIdentity: true,
  resource: { from: 'resourceId', kind: 'project' },
  run: ({ identity, user, resource, payload }): ActionOutcome => {
    const project = resource!;
    const { name, permissions, allowedIps, expiresAt } = payload.data.attributes;
    const ranges = checkRanges(allowedIps, `${ATTRIBUTES}/allowedIps`);
    const errors = [...permissionErrors(identity, project.id, permissions), ...ranges.errors, ...expiryErrors(expiresAt)];
    if (errors.length) return { errors };
    const mode = project.mode ?? 'live';
    const secret = newSecret(mode);
    const key = db.apiKeys.insert({
      id: newId('key'),
      projectId: project.id,
      name,
      mode,
      permissions: [...new Set(permissions)],
      allowedIps: ranges.ranges,
      prefix: secretPrefix(secret),
      secretDigest: secretDigest(secret),
      previousPrefix: null,
      previousSecretDigest: null,
      previousSecretEndsAt: null,
      status: 'active',
      revokedAt: null,
      createdAt: nowIso(),
      createdBy: { name: user.name, email: user.email },
      lastUsedAt: null,
      expiresAt: expiresAt == null ? null : new Date(expiresAt).toISOString(),
    });
    pushKey(key);
    return { data: json(key), meta: ticketFor(user.id, secret) };
  },
});

/** Rolled or revoked: the key must still be usable. */
function unusable(key: ApiKey): ActionOutcome | null {
  const status = apiKeyStatus(key, now());
  if (status === 'revoked') return failure('key-revoked', 'This API key has been revoked');
  if (status === 'expired') return failure('key-expired', 'This API key has expired; create a new one');
  return null;
}

/** A new secret; the previous one keeps working for `graceHours` (a grace still running for an older one ends now). */
const roll = defineAction({
  name: 'api-keys/roll',
  needsIdentity: true,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    const found = writableKey(identity, request, payload);
    if (!isKey(found)) return found;
    const refusal = unusable(found);
    if (refusal) return refusal;
    const { graceHours } = payload.data.attributes;
    const secret = newSecret(found.mode);
    const grace = graceHours > 0;
    const key = db.apiKeys.upsert({
      ...found,
      prefix: secretPrefix(secret),
      secretDigest: secretDigest(secret),
      previousPrefix: grace ? found.prefix : null,
      previousSecretDigest: grace ? found.secretDigest : null,
      previousSecretEndsAt: grace ? new Date(now() + graceHours * HOUR).toISOString() : null,
    });
    pushKey(key);
    return { data: json(key), meta: ticketFor(user.id, secret) };
  },
});

/** Revoked at once: its secret, and a previous one in its grace, stop working. An expired key may be revoked too. */
const revoke = defineAction({
  name: 'api-keys/revoke',
  needsIdentity: true,
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = writableKey(identity, request, payload);
    if (!isKey(found)) return found;
    if (found.status === 'revoked') return failure('key-revoked', 'This API key has been revoked');
    const key = db.apiKeys.upsert({
      ...found,
      status: 'revoked',
      revokedAt: nowIso(),
      previousPrefix: null,
      previousSecretDigest: null,
      previousSecretEndsAt: null,
    });
    pushKey(key);
    return { data: json(key) };
  },
});

export const apiKeyActions = [list, get, create, roll, revoke];
