import { statusGroupColors, statusGroupOf, type StatusGroup } from '@/lib/contract/transaction-status-groups';
import type { Statistics } from '../api/get-statistics';

export interface DayPoint {
  /** 'yyyy-MM-dd' in the user's zone. */
  date: string;
  /** Integer minor units. */
  volume: number;
  count: number;
}

/** One point per day of the range for one currency; days without transactions are zero. */
export function seriesFor(stats: Statistics, currency: string, days: readonly string[]): DayPoint[] {
  const byDate = new Map(stats.series.filter((point) => point.currency === currency).map((point) => [point.date, point]));
  return days.map((date) => ({ date, volume: byDate.get(date)?.volume ?? 0, count: byDate.get(date)?.count ?? 0 }));
}

/**
 * A chart's point. The range always ends today, and today is not over: its figures sit in
 * `volumeSoFar`/`countSoFar` (drawn dashed and hatched, labelled "so far"), never as a fall of the
 * finished days' line. The dashed segment starts at yesterday's value so the line stays joined.
 */
export interface ChartPoint {
  date: string;
  /** Today, still running. */
  incomplete: boolean;
  volume?: number;
  count?: number;
  volumeSoFar?: number;
  countSoFar?: number;
}

export function chartPoints(points: readonly DayPoint[]): ChartPoint[] {
  const last = points.length - 1;
  return points.map(({ date, volume, count }, index) => {
    if (index === last) return { date, incomplete: true, volumeSoFar: volume, countSoFar: count };
    return { date, incomplete: false, volume, count, ...(index === last - 1 && { volumeSoFar: volume }) };
  });
}

/** The currency to show first: the one with the most transactions. */
export function defaultCurrency(stats: Statistics): string | null {
  return (
    stats.currencies.reduce<Statistics['currencies'][number] | null>((best, row) => (!best || row.count > best.count ? row : best), null)?.currency ?? null
  );
}

/** The chosen currency while it exists in the answer, otherwise the default one. */
export const effectiveCurrency = (stats: Statistics, chosen: string | null) =>
  chosen && stats.currencies.some((row) => row.currency === chosen) ? chosen : defaultCurrency(stats);

export const approvedTotal = (stats: Statistics) => stats.currencies.reduce((sum, row) => sum + row.approvedCount, 0);

const methodColors: Record<string, string> = {
  card: 'blue.6',
  'apple-pay': 'grape.6',
  'google-pay': 'teal.6',
  'sepa-debit': 'indigo.6',
  paypal: 'cyan.7',
  'bank-transfer': 'violet.6',
};

/** Transactions by status group (one colour per group, as the badges), largest first; unknown statuses keep their own row. */
export function byStatusGroup(rows: Statistics['byStatus']): { key: string; group: StatusGroup | null; count: number }[] {
  const counts = new Map<string, { key: string; group: StatusGroup | null; count: number }>();
  for (const { status, count } of rows) {
    const group = statusGroupOf(status);
    const key = group ?? status;
    const entry = counts.get(key) ?? { key, group, count: 0 };
    entry.count += count;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}

export const statusGroupColor = (group: StatusGroup | null) => (group ? `${statusGroupColors[group]}.6` : 'gray.5');
export const methodColor = (method: string) => methodColors[method] ?? 'gray.5';
