/**
 * CSV exports of the transactions list (docs/api/transaction-views-and-exports.md).
 *
 * `transaction-exports/create` takes the list's own query (filter, sort, search) and the visible
 * columns (the file always starts with the keys it is reconciled by, `Transaction ID` and
 * `Reference ID`, asked for or not), notes the matching rows at once (the file holds exactly those, in the list's order) and
 * writes them in the background: `EXPORT_CHUNK_ROWS` rows per `EXPORT_STEP_MS` of sandbox time, each
 * step pushing `resource-updated` (`transaction-exports`) to the sessions of the user who asked.
 * The file: `GET transaction-exports/{id}/file` (mocks/handlers/export-files.ts). An export belongs
 * to the user AND the identity that asked, and is seen (get, file, pushes) only by a session acting
 * as that identity while it is active and still reads transactions of the export's workspace:
 * anyone else gets `not-found`.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { withKeyColumns, type ExportColumn } from '@/lib/contract/transaction-exports';
import { csvMoney, toCsv, type CsvValue } from '@/lib/csv';
import { defineJob, nowIso } from '../clock';
import { can, reaches } from '../db/access';
import type { Identity, Transaction } from '../db/schema';
import { newId } from '../db/ids';
import { db } from '../db/store';
import type { TransactionExport } from '../db/transaction-exports';
import { pushToSession } from '../pusher-hub';
import { activeIdentity } from '../sessions';
import { defineAction } from './define-action';
import { TRANSACTIONS_READ } from './transactions';
import { queryTransactions } from './transactions-list';
import { notFound } from './types';

export const EXPORT_CHUNK_ROWS = 2000;
export const EXPORT_STEP_MS = 400;
/** Exports kept per user (each notes its row ids in the persisted sandbox): older ones are dropped. */
export const EXPORTS_KEPT = 5;

export const exportJson = (row: TransactionExport) => ({
  type: 'transaction-exports' as const,
  id: row.id,
  attributes: { status: row.status, progress: row.progress, rowCount: row.rowCount, fileName: row.fileName },
});

// ——— the CSV ————————————————————————————————————————————————————————————————————————————

/** Types that take money back from the merchant: shown (and exported) as negative amounts. */
const negativeTypes = new Set(['refund', 'chargeback', 'second-chargeback']);

type Cells = (t: Transaction, zone: string) => CsvValue[];

const isoIn = (instant: string | null, zone: string) => (instant ? formatInTimeZone(instant, zone, "yyyy-MM-dd'T'HH:mm:ssXXX") : '');
const signed = (t: Transaction) => (negativeTypes.has(t.type) ? -t.amount : t.amount);
const projectName = (t: Transaction) => db.resources.get(t.projectId)?.name ?? t.projectId;

/** Each column's header cells and row cells; `amount` is two cells, the amount and its currency. */
export const csvColumns: Readonly<Record<ExportColumn, { headers: string[]; cells: Cells }>> = {
  createdAt: { headers: ['Created'], cells: (t, zone) => [isoIn(t.createdAt, zone)] },
  amount: { headers: ['Amount', 'Currency'], cells: (t) => [csvMoney(signed(t), t.currency), t.currency] },
  status: { headers: ['Status'], cells: (t) => [t.status] },
  type: { headers: ['Type'], cells: (t) => [t.type] },
  customer: { headers: ['Customer name', 'Customer e-mail'], cells: (t) => [t.customer.name, t.customer.email] },
  paymentMethod: { headers: ['Payment method'], cells: (t) => [t.paymentMethod] },
  referenceId: { headers: ['Reference ID'], cells: (t) => [t.referenceId] },
  settledAt: { headers: ['Settled'], cells: (t, zone) => [isoIn(t.settledAt, zone)] },
  fee: { headers: ['Fee'], cells: (t) => [csvMoney(t.fee, t.currency)] },
  riskScore: { headers: ['Risk score'], cells: (t) => [t.riskScore] },
  card: { headers: ['Card brand', 'Card last 4'], cells: (t) => [t.card?.brand ?? '', t.card?.last4 ?? ''] },
  project: { headers: ['Project'], cells: (t) => [projectName(t)] },
  id: { headers: ['Transaction ID'], cells: (t) => [t.id] },
  country: { headers: ['Country'], cells: (t) => [t.country ?? ''] },
  requestedBy: { headers: ['Requested by'], cells: (t) => [t.requester?.email ?? ''] },
  // Typed by a user: the CSV cell rule keeps it inert text.
  reason: { headers: ['Reason'], cells: (t) => [t.reason ?? ''] },
};

