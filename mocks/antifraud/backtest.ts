/**
 * The rows the app's backtest worker reads (`antifraud/backtestData`, docs/api/antifraud.md): the
 * merchant's charge-like payments of the last 30 or 90 days, newest first, each with its facts (as the
 * live engine saw them when it was made: the same counting, facts.ts) and what became of it.
 *
 * The facts of all the merchant's payments are computed in one pass (`factsOfPayments`) and kept while
 * the transactions and the thresholds are unchanged; `transactions/list`'s `matchesRule` filter reads
 * the same. Pages are slices of the rows computed once: 100,000 payments are served page by page.
 */
import type { PaymentFacts } from '@/lib/antifraud-rules/types';
import type { BacktestOutcome } from '@/lib/contract/antifraud';
import { db } from '../db/store';
import type { Transaction } from '../db/schema';
import { factsOfPayments } from './facts';
import { isChargeLike } from './identity';
import { merchantOf, projectsOf, thresholdsOf } from './merchant';
import { riskLevelOf } from './risk';

const DAY = 86_400_000;

export interface BacktestRow {
  id: string;
  createdAt: string;
  facts: PaymentFacts;
  outcome: BacktestOutcome;
}

const disputed: ReadonlySet<string> = new Set(['disputed', 'chargebacked']);
const refunded: ReadonlySet<string> = new Set(['refunded', 'partially-refunded', 'refund-pending']);
const notThrough: ReadonlySet<string> = new Set(['failed', 'cancelled', 'expired']);

/** What became of a payment: disputed, refunded (in part too), blocked or failed (or voided), else succeeded. */
export function outcomeOf(t: Pick<Transaction, 'status' | 'refundedAmount'>): BacktestOutcome {
  if (disputed.has(t.status)) return 'disputed';
  if (refunded.has(t.status) || (t.refundedAmount ?? 0) > 0) return 'refunded';
  if (notThrough.has(t.status)) return 'blocked-or-failed';
  return 'succeeded';
}

/** Newest first; one instant by id, descending. */
const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt > b.createdAt ? -1 : a.createdAt < b.createdAt ? 1 : a.id > b.id ? -1 : a.id < b.id ? 1 : 0;

/**
 * The backtest rows of `payments` (one merchant's charge-like payments) made in the `days` before
 * `now`, newest first. Pure: the facts count every payment given, the window's and the day before it.
 */
export function backtestRows(
  payments: readonly Transaction[],
  options: { now: number; days: number; levelOf: (t: Transaction) => PaymentFacts['riskLevel'] },
  known?: ReadonlyMap<string, PaymentFacts>,
): BacktestRow[] {
  const from = new Date(options.now - options.days * DAY).toISOString();
  const facts = known ?? factsOfPayments(payments, options.levelOf);
  const rows: BacktestRow[] = [];
  for (const t of payments) {
    if (t.createdAt < from) continue;
    rows.push({ id: t.id, createdAt: t.createdAt, facts: facts.get(t.id)!, outcome: outcomeOf(t) });
  }
  return rows.sort(newestFirst);
}

/** A payment's risk level: as stored when it was made, else from its score and the merchant's thresholds. */
export const levelOfPayment = (t: Transaction) => t.riskLevel ?? riskLevelOf(t.riskScore, thresholdsOf(merchantOf(t.projectId)));

const merchantPayments = (merchantId: string) => {
  const projects = new Set(projectsOf(merchantId));
  return db.transactions.filter((t) => projects.has(t.projectId) && isChargeLike(t));
};

let factsCache: { key: string; payments: Transaction[]; facts: Map<string, PaymentFacts> } | null = null;

/** The facts of every charge-like payment of the merchant, and the payments (kept while nothing they read changed). */
export function merchantFacts(merchantId: string): { payments: Transaction[]; facts: Map<string, PaymentFacts> } {
  const key = `${merchantId}:${db.transactions.version}:${db.antifraudSettings.version}:${db.resources.version}`;
  if (factsCache?.key !== key) {
    const payments = merchantPayments(merchantId);
    factsCache = { key, payments, facts: factsOfPayments(payments, levelOfPayment) };
  }
  return factsCache;
}

/** A merchant's backtest rows, newest first, served page by page. */
export interface BacktestRows {
  total: number;
  slice: (start: number, end: number) => BacktestRow[];
  /** The position of the row `id`, or undefined (an unknown cursor). */
  positionOf: (id: string) => number | undefined;
}

let rowsCache: { key: string; rows: BacktestRows } | null = null;

/** For `npm run bench`: the backtest serves this many rows, each real one repeated (ids of its own), when set. */
let benchVolume: number | null = null;
export function setBacktestVolume(rows: number | null) {
  benchVolume = rows;
  rowsCache = null;
}

const served = (rows: BacktestRow[]): BacktestRows => {
  const index = new Map(rows.map((row, i) => [row.id, i]));
  return { total: rows.length, slice: (start, end) => rows.slice(start, end), positionOf: (id) => index.get(id) };
};

const BENCH_ID = /^(.*)_bench_(\d+)$/;

/** `volume` rows, each real row repeated `copies` times in a row (the order kept), made only as a page asks for them. */
function repeated(rows: BacktestRow[], volume: number): BacktestRows {
  if (rows.length === 0) return served(rows);
  const copies = Math.ceil(volume / rows.length);
  const real = new Map(rows.map((row, i) => [row.id, i]));
  const at = (i: number): BacktestRow => {
    const row = rows[Math.floor(i / copies)];
    return { ...row, id: `${row.id}_bench_${i % copies}` };
  };
  return {
    total: volume,
    slice: (start, end) => Array.from({ length: Math.max(0, Math.min(end, volume) - start) }, (_, k) => at(start + k)),
    positionOf: (id) => {
      const [, base, copy] = BENCH_ID.exec(id) ?? [];
      const i = base === undefined ? undefined : real.get(base);
      return i === undefined ? undefined : i * copies + Number(copy);
    },
  };
}

/**
 * The merchant's backtest rows: computed for the first page (`fresh`), kept for the pages after it
 * while the payments are unchanged (a new payment is newer than every row already served).
 */
export function merchantBacktest(merchantId: string, days: number, now: number, fresh: boolean): BacktestRows {
  const key = `${merchantId}:${days}:${db.transactions.version}:${db.antifraudSettings.version}:${benchVolume}`;
  if (fresh || rowsCache?.key !== key) {
    const { payments, facts } = merchantFacts(merchantId);
    const real = backtestRows(payments, { now, days, levelOf: levelOfPayment }, facts);
    rowsCache = { key, rows: benchVolume === null ? served(real) : repeated(real, benchVolume) };
  }
  return rowsCache.rows;
}
