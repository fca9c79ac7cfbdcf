/**
 * transactions/list (shape B, docs/api/transactions.md) and `queryTransactions`, the same query
 * without paging for the CSV export: the export holds exactly the rows the list shows.
 *
 * Rows: the transactions of every project under `resourceId` on which the identity holds
 * `transactions.read.2479032559`. Filters (`filter: [{field, operator, value}]`, all must match):
 * see `transactionFilterOperators`; `amount` takes a major-unit decimal string compared exactly in
 * each row's own ISO 4217 exponent (`minorBound`, integers only, never floats); `currency` takes ISO
 * 4217 codes, and refuses others with `unknown-currency`. `search` matches a transaction id, parent id
 * or reference id, case-insensitive, exactly or as a prefix.
 */
import { transactionFilterOperators, type TransactionFilterField, type TransactionListFilter } from '@/lib/contract/transactions';
import { riskLevels } from '@/lib/antifraud-rules/types';
import { isKnownCurrency, MAJOR_DECIMAL, minorBound } from '@/lib/money';
import { can, projectIdsUnder } from '../db/access';
import type { Identity, Transaction } from '../db/schema';
import { db } from '../db/store';
import type { ApiError } from '../handlers/respond';
import { transactionJson } from '../serializers';
import { cardBinOf, declineReasonOf } from '../analytics/payment-facts';
import { levelOfPayment } from '../antifraud/backtest';
import { matchingPayments } from '../antifraud/rule-filter';
import { defineAction } from './define-action';
import { sortOrder, type ListOptions } from './list-query';
import { TRANSACTIONS_READ } from './transaction-rules';

export const DEFAULT_PAGE_SIZE = 50;

const sortFields: ListOptions<Transaction> = {
  fields: {
    createdAt: (t) => t.createdAt,
    settledAt: (t) => t.settledAt,
    amount: (t) => t.amount,
    status: (t) => t.status,
    type: (t) => t.type,
    currency: (t) => t.currency,
    riskScore: (t) => t.riskScore,
  },
  defaultSort: '-createdAt',
};

export interface TransactionQuery {
  resourceId: string;
  filter?: TransactionListFilter[];
  sort?: string;
  search?: string;
}

type Predicate = (t: Transaction) => boolean;

const invalid = (index: number, part: 'field' | 'operator' | 'value', title: string): ApiError => ({
  code: 'invalid',
  title,
  source: { pointer: `/filter/${index}/${part}` },
});

const toInstant = (value: unknown) => (typeof value === 'string' && value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null);
const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

const inReaders: Partial<Record<TransactionFilterField, (t: Transaction) => string | undefined>> = {
  status: (t) => t.status,
  type: (t) => t.type,
  currency: (t) => t.currency,
  paymentMethod: (t) => t.paymentMethod,
  cardBrand: (t) => t.card?.brand,
  cardCountry: (t) => t.card?.country,
  cardBin: (t) => cardBinOf(t) ?? undefined,
  declineReason: (t) => declineReasonOf(t) ?? undefined,
  projectId: (t) => t.projectId,
  channelId: (t) => t.channelId ?? undefined,
  terminalId: (t) => t.terminalId ?? undefined,
};

