/**
 * statements/list, statements/get, statement-entries/list and the statement's files
 * (docs/api/statements.md): monthly statements of an organization's settlement account, a standalone
 * project's balance, and the wallet of either, computed from the ledgers and the sandbox clock.
 */
import { ACCOUNTS_READ, BALANCES_READ, WALLET_READ } from '@/lib/contract/money-permissions';
import type { StatementKind } from '@/lib/contract/statements';
import { nowIso } from '../clock';
import { can, reaches } from '../db/access';
import type { LedgerEntry } from '../db/ledger';
import type { Identity, Resource } from '../db/schema';
import { ledgerBalanceAtClose, monthlyStatements, periodOf, statementLines, type StatementFigures } from '../db/statements';
import { db } from '../db/store';
import { walletHolderOf } from '../wallet/books';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { catchUp, entriesOf, organizationOf } from './money-books';
import { failure } from './types';

export const STATEMENT_READ = [ACCOUNTS_READ, BALANCES_READ, WALLET_READ] as const;

/** Which right reads which kind of statement. */
const kindPermission: Record<StatementKind, string> = { account: ACCOUNTS_READ, balance: BALANCES_READ, wallet: WALLET_READ };

export interface StatementSource {
  kind: StatementKind;
  holder: Resource;
  entries: LedgerEntry[];
}

/** The kinds of account a workspace has: an organization's settlement account, a standalone project's balance, and the wallet of either. */
function kindsOf(holder: Resource): StatementKind[] {
  const kinds: StatementKind[] = [];
  if (holder.resourceType === 'organization') kinds.push('account');
  else if (holder.resourceType === 'project' && organizationOf(holder.id) === null) kinds.push('balance');
  if (walletHolderOf(holder.id) === holder.id) kinds.push('wallet');
  return kinds;
}

const entriesFor = (kind: StatementKind, holderId: string) =>
  kind === 'wallet' ? db.walletLedger.filter((e) => e.resourceId === holderId) : entriesOf(holderId);

/** The statements' sources the identity may read on the workspace. */
export function sourcesOf(identity: Identity, holder: Resource): StatementSource[] {
  catchUp();
  return kindsOf(holder)
    .filter((kind) => can(identity, kindPermission[kind], holder.id))
    .map((kind) => ({ kind, holder, entries: entriesFor(kind, holder.id) }));
}

export interface Statement extends StatementFigures {
  id: string;
  kind: StatementKind;
  holder: Resource;
  entries: LedgerEntry[];
}

export const statementId = (kind: StatementKind, holderId: string, currency: string, month: string) => `stm_${kind}_${holderId}_${currency}_${month}`;

function statementsOf(source: StatementSource, atIso: string): Statement[] {
  const currencies = [...new Set(source.entries.map((e) => e.currency))].sort();
  return currencies.flatMap((currency) =>
    monthlyStatements(source.entries, currency, atIso).map((figures) => ({
      ...figures,
      id: statementId(source.kind, source.holder.id, currency, figures.month),
      kind: source.kind,
      holder: source.holder,
      entries: source.entries,
    })),
  );
}

/**
 * The statement when the identity may read it; undefined for a malformed id, an unknown account, a
 * month outside its range, or one the identity may not read (one answer: no existence leak).
 */
export function visibleStatement(identity: Identity, id: string | undefined): Statement | undefined {
  const match = /^stm_(account|balance|wallet)_(.+)_([A-Z]{3})_(\d{4}-(?:0[1-9]|1[0-2]))$/.exec(id ?? '');
  if (!match) return undefined;
  const [, kind, holderId, currency, month] = match as unknown as [string, StatementKind, string, string, string];
  const holder = db.resources.get(holderId);
  if (!holder || !reaches(identity, holder.id)) return undefined;
  const source = sourcesOf(identity, holder).find((s) => s.kind === kind);
  if (!source) return undefined;
  const atIso = nowIso();
  if (periodOf(month, atIso).periodFrom > atIso) return undefined;
  const figures = monthlyStatements(source.entries, currency, atIso).find((row) => row.month === month);
  return figures && { ...figures, id: id!, kind: source.kind, holder, entries: source.entries };
}

