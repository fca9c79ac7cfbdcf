/**
 * The one recorder of the audit trail (docs/api/audit.md). `dispatchAction` runs every mutating
 * action through `applyAudited`: the change and its entry are one step (`auditedStep`), so one
 * applied change has exactly one entry whatever happens to references (never on a replay, a
 * refusal, a failure or an injected fault); the REST group calls (handlers/identity-groups.ts) and
 * an invitation accepted at its link use the same step. `beginAudit` snapshots the target before
 * the run, `recordAudit` writes the entry from the answer and pushes `resource-updated`
 * `{type: 'audit-entries', id}` to those who read the workspace's audit log.
 */
import { actionContract, isActionName } from '@/lib/contract';
import { AUDIT_READ } from '@/lib/contract/audit';
import { isSecurityEvent } from '@/lib/contract/security-events';
import { nowIso } from '../clock';
import { accountWorkspaces } from '../db/access';
import type { AuditChange, AuditEntry } from '../db/audit';
import { newId } from '../db/ids';
import type { Session, User } from '../db/schema';
import type { RequestMeta } from '../sessions';
import { db } from '../db/store';
import { journalWrites } from '../db/table';
import { isRecord } from '../handlers/respond';
import { pushResourceUpdated } from '../pusher-hub';
import { auditKindOf, auditKindOfId, auditWorkspace, payloadTargetOf, type Attributes } from './audit-objects';
import { failure, isUnchanged, type ActionOutcome, type ActionRequest } from './types';

/** The longest value kept (text, or an object's JSON); longer ones are cut with '…'. */
export const AUDIT_VALUE_MAX = 500;
/** Lists longer than this are kept as their length. */
const LIST_MAX = 20;

/** Fields never kept: one-time codes, passwords, tokens, secrets, a card's security code. */
const SECRET_FIELD = /password|secret|token|otp|cvc|cvv|^code$|twofacode|pin$/i;
/** Fields kept as their last four characters only. */
const NUMBER_FIELD = /^(iban|cardnumber|pan|accountnumber)$/i;
/** An object's own log of its statuses: `status` says what changed, the entry's `at` when. */
const HISTORY_FIELD = 'statusHistory';

export interface AuditRun {
  session: Session;
  action: string;
  requestReference: string | null;
  payload: unknown;
  targetId: string | null;
  /** Attributes before the run, by `<type> <id>`. */
  before: Map<string, Attributes>;
  /** The target's workspace before the run: a deleted row's can no longer be looked up afterwards. */
  workspaceBefore?: string | null;
}

const key = (type: string, id: string) => `${type} ${id}`;

/** Takes the snapshots an entry may need: the target's, and the caller's user (their own settings). */
export function beginAudit(
  session: Session,
  action: string,
  options: { targetId?: string | null; payload?: unknown; requestReference?: string | null } = {},
): AuditRun {
  const targetId = options.targetId ?? null;
  const before = new Map<string, Attributes>();
  const take = (type: string | undefined, id: string) => {
    const kind = type ? auditKindOf(type) : auditKindOfId(id, action);
    const snapshot = kind?.snapshot?.(id, options.payload);
    if (kind && snapshot) before.set(key(kind.type, id), snapshot);
    return kind && snapshot ? (kind.workspace?.(id, { before: snapshot, after: null }) ?? null) : null;
  };
  let workspaceBefore: string | null = null;
  if (targetId) workspaceBefore = take(undefined, targetId);
  else {
    const named = payloadTargetOf(action, options.payload);
    if (named) take(named.type, named.id);
  }
  take('users', session.userId);
  return { session, action, requestReference: options.requestReference ?? null, payload: options.payload, targetId, before, workspaceBefore };
}

/** `beginAudit` for a call through the action endpoints: the target is the envelope `id` (or `payload.id`) of a target action. */
export function beginActionAudit(session: Session, request: ActionRequest): AuditRun {
  const targeted = isActionName(request.action) && actionContract[request.action].target;
  const payloadId = isRecord(request.payload) && typeof request.payload.id === 'string' ? request.payload.id : undefined;
  const targetId = targeted ? (request.id ?? payloadId ?? null) : null;
  return beginAudit(session, request.action, { targetId, payload: request.payload, requestReference: request.requestReference });
}

