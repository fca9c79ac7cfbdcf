/**
 * transactions/bulkRefundPreview, transactions/bulkRefund, transactions/getBulkRefund
 * (docs/api/bulk-refunds.md).
 *
 * A pasted list of transaction IDs, one per line, all from one project: the project of the first
 * ID found in the workspace. The rules of a single refund apply to every line: the preview reads
 * them from the transaction rules, and the bulk refund runs the single refund action itself for each
 * refundable line (its checks, its rows, its clock and pushes), so the two can never disagree.
 */
import type { Identity, Session, Transaction } from '../db/schema';
import type { BulkRefund, BulkRefundRow } from '../db/bulk-refunds';
import { can, lineage } from '../db/access';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { nowIso } from '../clock';
import { defineAction, type DefinedAction } from './define-action';
import { REFUND_WRITE, refundableAmount, TRANSACTIONS_READ } from './transaction-rules';
import { moneyActions } from './transaction-money';
import { failure, referenceReused, refuse, unchanged, type ActionOutcome } from './types';

export type LineOutcome = 'refundable' | 'unknown-id' | 'other-project' | 'duplicate' | 'already-refunded' | 'not-refundable';

export interface PreviewLine {
  line: number;
  transactionId: string;
  outcome: LineOutcome;
  transaction?: Transaction;
  /** What will be refunded (refundable lines) or what the transaction is (others found). */
  amount?: number;
}

const isFullyRefunded = (t: Transaction) => t.refundedAmount > 0 && t.refundedAmount >= t.amount;

/** A transaction the identity may read; any other id reads as unknown (no existence leak). */
function findReadable(identity: Identity, id: string): Transaction | undefined {
  const transaction = db.transactions.get(id) ?? db.transactions.get(id.toLowerCase());
  return transaction && can(identity, TRANSACTIONS_READ, transaction.projectId) ? transaction : undefined;
}

const inWorkspace = (transaction: Transaction, workspaceId: string) => lineage(transaction.projectId).some((resource) => resource.id === workspaceId);

/**
 * One outcome per line, in order. The project is that of the first id found in the workspace; a
 * readable id of any other project (of this workspace or another) is `other-project`.
 */
export function previewLines(identity: Identity, workspaceId: string, ids: readonly string[]) {
  const found = ids.map((raw) => findReadable(identity, raw.trim()));
  const projectId = found.find((transaction) => transaction && inWorkspace(transaction, workspaceId))?.projectId ?? null;
  const seen = new Set<string>();
  const lines = ids.map((raw, index): PreviewLine => {
    const transactionId = raw.trim();
    const base = { line: index + 1, transactionId };
    const key = transactionId.toLowerCase();
    if (seen.has(key)) return { ...base, outcome: 'duplicate' };
    seen.add(key);
    const transaction = found[index];
    if (!transaction) return { ...base, outcome: 'unknown-id' };
    const known = { ...base, transaction, amount: transaction.amount };
    if (transaction.projectId !== projectId) return { ...known, outcome: 'other-project' };
    const refundable = refundableAmount(transaction);
    if (refundable > 0) return { ...known, outcome: 'refundable', amount: refundable };
    return { ...known, outcome: isFullyRefunded(transaction) ? 'already-refunded' : 'not-refundable' };
  });
  return { lines, projectId };
}

/** Totals per currency of the refundable lines, in minor units, by currency code. */
function totalsOf(lines: readonly PreviewLine[]) {
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (line.outcome !== 'refundable' || !line.transaction) continue;
    totals.set(line.transaction.currency, (totals.get(line.transaction.currency) ?? 0) + (line.amount ?? 0));
  }
  return [...totals].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, amount]) => ({ currency, amount }));
}

const lineJson = (line: PreviewLine) => ({
  type: 'bulk-refund-lines' as const,
  id: String(line.line - 1),
  attributes: {
    line: line.line,
    transactionId: line.transactionId,
    outcome: line.outcome,
    ...(line.transaction && { amount: line.amount, currency: line.transaction.currency, projectId: line.transaction.projectId }),
  },
});

export const bulkRefundJson = (batch: BulkRefund) => ({
  type: 'bulk-refunds' as const,
  id: batch.id,
  attributes: { createdAt: batch.createdAt, projectId: batch.projectId, rows: batch.rows },
});