export function statementFileName(statement: Statement, format: 'csv' | 'pdf') {
  const holder = statement.holder.number ?? statement.holder.id;
  return `statement-${holder}-${statement.kind}-${statement.currency}-${statement.month}.${format}`;
}

function statementJson(statement: Statement) {
  const atClose = ledgerBalanceAtClose(statement.entries, statement);
  const { id, kind, holder, currency, month, periodFrom, periodTo, monthToDate, openingBalance, totalIn, totalOut, closingBalance, entryCount } = statement;
  return {
    type: 'statements',
    id,
    attributes: {
      kind,
      holderId: holder.id,
      currency,
      month,
      periodFrom,
      periodTo,
      monthToDate,
      openingBalance,
      totalIn,
      totalOut,
      closingBalance,
      entryCount,
      ledgerBalanceAtClose: atClose,
      matchesLedger: atClose === closingBalance,
      fileNames: { csv: statementFileName(statement, 'csv'), pdf: statementFileName(statement, 'pdf') },
    },
  };
}

/** The source's own text: a transaction's description, a payout's or transfer's; else null. */
export function descriptionOf(entry: LedgerEntry): string | null {
  if (entry.paymentId) return db.transactions.get(entry.paymentId)?.description ?? null;
  if (entry.sourceType === 'refund' || entry.sourceType === 'chargeback') return db.transactions.get(entry.sourceId)?.description ?? null;
  if (entry.sourceType === 'payout') return db.payouts.get(entry.sourceId)?.description ?? null;
  if (entry.sourceType === 'transfer') return db.transfers.get(entry.sourceId)?.description ?? null;
  return null;
}

export const linesOf = (statement: Statement) => statementLines(statement.entries, statement);

const listFields: ListOptions<Statement> = {
  fields: { id: (s) => s.id, kind: (s) => s.kind, currency: (s) => s.currency, month: (s) => s.month },
  defaultSort: '-month,currency,kind',
  defaultSize: 25,
};

const list = defineAction({
  name: 'statements/list',
  needsIdentity: true,
  permission: STATEMENT_READ,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    const atIso = nowIso();
    const rows = sourcesOf(identity, resource!).flatMap((source) => statementsOf(source, atIso));
    const page = listQuery(rows, payload, listFields);
    return isListPage(page) ? { data: page.rows.map(statementJson), meta: page.meta } : page;
  },
});

const statementNotFound = () => failure('not-found', 'Statement not found');

const get = defineAction({
  name: 'statements/get',
  needsIdentity: true,
  permission: STATEMENT_READ,
  run: ({ identity, request, payload }) => {
    const statement = visibleStatement(identity, request.id ?? payload.id);
    return statement ? { data: statementJson(statement) } : statementNotFound();
  },
});

interface Line {
  id: string;
  index: number;
  date: string;
  type: string;
  amount: number;
  balanceAfter: number;
  entry: LedgerEntry;
}

const lineFields: ListOptions<Line> = {
  fields: { id: (l) => l.id, date: (l) => l.index, type: (l) => l.type, amount: (l) => l.amount },
  defaultSort: 'date',
  defaultSize: 50,
};

const entries = defineAction({
  name: 'statement-entries/list',
  needsIdentity: true,
  permission: STATEMENT_READ,
  run: ({ identity, request, payload }) => {
    const statement = visibleStatement(identity, request.id ?? payload.id);
    if (!statement) return statementNotFound();
    const lines = linesOf(statement).map(({ entry, balanceAfter }, index) => ({
      id: entry.id,
      index,
      date: entry.createdAt,
      type: entry.type,
      amount: entry.amount,
      balanceAfter,
      entry,
    }));
    const page = listQuery(lines, payload, lineFields);
    if (!isListPage(page)) return page;
    return {
      data: page.rows.map((line) => ({
        type: 'statement-entries',
        id: line.id,
        attributes: {
          date: line.date,
          type: line.type,
          description: descriptionOf(line.entry),
          reference: line.entry.sourceId,
          sourceType: line.entry.sourceType,
          amount: line.amount,
          balanceAfter: line.balanceAfter,
          currency: line.entry.currency,
        },
      })),
      meta: page.meta,
    };
  },
});

export const statementActions = [list, get, entries];
