/**
 * disputes/list, get, addEvidenceFile, removeEvidenceFile, updateEvidenceFile, saveRebuttal, submitEvidence, accept,
 * aggregate (docs/api/disputes.md).
 *
 * Reading needs `read-only` on the dispute's project (an organization's groups apply to its
 * projects); acting needs `disputes.write` there too. An unknown id, or one the identity may not
 * read, is one failure, `dispute-not-accessible` (as transactions/get: no existence leak).
 *
 * The clock: an open dispute whose deadline passes becomes `lost`; a submitted one (`pending`) is
 * decided `DECISION_MS` later, `won` or `lost` by its id (`disputeOutcome`). A dispute is brought
 * up to the clock whenever it is read, and one `disputes-sweep` job, due at the next deadline or
 * decision, does it for all of them, so that the change is pushed (`resource-updated`, type
 * `disputes`) even when nobody reads. Every change of a dispute is pushed the same way.
 */
import {
  DISPUTE_NOT_ACCESSIBLE,
  DISPUTES_READ,
  DISPUTES_WRITE,
  disputeFilterOperators,
  disputeSortFields,
  EVIDENCE_FILES_MAX,
  evidenceFileTypeProblem,
  FILE_OFFER_LIMIT_BYTES,
  openDisputeStatuses,
  reasonCodeOf,
  type DisputeFilterField,
  type DisputeStatus,
} from '@/lib/contract/disputes';
import type { ActionParsedPayload, FilterOperator } from '@/lib/contract';
import { isKnownCurrency, MAJOR_DECIMAL, minorBound } from '@/lib/money';
import { defineJob, now, nowIso } from '../clock';
import { can, projectIdsUnder, reaches } from '../db/access';
import type { Dispute } from '../db/disputes';
import { fnv1a } from '../db/random';
import type { Identity } from '../db/schema';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { apiError, type ApiError } from '../handlers/respond';
import { pushResourceUpdated } from '../pusher-hub';
import { transactionJson } from '../serializers';
import { emitWebhookEvent } from '../webhooks/engine';
import { defineAction } from './define-action';
import { settleDisputeMoney } from './dispute-money';
import { listQuery, type ListOptions } from './list-query';
import { TRANSACTIONS_READ } from './transaction-rules';
import { failure, fieldError, refuse, type ActionOutcome, type ActionRequest } from './types';

/** How long the scheme takes to decide a submitted dispute (sandbox time). */
export const DECISION_MS = 20_000;
export const DEFAULT_PAGE_SIZE = 50;

/** The scheme's decision on a submitted dispute: deterministic by id (about two in three are won). */
export const disputeOutcome = (id: string): 'won' | 'lost' => (fnv1a(`${id}:outcome`) % 3 === 0 ? 'lost' : 'won');

const isOpen = (d: Dispute) => (openDisputeStatuses as readonly string[]).includes(d.status);

export const disputeJson = (d: Dispute) => ({
  type: 'disputes' as const,
  id: d.id,
  attributes: {
    transactionId: d.transactionId,
    chargebackId: d.chargebackId,
    customer: { ...d.customer },
    amount: d.amount,
    currency: d.currency,
    scheme: d.scheme,
    reasonCode: d.reasonCode,
    reasonCategory: reasonCodeOf(d.reasonCode)?.category ?? null,
    status: d.status,
    respondable: isOpen(d) && Date.parse(d.deadlineAt) > now(),
    openedAt: d.openedAt,
    deadlineAt: d.deadlineAt,
    decidedAt: d.decidedAt,
    statusHistory: d.statusHistory.map((entry) => ({ ...entry })),
    evidence: { files: d.evidence.files.map((file) => ({ ...file })), rebuttal: d.evidence.rebuttal, submittedAt: d.evidence.submittedAt },
  },
  relationships: {
    project: { data: { type: 'resources', id: d.projectId } },
    transaction: { data: { type: 'transactions', id: d.transactionId } },
  },
});

/** Tells everyone who may read the project's disputes that `d` changed. */
function announce(d: Dispute) {
  const { type, id, attributes } = disputeJson(d);
  pushResourceUpdated(d.projectId, { type, id, attributes }, { permission: DISPUTES_READ });
}

