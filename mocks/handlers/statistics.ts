/**
 * transactions/getStatistics (decided shape).
 *
 * Payload: `{ resourceId, from, to, timezone }` — `from`/`to` ISO instants (inclusive),
 * `timezone` 'utc' or an IANA name (the contract checks their form; `from` after `to` is
 * `invalid-range`). Needs 'transaction-statistics' on the resource (checked by dispatch).
 * Covers the project itself, or every descendant project of an organization.
 *
 * Result data:
 * ```
 * { type: 'transaction-statistics', id, attributes: {
 *     currencies: [{ currency, volume, count, approvedCount }],   // volume in integer minor units
 *     series: [{ date: 'yyyy-MM-dd' (in timezone), currency, volume, count }],
 *     byStatus: [{ status, count }],
 *     byPaymentMethod: [{ method, count }],
 *     approvalRate,   // approved / total, 0..1 (0 when there is nothing)
 *     totalCount } }
 * ```
 * Approved statuses: see `approvedStatuses`.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { defineAction } from '../actions/define-action';
import { failure } from '../actions/types';
import { projectIdsUnder } from '../db/access';
import type { TransactionStatus } from '../db/schema';
import { db } from '../db/store';

export const approvedStatuses: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>([
  'authorized',
  'uncaptured',
  'paid',
  'partially-paid',
  'partially-refunded',
  'refund-pending',
  'refunded',
  'chargebacked',
  'disputed',
  'completed',
  'successful',
]);

const QUARTER_HOUR = 15 * 60_000;

/** 'yyyy-MM-dd' of an instant in `timezone`; formatted once per quarter hour (every zone's offset is a multiple of it). */
export function dayIn(timezone: string) {
  const dayOf = new Map<number, string>();
  return (iso: string) => {
    const bucket = Math.floor(Date.parse(iso) / QUARTER_HOUR);
    let day = dayOf.get(bucket);
    if (day === undefined) {
      day = formatInTimeZone(new Date(bucket * QUARTER_HOUR), timezone, 'yyyy-MM-dd');
      dayOf.set(bucket, day);
    }
    return day;
  };
}

const toInstant = (value: string) => new Date(Date.parse(value)).toISOString();

const increment = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

const getStatistics = defineAction({
  name: 'transactions/getStatistics',
  needsIdentity: true,
  permission: 'transaction-statistics',
  resource: 'resourceId',
  run: ({ payload }) => {
    const { resourceId } = payload;
    const from = toInstant(payload.from);
    const to = toInstant(payload.to);
    const timezone = payload.timezone === 'utc' ? 'UTC' : payload.timezone;
    if (from > to) return failure('invalid-range', 'from must not be after to');

    const projects = new Set(projectIdsUnder(resourceId));
    const dateIn = dayIn(timezone);

    const currencies = new Map<string, { currency: string; volume: number; count: number; approvedCount: number }>();
    const series = new Map<string, { date: string; currency: string; volume: number; count: number }>();
    const byStatus = new Map<string, number>();
    const byMethod = new Map<string, number>();
    let total = 0;
    let approved = 0;
    for (const t of db.transactions.all()) {
      if (!projects.has(t.projectId) || t.createdAt < from || t.createdAt > to) continue;
      total += 1;
      const isApproved = approvedStatuses.has(t.status);
      if (isApproved) approved += 1;
      const perCurrency = currencies.get(t.currency) ?? { currency: t.currency, volume: 0, count: 0, approvedCount: 0 };
      perCurrency.volume += t.amount;
      perCurrency.count += 1;
      if (isApproved) perCurrency.approvedCount += 1;
      currencies.set(t.currency, perCurrency);
      const date = dateIn(t.createdAt);
      const key = `${date}|${t.currency}`;
      const point = series.get(key) ?? { date, currency: t.currency, volume: 0, count: 0 };
      point.volume += t.amount;
      point.count += 1;
      series.set(key, point);
      increment(byStatus, t.status);
      increment(byMethod, t.paymentMethod);
    }

    const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
    return {
      data: {
        type: 'transaction-statistics',
        id: `${resourceId}:${from}:${to}:${timezone}`,
        attributes: {
          currencies: [...currencies.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
          series: [...series.values()].sort((a, b) => a.date.localeCompare(b.date) || a.currency.localeCompare(b.currency)),
          byStatus: [...byStatus].map(([status, count]) => ({ status, count })).sort(byCount),
          byPaymentMethod: [...byMethod].map(([method, count]) => ({ method, count })).sort(byCount),
          approvalRate: total === 0 ? 0 : approved / total,
          totalCount: total,
        },
      },
    };
  },
});

export const statisticsActions = [getStatistics];