const lastFour = (value: unknown) => `•••• ${String(value).replace(/\s+/g, '').slice(-4)}`;

const cut = (text: string) => `${text.slice(0, AUDIT_VALUE_MAX - 1)}…`;

/** The value as kept: secrets left out, numbers masked, long lists counted, anything longer than the limit cut. */
function keep(value: unknown): unknown {
  let kept: unknown = value;
  if (Array.isArray(value)) {
    kept = value.length > LIST_MAX ? { count: value.length } : value.map(keep);
  } else if (isRecord(value)) {
    const fields: Record<string, unknown> = {};
    for (const [field, inner] of Object.entries(value)) {
      if (SECRET_FIELD.test(field)) continue;
      fields[field] = NUMBER_FIELD.test(field) && inner ? lastFour(inner) : keep(inner);
    }
    kept = fields;
  }
  if (typeof kept === 'string') return kept.length > AUDIT_VALUE_MAX ? cut(kept) : kept;
  const text = kept !== null && typeof kept === 'object' ? JSON.stringify(kept) : '';
  return text.length > AUDIT_VALUE_MAX ? cut(text) : kept;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ. A created object (before null) lists its fields with `before: null`, a
 * deleted one (after null) with `after: null`; a field only one side has (what an answer says for
 * its caller alone) is not a change.
 */
export function auditChanges(before: Attributes | null, after: Attributes | null): AuditChange[] {
  const changes: AuditChange[] = [];
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (SECRET_FIELD.test(field) || field === HISTORY_FIELD) continue;
    if (before && after && (!(field in before) || !(field in after))) continue;
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (same(was, is)) continue;
    const masked = NUMBER_FIELD.test(field);
    changes.push({ field, before: masked && was ? lastFour(was) : keep(was), after: masked && is ? lastFour(is) : keep(is) });
  }
  return changes;
}

const singleObject = (data: unknown): { type: string; id: string; attributes: Attributes } | null =>
  isRecord(data) && typeof data.type === 'string' && typeof data.id === 'string'
    ? { type: data.type, id: data.id, attributes: isRecord(data.attributes) ? data.attributes : {} }
    : null;

/** What the entry is about: the answer's object, or the target when the answer is another one (a refund's new row), a list or nothing. */
function objectOf(run: AuditRun, outcome: ActionOutcome): { object: AuditEntry['object']; after: Attributes | null } {
  const answered = singleObject(outcome.data);
  if (answered && (!run.targetId || answered.id === run.targetId)) {
    return { object: { type: answered.type, id: answered.id }, after: { ...answered.attributes } };
  }
  if (run.targetId) {
    const kind = auditKindOfId(run.targetId, run.action);
    return { object: { type: kind?.type ?? 'unknown', id: run.targetId }, after: kind?.snapshot?.(run.targetId, run.payload) ?? null };
  }
  return { object: { type: run.action.split('/')[0], id: run.requestReference ?? run.action }, after: null };
}

/**
 * Inserts an entry and tells the audit readers of each workspace it is listed in (`workspaces` when
 * it has them, else its `resource`; none when neither).
 */
export function writeAuditEntry(fields: Omit<AuditEntry, 'id' | 'at'>): AuditEntry {
  const entry = db.auditEntries.append({ id: newId('aud'), at: nowIso(), ...fields });
  for (const workspace of entry.workspaces ?? (entry.resource ? [entry.resource] : [])) {
    pushResourceUpdated(workspace.id, { type: 'audit-entries', id: entry.id }, { permission: AUDIT_READ });
  }
  return entry;
}

/**
 * Writes the entry of an applied change and tells the workspace's audit readers. Called only from
 * within the step that applied it (`auditedStep`): whether a change applied is known there, never
 * guessed afterwards from its reference (a reference reused after the retention applies again and
 * gets its own entry).
 */
