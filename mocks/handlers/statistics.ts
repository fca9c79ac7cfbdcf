/**
 * transactions/getStatistics (decided shape).
 *
 * Payload: `{ resourceId, from, to, timezone }` — `from`/`to` ISO instants (inclusive),
 * `timezone` 'utc' or an IANA name. Needs 'transaction-statistics' on the resource.
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
import { can, projectIdsUnder } from '../db/access';
import type { Identity, TransactionStatus } from '../db/schema';
import { db } from '../db/store';
import { failure, notFound, refuse, type ActionContext, type ActionOutcome, type ActionRegistry } from '../actions/types';

export const approvedStatuses: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>([
  'authorized', 'uncaptured', 'paid', 'partially-refunded', 'refund-pending', 'refunded',
  'chargebacked', 'disputed', 'completed', 'successful',
]);

const QUARTER_HOUR = 15 * 60_000;

const toInstant = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

function timezoneOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '' || value === 'utc') return 'UTC';
  if (typeof value !== 'string') return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

const increment = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

function getStatistics(context: ActionContext): ActionOutcome {
  const { resourceId } = context.payload;
  if (typeof resourceId !== 'string' || !db.resources.get(resourceId)) return notFound();
  if (!can(context.identity as Identity, 'transaction-statistics', resourceId)) return refuse();
  const from = toInstant(context.payload.from);
  const to = toInstant(context.payload.to);
  const timezone = timezoneOf(context.payload.timezone);
  if (!from || !to || from > to) return failure('invalid-range', 'from and to must be ISO dates with from ≤ to');
  if (!timezone) return failure('invalid-timezone', 'Unknown time zone');

  const projects = new Set(projectIdsUnder(resourceId));
  const dayOf = new Map<number, string>();
  const dateIn = (iso: string) => {
    const bucket = Math.floor(Date.parse(iso) / QUARTER_HOUR);
    let day = dayOf.get(bucket);
    if (day === undefined) {
      day = formatInTimeZone(new Date(bucket * QUARTER_HOUR), timezone, 'yyyy-MM-dd');
      dayOf.set(bucket, day);
    }
    return day;
  };

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
}

export const statisticsActions: ActionRegistry = {
  'transactions/getStatistics': { run: getStatistics, needsIdentity: true },
};