/** The webhook event of a dispute's new status (an accepted one is lost). */
const disputeEvents: Partial<Record<DisputeStatus, string>> = {
  pending: 'dispute.updated',
  won: 'dispute.won',
  lost: 'dispute.lost',
  confirmed: 'dispute.lost',
};

/** Saves `d` with its new status (history appended), pushes it and tells the project's webhooks. */
function save(d: Dispute, status: DisputeStatus, at: string, changes: Partial<Dispute> = {}): Dispute {
  const row = db.disputes.upsert({ ...d, ...changes, status, statusHistory: [...d.statusHistory, { status, at }] });
  announce(row);
  const event = disputeEvents[status];
  if (event) emitWebhookEvent(row.projectId, event, disputeJson(row));
  return row;
}

/** Closes a dispute with its outcome and settles the money it held (`settleDisputeMoney`). */
function decide(d: Dispute, outcome: 'won' | 'lost' | 'confirmed', at: string): Dispute {
  const row = save(d, outcome, at, { decidedAt: at, decisionAt: null });
  settleDisputeMoney(row, outcome);
  return row;
}

/** Brings a dispute up to the sandbox clock: a passed deadline loses an open dispute; a due decision decides a pending one. */
export function settleDispute(d: Dispute): Dispute {
  const at = now();
  if (isOpen(d) && Date.parse(d.deadlineAt) <= at) return decide(d, 'lost', d.deadlineAt);
  if (d.status === 'pending' && d.decisionAt && Date.parse(d.decisionAt) <= at) return decide(d, disputeOutcome(d.id), d.decisionAt);
  return d;
}

const SWEEP = 'disputes-sweep';

/** Settles every dispute that fell due, then waits for the next one. */
const sweep = defineJob<null>(SWEEP, () => {
  for (const d of db.disputes.all()) settleDispute(d);
  scheduleSweep();
});

/** Keeps one `disputes-sweep` job, due at the next deadline or decision (none when nothing is waiting). */
export function scheduleSweep() {
  const at = now();
  let due = Infinity;
  for (const d of db.disputes.all()) {
    const next = isOpen(d) ? Date.parse(d.deadlineAt) : d.status === 'pending' && d.decisionAt ? Date.parse(d.decisionAt) : Infinity;
    if (next > at && next < due) due = next;
  }
  const existing = db.jobs.filter((job) => job.kind === SWEEP);
  if (existing.length === 1 && existing[0].dueAt <= due) return;
  for (const job of existing) db.jobs.remove(job.id);
  if (Number.isFinite(due)) sweep(due - at, null);
}

// ——— access ———————————————————————————————————————————————————————————————————————————

const readable = (identity: Identity, d: Dispute) => reaches(identity, d.projectId) && can(identity, DISPUTES_READ, d.projectId);
const notAccessible = () => failure('dispute-not-accessible', DISPUTE_NOT_ACCESSIBLE);
const notOpen = () => failure('dispute-not-open', 'This dispute can no longer be changed');

/** The dispute the envelope names, up to the clock, when the identity may read it. */
function target(identity: Identity, request: ActionRequest, payload: { id?: string }): Dispute | null {
  const id = request.id ?? payload.id;
  const found = id ? db.disputes.get(id) : undefined;
  return found && readable(identity, found) ? settleDispute(found) : null;
}

/** Projects under the workspace whose disputes the identity may read. */
const readableProjects = (identity: Identity, resourceId: string) =>
  new Set(projectIdsUnder(resourceId).filter((projectId) => can(identity, DISPUTES_READ, projectId)));

// ——— filters ——————————————————————————————————————————————————————————————————————————

interface FilterPayload {
  filter?: Record<string, unknown>;
  filters?: { field: string; operator: FilterOperator; value?: unknown }[];
}

type Predicate = (d: Dispute) => boolean;

const invalid = (pointer: string, title: string): ApiError => apiError('invalid', title, { source: { pointer } });
const unknownCurrency = (pointer: string): ApiError => apiError('unknown-currency', 'Currency is not an ISO 4217 code', { source: { pointer } });
const toInstant = (value: unknown) => (typeof value === 'string' && value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null);

const textReaders: Partial<Record<DisputeFilterField, (d: Dispute) => string>> = {
  status: (d) => d.status,
  reasonCode: (d) => d.reasonCode,
  scheme: (d) => d.scheme,
  currency: (d) => d.currency,
  projectId: (d) => d.projectId,
  transactionId: (d) => d.transactionId,
  customerEmail: (d) => d.customer.email.toLowerCase(),
};