const preview = defineAction({
  name: 'transactions/bulkRefundPreview',
  needsIdentity: true,
  permission: REFUND_WRITE,
  resource: 'resourceId',
  run: ({ identity, payload }) => {
    const { lines, projectId } = previewLines(identity, payload.resourceId, payload.ids);
    if (projectId && !can(identity, REFUND_WRITE, projectId)) return refuse();
    const refundableCount = lines.filter((line) => line.outcome === 'refundable').length;
    return { data: lines.map(lineJson), meta: { projectId, refundableCount, totals: totalsOf(lines) } };
  },
});

let singleRefund: DefinedAction | undefined;
const refundAction = () => (singleRefund ??= moneyActions.find((candidate) => candidate.name === 'transactions/refund')!);

/** Refunds one line through the single refund action; its own reference derives from the batch's. */
function refundLine(session: Session, reference: string, line: PreviewLine): BulkRefundRow {
  const transaction = line.transaction!;
  const base = { line: line.line, transactionId: line.transactionId, amount: line.amount, currency: transaction.currency };
  const outcome: ActionOutcome = refundAction().execute(session, {
    action: 'transactions/refund',
    requestReference: `${reference}/line-${line.line}`,
    id: transaction.id,
    payload: { data: { type: 'refunds', attributes: { amount: line.amount } } },
  });
  const refund = outcome.data as { id?: string } | undefined;
  if (outcome.errors?.length || !refund?.id) return { ...base, outcome: 'refused', code: String(outcome.errors?.[0]?.code ?? 'refused') };
  return { ...base, outcome: 'refunded', refundId: refund.id };
}

type ConfirmedLine = { line: number; transactionId: string; amount: number; currency: string };

/** The refundable lines now are exactly the ones confirmed, with the same amounts and currencies. */
function sameAsConfirmed(lines: readonly PreviewLine[], confirmed: readonly ConfirmedLine[]) {
  const now = lines.filter((line) => line.outcome === 'refundable');
  if (now.length !== confirmed.length) return false;
  return now.every((line, index) => {
    const asked = confirmed[index];
    return (
      asked.line === line.line && asked.transactionId === line.transactionId && asked.amount === line.amount && asked.currency === line.transaction?.currency
    );
  });
}

const bulkRefund = defineAction({
  name: 'transactions/bulkRefund',
  needsIdentity: true,
  permission: REFUND_WRITE,
  resource: 'resourceId',
  run: ({ session, user, identity, payload, request }) => {
    // Made already (its stored result gone): that batch again, or `reference-reused` for other ids.
    // Its lines are each guarded by their own reference on their money row as well.
    const done = db.bulkRefunds.find((batch) => batch.userId === user.id && batch.requestReference === request.requestReference);
    if (done) {
      const same = done.rows.length === payload.ids.length && done.rows.every((row, index) => row.transactionId === payload.ids[index].trim());
      return same ? unchanged({ data: bulkRefundJson(done) }) : referenceReused();
    }
    const { lines, projectId } = previewLines(identity, payload.resourceId, payload.ids);
    if (!projectId || !lines.some((line) => line.outcome === 'refundable')) {
      return failure('nothing-to-refund', 'None of these transactions can be refunded');
    }
    if (!can(identity, REFUND_WRITE, projectId)) return refuse();
    if (!sameAsConfirmed(lines, payload.confirmed)) {
      return failure('preview-stale', 'The transactions changed since the preview: preview the list again');
    }
    const rows = lines.map((line): BulkRefundRow =>
      line.outcome === 'refundable'
        ? refundLine(session, request.requestReference, line)
        : { line: line.line, transactionId: line.transactionId, outcome: 'skipped', code: line.outcome },
    );
    const batch = db.bulkRefunds.insert({
      id: newId('bulk'),
      userId: user.id,
      identityId: identity.id,
      projectId,
      createdAt: nowIso(),
      requestReference: request.requestReference,
      rows,
    });
    return { data: bulkRefundJson(batch) };
  },
});

const getBulkRefund = defineAction({
  name: 'transactions/getBulkRefund',
  needsIdentity: true,
  permission: TRANSACTIONS_READ,
  run: ({ identity, payload, request }) => {
    const id = request.id ?? payload.id;
    const batch = id ? db.bulkRefunds.get(id) : undefined;
    // Another user's or identity's batch, or one of a project the identity no longer reads, reads as
    // unknown: its ids are not theirs to learn.
    const visible = batch && batch.identityId === identity.id && batch.userId === identity.userId && can(identity, TRANSACTIONS_READ, batch.projectId);
    if (!visible) return failure('not-found', 'Bulk refund not found');
    return { data: bulkRefundJson(batch) };
  },
});

export const bulkRefundsActions: DefinedAction[] = [preview, bulkRefund, getBulkRefund];