/** One filter → a predicate, or the error that refuses it. `resourceId`: the workspace listed (a rule is compiled against its merchant's lists). */
function predicate(filter: TransactionListFilter, index: number, resourceId: string): Predicate | ApiError {
  const field = filter.field as TransactionFilterField;
  const operators = transactionFilterOperators[field] as readonly string[] | undefined;
  if (!operators) return invalid(index, 'field', `Cannot filter by ${filter.field}`);
  if (!operators.includes(filter.operator)) return invalid(index, 'operator', `${filter.field} takes ${operators.join(' or ')}`);
  const { operator, value } = filter;
  if (field === 'riskLevel') {
    const levels = riskLevels as readonly string[];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !levels.includes(item))) {
      return invalid(index, 'value', `The value of \`in\` is a list of ${riskLevels.join(', ')}`);
    }
    const wanted = new Set(value as string[]);
    return (t) => wanted.has(levelOfPayment(t));
  }
  if (field === 'riskScore') {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100)
      return invalid(index, 'value', 'A risk score is a whole number from 0 to 100');
    return operator === 'gte' ? (t) => t.riskScore >= value : (t) => t.riskScore <= value;
  }
  if (field === 'matchesRule') {
    const matched = matchingPayments(resourceId, typeof value === 'string' ? value : '');
    if ('problems' in matched) {
      return { code: 'invalid-rule', title: 'The condition has problems', source: { pointer: `/filter/${index}/value` }, meta: { problems: matched.problems } };
    }
    return (t) => matched.ids.has(t.id);
  }
  const read = inReaders[field];
  if (read) {
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return invalid(index, 'value', 'The value of `in` is a list of strings');
    const unknown = field === 'currency' ? (value as string[]).findIndex((code) => !isKnownCurrency(code)) : -1;
    if (unknown >= 0) return { code: 'unknown-currency', title: 'Currency is not an ISO 4217 code', source: { pointer: `/filter/${index}/value/${unknown}` } };
    const wanted = new Set(value as string[]);
    return (t) => wanted.has(read(t) ?? '');
  }
  switch (field) {
    case 'createdAt':
    case 'settledAt': {
      const instant = toInstant(value);
      if (!instant) return invalid(index, 'value', `${field} takes an ISO date`);
      return operator === 'gte' ? (t) => t[field] !== null && t[field]! >= instant : (t) => t[field] !== null && t[field]! <= instant;
    }
    case 'amount': {
      if (typeof value !== 'string' || !MAJOR_DECIMAL.test(value.trim())) return invalid(index, 'value', 'Amount is a decimal in major units, like 12.50');
      const up = operator === 'gte';
      const byCurrency = new Map<string, number>();
      const limit = (t: Transaction) => {
        let minor = byCurrency.get(t.currency);
        if (minor === undefined) byCurrency.set(t.currency, (minor = minorBound(value, t.currency, up)!));
        return minor;
      };
      return up ? (t) => t.amount >= limit(t) : (t) => t.amount <= limit(t);
    }
    case 'cardLast4':
      return (t) => t.card?.last4 === String(value ?? '');
    case 'customerEmail': {
      const needle = lower(String(value ?? ''));
      return operator === 'eq' ? (t) => lower(t.customer.email) === needle : (t) => lower(t.customer.email).includes(needle);
    }
    default: {
      const needle = lower(String(value ?? ''));
      return operator === 'eq' ? (t) => lower(t.referenceId) === needle : (t) => lower(t.referenceId).includes(needle);
    }
  }
}

/** True when `text` starts with `needle` (both lower case); a prefix covers the exact match. */
const searchMatches = (t: Transaction, needle: string) =>
  lower(t.id).startsWith(needle) || lower(t.parentId).startsWith(needle) || lower(t.referenceId).startsWith(needle);

/** Projects under the resource where the identity may read transactions. */
export const readableProjects = (identity: Identity, resourceId: string) =>
  new Set(projectIdsUnder(resourceId).filter((projectId) => can(identity, TRANSACTIONS_READ, projectId)));

/** Every matching row, in the requested order (no paging), or the errors refusing the query. */
export function queryTransactions(identity: Identity | null, query: TransactionQuery): { rows: Transaction[] } | { errors: ApiError[] } {
  const errors: ApiError[] = [];
  const predicates: Predicate[] = [];
  (query.filter ?? []).forEach((filter, index) => {
    const result = predicate(filter, index, query.resourceId);
    if (typeof result === 'function') predicates.push(result);
    else errors.push(result);
  });
  const { compare } = sortOrder(query.sort, sortFields, errors);
  if (errors.length) return { errors };
  const projects = identity ? readableProjects(identity, query.resourceId) : new Set<string>();
  const needle = lower(query.search?.trim());
  const rows = db.transactions.filter((t) => projects.has(t.projectId) && (!needle || searchMatches(t, needle)) && predicates.every((test) => test(t)));
  return { rows: rows.sort(compare) };
}

const list = defineAction({
  name: 'transactions/list',
  needsIdentity: true,
  permission: TRANSACTIONS_READ,
  resource: 'resourceId',
  run: ({ identity, payload }) => {
    const answer = queryTransactions(identity, payload);
    if ('errors' in answer) return { errors: answer.errors };
    const size = payload.page?.size ?? DEFAULT_PAGE_SIZE;
    const number = payload.page?.number ?? 1;
    const start = (number - 1) * size;
    return {
      data: answer.rows.slice(start, start + size).map(transactionJson),
      meta: { page: { total: answer.rows.length, size, number } },
    };
  },
});

export const transactionListActions = [list];