export interface DisputeQuery {
  predicates: Predicate[];
  /** The `openedAt` range the filters give (ISO), for the dispute rate. */
  from: string | null;
  to: string | null;
}

/** The filters of a list or aggregate request → predicates, or the errors refusing them (pointing at each). */
export function disputeQuery(payload: FilterPayload): DisputeQuery | { errors: ApiError[] } {
  const entries: { field: string; operator: FilterOperator; value: unknown; at: string; short: boolean }[] = [];
  for (const [field, value] of Object.entries(payload.filter ?? {})) {
    if (value !== undefined && value !== null && value !== '') entries.push({ field, operator: 'eq', value, at: `/filter/${field}`, short: true });
  }
  (payload.filters ?? []).forEach((f, i) => entries.push({ field: f.field, operator: f.operator, value: f.value, at: `/filters/${i}`, short: false }));

  const errors: ApiError[] = [];
  const query: DisputeQuery = { predicates: [], from: null, to: null };
  for (const { field: name, operator, value, at, short } of entries) {
    const field = name as DisputeFilterField;
    const operators = disputeFilterOperators[field] as readonly string[] | undefined;
    if (!operators) {
      errors.push(invalid(short ? at : `${at}/field`, `Cannot filter by ${name}`));
      continue;
    }
    if (!operators.includes(operator)) {
      errors.push(invalid(short ? at : `${at}/operator`, `${name} takes ${operators.join(', ')}`));
      continue;
    }
    const valueAt = short ? at : `${at}/value`;
    const read = textReaders[field];
    if (read) {
      if (operator === 'in') {
        if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
          errors.push(invalid(valueAt, 'The value of `in` is a list of strings'));
          continue;
        }
        const unknown = field === 'currency' ? (value as string[]).findIndex((code) => !isKnownCurrency(code)) : -1;
        if (unknown >= 0) {
          errors.push(unknownCurrency(`${valueAt}/${unknown}`));
          continue;
        }
        const wanted = new Set(value as string[]);
        query.predicates.push((d) => wanted.has(read(d)));
      } else {
        const wanted = field === 'customerEmail' ? String(value ?? '').toLowerCase() : String(value ?? '');
        if (field === 'currency' && !isKnownCurrency(wanted)) {
          errors.push(unknownCurrency(valueAt));
          continue;
        }
        query.predicates.push(operator === 'eq' ? (d) => read(d) === wanted : (d) => read(d) !== wanted);
      }
    } else if (field === 'amount') {
      if (typeof value !== 'string' || !MAJOR_DECIMAL.test(value.trim())) {
        errors.push(invalid(valueAt, 'Amount is a decimal in major units, like 12.50'));
        continue;
      }
      const up = operator === 'gte';
      query.predicates.push((d) => {
        const bound = minorBound(value, d.currency, up)!;
        return up ? d.amount >= bound : d.amount <= bound;
      });
    } else {
      const instant = toInstant(value);
      if (!instant) {
        errors.push(invalid(valueAt, `${name} takes an ISO date`));
        continue;
      }
      const key = field as 'deadlineAt' | 'openedAt';
      query.predicates.push(operator === 'gte' ? (d) => d[key] >= instant : (d) => d[key] <= instant);
      if (key === 'openedAt' && operator === 'gte' && (query.from === null || instant > query.from)) query.from = instant;
      if (key === 'openedAt' && operator === 'lte' && (query.to === null || instant < query.to)) query.to = instant;
    }
  }
  return errors.length ? { errors } : query;
}

/** The workspace's readable disputes matching the query, up to the clock. */
function matching(identity: Identity, resourceId: string, query: DisputeQuery): { rows: Dispute[]; projects: Set<string> } {
  const projects = readableProjects(identity, resourceId);
  const rows = db.disputes
    .filter((d) => projects.has(d.projectId))
    .map(settleDispute)
    .filter((d) => query.predicates.every((test) => test(d)));
  return { rows, projects };
}

