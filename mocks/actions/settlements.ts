/**
 * settlements/list, settlements/get and the statement CSV (docs/api/payouts.md, *Settlement
 * payouts*): a settlement pays the entries of its organization's live projects that became
 * available in its period; the statement is those entries, and they sum to the amount paid.
 */
import { SETTLEMENTS_READ } from '@/lib/contract/money-permissions';
import { csvMoney, toCsv, type CsvValue } from '@/lib/csv';
import { can, reaches } from '../db/access';
import type { LedgerEntry } from '../db/ledger';
import type { Settlement } from '../db/payouts';
import type { Identity } from '../db/schema';
import { db } from '../db/store';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { liveProjectIds } from './money-books';
import { settlementJson } from './money-json';
import { failure } from './types';

/** The entries a settlement paid: its live projects' entries in its currency that became available in its period. */
export function statementLines(settlement: Settlement): LedgerEntry[] {
  const projects = liveProjectIds(settlement.organizationId);
  return db.ledger
    .filter(
      (e) => projects.has(e.resourceId) && e.currency === settlement.currency && e.availableOn >= settlement.periodFrom && e.availableOn < settlement.periodTo,
    )
    .sort((a, b) => (a.availableOn < b.availableOn ? -1 : a.availableOn > b.availableOn ? 1 : a.id < b.id ? -1 : 1));
}

export function settlementFileName(settlement: Settlement) {
  const number = db.resources.get(settlement.organizationId)?.number ?? settlement.organizationId;
  return `settlement-${number}-${settlement.currency}-${settlement.periodFrom.slice(0, 10)}.csv`;
}

function statementJson(settlement: Settlement) {
  const lines = statementLines(settlement);
  const byType = new Map<string, { type: string; count: number; amount: number }>();
  for (const line of lines) {
    const row = byType.get(line.type) ?? { type: line.type, count: 0, amount: 0 };
    row.count += 1;
    row.amount += line.amount;
    byType.set(line.type, row);
  }
  return settlementJson(settlement, [...byType.values()], lines.length, settlementFileName(settlement));
}

/** The settlement when the identity may read its organization's settlements. */
export function visibleSettlement(identity: Identity, id: string | undefined): Settlement | undefined {
  const row = id ? db.settlements.get(id) : undefined;
  return row && reaches(identity, row.organizationId) && can(identity, SETTLEMENTS_READ, row.organizationId) ? row : undefined;
}

/** The statement as CSV: one line per entry, then the total (what was paid). */
export function settlementCsv(settlement: Settlement): string {
  const lines = statementLines(settlement);
  const rows: CsvValue[][] = [
    ['Entry', 'Type', 'Source type', 'Source', 'Payment', 'Created at', 'Available on', 'Currency', 'Amount'],
    ...lines.map((e) => [e.id, e.type, e.sourceType, e.sourceId, e.paymentId ?? '', e.createdAt, e.availableOn, e.currency, csvMoney(e.amount, e.currency)]),
    [
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      settlement.currency,
      csvMoney(
        lines.reduce((sum, e) => sum + e.amount, 0),
        settlement.currency,
      ),
    ],
  ];
  return toCsv(rows);
}

const fields: ListOptions<Settlement> = {
  fields: {
    id: (s) => s.id,
    currency: (s) => s.currency,
    status: (s) => s.status,
    periodFrom: (s) => s.periodFrom,
    paidAt: (s) => s.paidAt,
    amount: (s) => s.amount,
  },
  defaultSort: '-paidAt',
  defaultSize: 50,
};

const list = defineAction({
  name: 'settlements/list',
  needsIdentity: true,
  permission: SETTLEMENTS_READ,
  resource: 'resourceId',
  run: ({ resource, payload }) => {
    const page = listQuery(
      db.settlements.filter((s) => s.organizationId === resource!.id),
      payload,
      fields,
    );
    return isListPage(page) ? { data: page.rows.map(statementJson), meta: page.meta } : page;
  },
});

const get = defineAction({
  name: 'settlements/get',
  needsIdentity: true,
  permission: SETTLEMENTS_READ,
  run: ({ request, payload, identity }) => {
    const settlement = visibleSettlement(identity, request.id ?? payload.id);
    return settlement ? { data: statementJson(settlement) } : failure('not-found', 'Settlement not found');
  },
});

export const settlementActions = [list, get];