export function recordAudit(run: AuditRun, outcome: ActionOutcome): AuditEntry {
  const { session } = run;
  const { object, after: answered } = objectOf(run, outcome);
  const kind = auditKindOf(object.type);
  const compact = (attributes: Attributes | null) => (attributes && kind?.compact ? kind.compact(attributes) : attributes);
  const before = compact(run.before.get(key(object.type, object.id)) ?? null);
  const after = compact(answered);
  const resourceId = auditWorkspace(run.payload, object, { before, after }) ?? run.workspaceBefore ?? null;
  const resource = resourceId ? db.resources.get(resourceId) : undefined;
  // A security event about the caller's own account (their 2FA, a step-up) has no workspace of its
  // own: it is listed in every workspace they belong to (docs/api/audit.md *The security log*).
  // Staff changing a user's account (docs/api/staff.md): the event is that user's, shown as the provider's.
  const byProvider = object.type === 'staff-users';
  const workspaces = !resource && isSecurityEvent(run.action) ? accountWorkspaces(byProvider ? object.id : session.userId) : undefined;
  const user = db.users.get(session.userId);
  return writeAuditEntry({
    ...(byProvider && { byProvider }),
    action: run.action,
    actor: { id: session.userId, name: user?.name ?? '', email: user?.email ?? '' },
    session: { id: session.id, userAgent: session.userAgent || null, ip: session.ip || null },
    object,
    resource: resource ? { id: resource.id, name: resource.name } : (workspaces?.[0] ?? null),
    ...(workspaces && { workspaces }),
    changes: auditChanges(before, after),
    requestReference: run.requestReference,
  });
}

/**
 * One step: `apply` changes the database and `record` writes the entry of what it applied, or
 * neither stays. `record` runs only when `applied(result)` (if given) and some row differs from what
 * it was (an answer from an earlier call's row, or the state asked for already there, changes
 * nothing and is not recorded). When `failed(result)` (a server error: the action threw half-way),
 * or when `apply` or `record` throws, every row written in the step is put back, and a throw is
 * rethrown. A backend does the same with one database transaction.
 */
export function auditedStep<T, A extends T = T>(
  apply: () => T,
  record: (result: A) => unknown,
  check: { applied?: (result: T) => result is A; failed?: (result: T) => boolean } = {},
): T {
  const journal = journalWrites();
  try {
    const result = apply();
    if (check.failed?.(result)) {
      journal.undo();
      return result;
    }
    if ((check.applied ? check.applied(result) : true) && journal.changed()) record(result as A);
    journal.close();
    return result;
  } catch (error) {
    journal.undo();
    throw error;
  }
}

const isServerError = (outcome: ActionOutcome) => Boolean(outcome.errors?.some((error) => error.code === '500'));

/**
 * A mutating action through the action endpoints, run with its entry as one step: recorded when it
 * answered no errors, changed something and is not an answer given again (`unchanged`); a server
 * error, or an entry that cannot be written, leaves nothing changed and answers `500`.
 */
export function applyAudited(run: AuditRun, execute: () => ActionOutcome): ActionOutcome {
  try {
    return auditedStep(execute, (outcome) => recordAudit(run, outcome), {
      applied: (outcome): outcome is ActionOutcome => !outcome.errors?.length && !isUnchanged(outcome),
      failed: isServerError,
    });
  } catch (error) {
    console.error('[sandbox] the change is undone: its audit entry could not be written', run.action, error);
    return failure('500', 'Some error occurred');
  }
}

/**
 * An accepted invitation (a REST call without a signed-in session): the new member is the actor, from
 * the browser that opened the link; the entry shows the invitation becoming the member.
 */
export function recordInvitationAccepted(
  invited: { id: string; isYou?: boolean } & object,
  resourceId: string,
  user: User,
  meta: RequestMeta,
): AuditEntry | null {
  const { id: _invitationId, isYou: _isYou, ...before } = invited;
  const linkSession: Session = {
    id: 'invitation-link',
    tokenDigest: '',
    userId: user.id,
    identityId: null,
    scope: 'full',
    createdAt: nowIso(),
    lastUsedAt: nowIso(),
    userAgent: meta.userAgent,
    ip: meta.ip,
    channels: [],
  };
  const run: AuditRun = {
    session: linkSession,
    action: 'team/acceptInvitation',
    requestReference: null,
    payload: { resourceId },
    targetId: user.id,
    before: new Map([[key('team-members', user.id), before as Attributes]]),
  };
  return recordAudit(run, { data: null });
}