const sortOptions: ListOptions<Dispute> = {
  fields: {
    ...Object.fromEntries(disputeSortFields.map((field) => [field, (d: Dispute) => d[field]])),
    // "Respond by" matters only while a dispute can be answered: closed ones sort after every open one.
    deadlineAt: (d: Dispute) => (isOpen(d) ? d.deadlineAt : `~${d.deadlineAt}`),
  },
  defaultSort: 'deadlineAt',
  defaultSize: DEFAULT_PAGE_SIZE,
};

// ——— actions ——————————————————————————————————————————————————————————————————————————

const list = defineAction({
  name: 'disputes/list',
  needsIdentity: true,
  permission: DISPUTES_READ,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    const query = disputeQuery(payload);
    if ('errors' in query) return query;
    const { rows } = matching(identity, resource!.id, query);
    const answer = listQuery(rows, { sort: payload.sort, page: payload.page }, sortOptions);
    if ('errors' in answer) return answer;
    scheduleSweep();
    return { data: answer.rows.map(disputeJson), meta: answer.meta };
  },
});

const get = defineAction({
  name: 'disputes/get',
  needsIdentity: true,
  run: ({ identity, request, payload }) => {
    const d = target(identity, request, payload);
    if (!d) return notAccessible();
    scheduleSweep();
    const payment = db.transactions.get(d.transactionId);
    const included = payment && can(identity, TRANSACTIONS_READ, d.projectId) ? [transactionJson(payment)] : [];
    return { data: disputeJson(d), included };
  },
});

const isDispute = (value: Dispute | ActionOutcome): value is Dispute => 'projectId' in value;

/**
 * An action on one dispute: readable (else `dispute-not-accessible`), `disputes.write` on its
 * project (else `forbidden`), open (else `dispute-not-open`); `act` returns the changed dispute or a refusal.
 */
type EvidenceActionName =
  | 'disputes/addEvidenceFile'
  | 'disputes/removeEvidenceFile'
  | 'disputes/updateEvidenceFile'
  | 'disputes/saveRebuttal'
  | 'disputes/submitEvidence'
  | 'disputes/accept';

const evidenceAction = <N extends EvidenceActionName>(
  name: N,
  act: (d: Dispute, payload: ActionParsedPayload<N>, request: ActionRequest) => Dispute | ActionOutcome,
) =>
  defineAction<N, true>({
    name,
    needsIdentity: true,
    permission: DISPUTES_WRITE,
    run: ({ identity, request, payload }) => {
      const d = target(identity, request, payload as { id?: string });
      if (!d) return notAccessible();
      if (!can(identity, DISPUTES_WRITE, d.projectId)) return refuse();
      const result = act(d, payload, request);
      scheduleSweep();
      return isDispute(result) ? { data: disputeJson(result) } : result;
    },
  });

/** Changes an open dispute's evidence and pushes it. */
const withEvidence = (d: Dispute, evidence: Partial<Dispute['evidence']>) => {
  const row = db.disputes.upsert({ ...d, evidence: { ...d.evidence, ...evidence } });
  announce(row);
  return row;
};

const addEvidenceFile = evidenceAction('disputes/addEvidenceFile', (d, payload) => {
  if (!isOpen(d)) return notOpen();
  const { name, size, kind, contentType } = payload.data.attributes;
  const typeProblem = evidenceFileTypeProblem(name, contentType);
  if (typeProblem) return { errors: [fieldError(typeProblem, 'unsupported-file-type', 'Only PDF, JPEG, PNG or TIFF files are accepted')] };
  if (size > FILE_OFFER_LIMIT_BYTES) return { errors: [fieldError('size', 'file-too-large', 'A file must be at most 2 GB')] };
  if (d.evidence.files.length >= EVIDENCE_FILES_MAX) return failure('too-many-files', `At most ${EVIDENCE_FILES_MAX} files per dispute`);
  const file = { id: newId('evf'), name, size, kind, uploadedAt: nowIso() };
  return withEvidence(d, { files: [...d.evidence.files, file] });
});

const fileNotFound = () => ({ errors: [apiError('not-found', 'Evidence file not found', { source: { pointer: '/fileId' } })] });

const removeEvidenceFile = evidenceAction('disputes/removeEvidenceFile', (d, payload) => {
  if (!isOpen(d)) return notOpen();
  if (!d.evidence.files.some((file) => file.id === payload.fileId)) return fileNotFound();
  return withEvidence(d, { files: d.evidence.files.filter((file) => file.id !== payload.fileId) });
});

