/**
 * The ledger (docs/api/balances.md): every money fact is one immutable entry, signed integer minor
 * units; balances are derived from the entries and a moment in time, never stored. Pure: the
 * sandbox's tables and the property test's in-memory tables use the same functions.
 */
import type { BalanceBucket, LedgerEntryType, LedgerSourceType } from '@/lib/contract/balances';
import type { WalletEntryType, WalletSourceType } from '@/lib/contract/wallet';
import type { Table } from './table';

export interface LedgerEntry {
  /** `<sourceId>:<type>`: one entry per source and type, so nothing is posted twice. */
  id: string;
  /** The project (payment facts) or the organization (payouts, settlements, exchanges) it belongs to. */
  resourceId: string;
  currency: string;
  /** A wallet's ledger (mocks/wallet/) holds the wallet's types; the balances' ledger the others. */
  type: LedgerEntryType | WalletEntryType;
  /** Signed integer minor units: + in, − out. */
  amount: number;
  createdAt: string;
  availableOn: string;
  sourceType: LedgerSourceType | WalletSourceType;
  sourceId: string;
  /** The payment (transaction) of payment, fee, refund, chargeback and reserve entries. */
  paymentId: string | null;
}

export const DAY_MS = 86_400_000;

/** The key, and id, of the entry of `type` for a source. */
export const entryId = (sourceId: string, type: LedgerEntry['type']) => `${sourceId}:${type}`;

/** Where the entry's money is at `atIso`: reserved (a release not yet due), pending, or available. */
export function bucketOf(entry: LedgerEntry, atIso: string): BalanceBucket {
  if (entry.availableOn <= atIso) return 'available';
  return entry.type === 'reserve-release' ? 'reserved' : 'pending';
}

export interface Buckets {
  available: number;
  pending: number;
  reserved: number;
  total: number;
}

export const emptyBuckets = (): Buckets => ({ available: 0, pending: 0, reserved: 0, total: 0 });

/** The buckets of each currency at `atIso`, from the entries that existed then. */
export function deriveBalances(entries: Iterable<LedgerEntry>, atIso: string): Map<string, Buckets> {
  const byCurrency = new Map<string, Buckets>();
  for (const entry of entries) {
    if (entry.createdAt > atIso) continue;
    let buckets = byCurrency.get(entry.currency);
    if (!buckets) byCurrency.set(entry.currency, (buckets = emptyBuckets()));
    buckets[bucketOf(entry, atIso)] += entry.amount;
    buckets.total += entry.amount;
  }
  return byCurrency;
}

/** One currency's buckets at `atIso` (zeros when it has no entries). */
export const balanceIn = (entries: Iterable<LedgerEntry>, currency: string, atIso: string): Buckets =>
  deriveBalances(
    [...entries].filter((entry) => entry.currency === currency),
    atIso,
  ).get(currency) ?? emptyBuckets();

export interface TrendPoint {
  date: string;
  currency: string;
  available: number;
  pending: number;
  reserved: number;
}

/**
 * Closing balances of each day `from`…`to` (ISO dates, UTC), per currency: the buckets at the day's
 * last millisecond, from the entries that existed then. One pass over the entries (difference arrays
 * over the days), whatever the period.
 */
export function trendSeries(entries: Iterable<LedgerEntry>, from: string, to: string, currency?: string): TrendPoint[] {
  const first = Date.parse(`${from}T00:00:00.000Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00.000Z`) - first) / DAY_MS) + 1;
  if (days <= 0) return [];
  const dayEnd = (index: number) => first + (index + 1) * DAY_MS - 1;
  /** The first day whose end is at or after `ms` (`days` when none). */
  const dayOf = (ms: number) => Math.min(days, Math.max(0, Math.ceil((ms - dayEnd(0)) / DAY_MS)));
  const deltas = new Map<string, { available: number[]; pending: number[]; reserved: number[] }>();
  for (const entry of entries) {
    if (currency !== undefined && entry.currency !== currency) continue;
    let series = deltas.get(entry.currency);
    if (!series) {
      const zeros = () => new Array<number>(days + 1).fill(0);
      deltas.set(entry.currency, (series = { available: zeros(), pending: zeros(), reserved: zeros() }));
    }
    const created = dayOf(Date.parse(entry.createdAt));
    const available = Math.max(created, dayOf(Date.parse(entry.availableOn)));
    const waiting = entry.type === 'reserve-release' ? series.reserved : series.pending;
    waiting[created] += entry.amount;
    waiting[available] -= entry.amount;
    series.available[available] += entry.amount;
  }
  const points: TrendPoint[] = [];
  for (const code of [...deltas.keys()].sort()) {
    const series = deltas.get(code)!;
    const running = { available: 0, pending: 0, reserved: 0 };
    for (let index = 0; index < days; index += 1) {
      running.available += series.available[index];
      running.pending += series.pending[index];
      running.reserved += series.reserved[index];
      points.push({ date: new Date(first + index * DAY_MS).toISOString().slice(0, 10), currency: code, ...running });
    }
  }
  return points.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.currency < b.currency ? -1 : 1));
}

/** Writes the entry unless one with its id exists; true when written. The one way entries are added. */
export function post(ledger: Table<LedgerEntry>, entry: LedgerEntry): boolean {
  if (ledger.get(entry.id)) return false;
  ledger.insert(entry);
  return true;
}