/** The file's rows: the header, then one row per transaction still known, in the order noted. */
function* exportRows(row: TransactionExport): Generator<CsvValue[]> {
  const { columns, timezone } = row.request;
  yield columns.flatMap((column) => csvColumns[column].headers);
  for (const id of row.transactionIds) {
    const transaction = db.transactions.get(id);
    if (transaction) yield columns.flatMap((column) => csvColumns[column].cells(transaction, timezone));
  }
}

/** The file's text (with its BOM), every cell written by the product's one CSV rule (`@/lib/csv`). */
export const exportCsv = (row: TransactionExport) => toCsv(exportRows(row));

// ——— the file name ————————————————————————————————————————————————————————————————————

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'workspace';

/** `<workspace-slug>_transactions_<from>_<to>.csv`; the range is the created filter's days in the user's zone, else `all`. */
export function exportFileName(workspaceName: string, filter: TransactionExport['request']['filter'], zone: string, now: string) {
  const bound = (operator: string) => {
    const value = filter.find((f) => f.field === 'createdAt' && f.operator === operator)?.value;
    return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatInTimeZone(value, zone, 'yyyy-MM-dd') : null;
  };
  const from = bound('gte');
  const to = bound('lte');
  const range = from || to ? `${from ?? 'start'}_${to ?? formatInTimeZone(now, zone, 'yyyy-MM-dd')}` : 'all';
  return `${slug(workspaceName)}_transactions_${range}.csv`;
}

// ——— the job ——————————————————————————————————————————————————————————————————————————

/** Tells the open sessions that may see it (the asker's, acting as the same identity: an export is private) that it moved on. */
function announce(row: TransactionExport) {
  const { type, id, attributes } = exportJson(row);
  for (const session of db.sessions.filter((s) => s.userId === row.userId && s.identityId === row.identityId && s.channels.length > 0)) {
    const identity = activeIdentity(session);
    if (identity && visibleExport(identity, row.id)) pushToSession(session.id, 'resource-updated', { type, id, attributes });
  }
}

const writeStep = defineJob<{ exportId: string }>('transaction-export-step', ({ exportId }) => {
  const row = db.transactionExports.get(exportId);
  if (!row || row.status === 'ready' || row.status === 'failed') return;
  const written = Math.min(row.rowCount, row.written + EXPORT_CHUNK_ROWS);
  const done = written >= row.rowCount;
  const next = db.transactionExports.upsert({
    ...row,
    written,
    status: done ? 'ready' : 'processing',
    progress: done ? 100 : Math.floor((written / row.rowCount) * 100),
  });
  announce(next);
  if (!done) writeStep(EXPORT_STEP_MS, { exportId });
});

// ——— actions ——————————————————————————————————————————————————————————————————————————

const create = defineAction({
  name: 'transaction-exports/create',
  needsIdentity: true,
  permission: TRANSACTIONS_READ,
  resource: 'resourceId',
  run: ({ user, identity, resource, payload }) => {
    const { resourceId, filter = [], sort, search, columns, timezone } = payload;
    const answer = queryTransactions(identity, { resourceId, filter, sort, search });
    if ('errors' in answer) return { errors: answer.errors };
    const now = nowIso();
    const row = db.transactionExports.insert({
      id: newId('tex'),
      userId: user.id,
      identityId: identity.id,
      resourceId,
      status: 'pending',
      progress: 0,
      rowCount: answer.rows.length,
      fileName: exportFileName(resource!.name, filter, timezone, now),
      createdAt: now,
      request: { filter, sort, search, columns: withKeyColumns(columns), timezone },
      transactionIds: answer.rows.map((t) => t.id),
      written: 0,
    });
    writeStep(EXPORT_STEP_MS, { exportId: row.id });
    db.transactionExports
      .filter((other) => other.userId === user.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id === row.id ? -1 : b.id === row.id ? 1 : 0))
      .slice(EXPORTS_KEPT)
      .forEach((old) => db.transactionExports.remove(old.id));
    return { data: exportJson(row) };
  },
});

/**
 * The export, when `identity` may see it: made by this identity (of its user), which is active and
 * still reaches the export's workspace and reads its transactions. Else undefined: another user's or
 * identity's export, or one no longer readable, reads as unknown.
 */
export function visibleExport(identity: Identity, id: string | undefined): TransactionExport | undefined {
  const row = id ? db.transactionExports.get(id) : undefined;
  if (!row || row.identityId !== identity.id || row.userId !== identity.userId || identity.status !== 'active') return undefined;
  return reaches(identity, row.resourceId) && can(identity, TRANSACTIONS_READ, row.resourceId) ? row : undefined;
}

const get = defineAction({
  name: 'transaction-exports/get',
  needsIdentity: true,
  permission: TRANSACTIONS_READ,
  run: ({ identity, request, payload }) => {
    const row = visibleExport(identity, request.id ?? payload.id);
    return row ? { data: exportJson(row) } : notFound('Export');
  },
});

export const transactionExportsActions = [create, get];