const updateEvidenceFile = evidenceAction('disputes/updateEvidenceFile', (d, payload) => {
  if (!isOpen(d)) return notOpen();
  if (!d.evidence.files.some((file) => file.id === payload.fileId)) return fileNotFound();
  const { kind } = payload.data.attributes;
  return withEvidence(d, { files: d.evidence.files.map((file) => (file.id === payload.fileId ? { ...file, kind } : file)) });
});

const saveRebuttal = evidenceAction('disputes/saveRebuttal', (d, payload) => {
  if (!isOpen(d)) return notOpen();
  return withEvidence(d, { rebuttal: payload.data.attributes.text || null });
});

const submitEvidence = evidenceAction('disputes/submitEvidence', (d) => {
  if (!isOpen(d)) return notOpen();
  if (d.evidence.files.length === 0 && !d.evidence.rebuttal) return failure('evidence-required', 'Add a file or a rebuttal before submitting');
  const at = nowIso();
  return save(d, 'pending', at, { evidence: { ...d.evidence, submittedAt: at }, decisionAt: new Date(now() + DECISION_MS).toISOString() });
});

const accept = evidenceAction('disputes/accept', (d) => {
  if (d.status === 'confirmed') return d;
  if (!isOpen(d)) return notOpen();
  const at = nowIso();
  return decide(d, 'confirmed', at);
});

// ——— aggregate ————————————————————————————————————————————————————————————————————————

type Totals = Map<string, { count: number; amounts: Map<string, number> }>;

function add(groups: Totals, key: string, d: Dispute) {
  let group = groups.get(key);
  if (!group) groups.set(key, (group = { count: 0, amounts: new Map() }));
  group.count += 1;
  group.amounts.set(d.currency, (group.amounts.get(d.currency) ?? 0) + d.amount);
}

const amountsJson = (amounts: Map<string, number>) => [...amounts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, amount]) => ({ currency, amount }));

const groupsJson = (groups: Totals, order: (a: string, b: string) => number) =>
  [...groups.keys()].sort(order).map((key) => ({ key, count: groups.get(key)!.count, amounts: amountsJson(groups.get(key)!.amounts) }));

const chargeTypes = new Set(['charge', 'charge-recurring']);

const aggregate = defineAction({
  name: 'disputes/aggregate',
  needsIdentity: true,
  permission: DISPUTES_READ,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    const query = disputeQuery(payload);
    if ('errors' in query) return query;
    const { rows, projects } = matching(identity, resource!.id, query);
    scheduleSweep();
    const total: Totals = new Map();
    const byReasonCode: Totals = new Map();
    const byScheme: Totals = new Map();
    const byStatus: Totals = new Map();
    const byMonth: Totals = new Map();
    for (const d of rows) {
      add(total, 'all', d);
      add(byReasonCode, d.reasonCode, d);
      add(byScheme, d.scheme, d);
      add(byStatus, d.status, d);
      add(byMonth, d.openedAt.slice(0, 7), d);
    }
    const { from, to } = query;
    const chargeCount = db.transactions.filter(
      (t) =>
        projects.has(t.projectId) &&
        chargeTypes.has(t.type) &&
        t.status !== 'failed' &&
        (from === null || t.createdAt >= from) &&
        (to === null || t.createdAt <= to),
    ).length;
    const byCount = (groups: Totals) => (a: string, b: string) => groups.get(b)!.count - groups.get(a)!.count || (a < b ? -1 : 1);
    const totals = total.get('all');
    return {
      data: {
        type: 'dispute-aggregates' as const,
        id: resource!.id,
        attributes: {
          from,
          to,
          totals: { count: totals?.count ?? 0, amounts: totals ? amountsJson(totals.amounts) : [] },
          byReasonCode: groupsJson(byReasonCode, byCount(byReasonCode)),
          byScheme: groupsJson(byScheme, byCount(byScheme)),
          byStatus: groupsJson(byStatus, byCount(byStatus)),
          byMonth: groupsJson(byMonth, (a, b) => (a < b ? -1 : 1)),
          chargeCount,
          disputeRate: chargeCount === 0 ? 0 : (totals?.count ?? 0) / chargeCount,
        },
      },
    };
  },
});

export const disputeActions = [list, get, addEvidenceFile, removeEvidenceFile, updateEvidenceFile, saveRebuttal, submitEvidence, accept, aggregate];
