/**
 * analytics/get (docs/api/analytics.md): the funnel, approval and decline breakdowns and the refund and
 * dispute series of the payments created in a period, each beside the previous period of the same
 * length. One pass over the transactions: a row is in the period, in the previous one, or skipped.
 */
import { ANALYTICS_MAX_DAYS, funnelSteps, type AnalyticsDimension } from '@/lib/contract/analytics';
import { can, projectIdsUnder } from '../db/access';
import type { Transaction } from '../db/schema';
import { db } from '../db/store';
import { declineReasonOf, dimensionOf, funnelReach, isPayment } from '../analytics/payment-facts';
import { dayIn } from '../handlers/statistics';
import { defineAction } from './define-action';
import { failure } from './types';

export const ANALYTICS_PERMISSION = 'transaction-statistics';
/** The breakdown's rows: the values with the most payments. */
export const BREAKDOWN_ROWS = 50;

const DAY = 86_400_000;

interface Outcome {
  attempts: number;
  approved: number;
  declined: number;
}
interface Money {
  captured: number;
  refunded: number;
  disputed: number;
}
const noOutcome = (): Outcome => ({ attempts: 0, approved: 0, declined: 0 });
const noMoney = (): Money => ({ captured: 0, refunded: 0, disputed: 0 });

/** The figures of one period, filled by `add`. */
function tally() {
  return {
    payments: 0,
    approved: 0,
    declined: 0,
    captured: 0,
    refunded: 0,
    disputed: 0,
    funnel: funnelSteps.map(() => 0),
    reasons: new Map<string, number>(),
    money: new Map<string, Money>(),
  };
}
type Tally = ReturnType<typeof tally>;

const increment = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** Captured money: an authorization's captures, a sale's amount. */
const capturedMoney = (t: Transaction) => (t.capturedAmount > 0 ? t.capturedAmount : t.amount);

const getAnalytics = defineAction({
  name: 'analytics/get',
  needsIdentity: true,
  permission: ANALYTICS_PERMISSION,
  resource: 'resourceId',
  run: ({ identity, payload }) => {
    const fromMs = Date.parse(payload.from);
    const toMs = Date.parse(payload.to);
    if (fromMs > toMs) return failure('invalid-range', 'from must not be after to');
    if (toMs - fromMs > ANALYTICS_MAX_DAYS * DAY) return failure('invalid-range', `A period covers at most ${ANALYTICS_MAX_DAYS} days`);
    const length = toMs - fromMs + 1;
    const from = new Date(fromMs).toISOString();
    const to = new Date(toMs).toISOString();
    const previousFrom = new Date(fromMs - length).toISOString();
    const previousTo = new Date(fromMs - 1).toISOString();
    const dimension: AnalyticsDimension = payload.dimension;
    const dimensionValue = dimensionOf[dimension];
    const dateIn = dayIn(payload.timeZone);

    const projects = new Set(projectIdsUnder(payload.resourceId).filter((projectId) => can(identity, ANALYTICS_PERMISSION, projectId)));
    const disputedIds = new Set(db.disputes.all().map((dispute) => dispute.transactionId));
    const current = tally();
    const previous = tally();
    const breakdown = new Map<string, { current: Outcome; previous: Outcome; reasons: Map<string, number> }>();
    const series = new Map<string, { date: string; captured: number; refunded: number; disputed: number }>();

    for (const t of db.transactions.all()) {
      if (t.createdAt < previousFrom || t.createdAt > to || !projects.has(t.projectId) || !isPayment(t)) continue;
      const inCurrent = t.createdAt >= from;
      const figures: Tally = inCurrent ? current : previous;
      const reach = funnelReach(t);
      const reason = declineReasonOf(t);
      const approved = reach >= 2;
      const captured = reach >= 3;
      const refunded = captured && t.refundedAmount > 0;
      const disputed = captured && (disputedIds.has(t.id) || t.status === 'chargebacked' || t.status === 'disputed');

      figures.payments += 1;
      for (let step = 0; step <= reach; step += 1) figures.funnel[step] += 1;
      if (approved) figures.approved += 1;
      if (reason) {
        figures.declined += 1;
        increment(figures.reasons, reason);
      }
      if (captured) {
        figures.captured += 1;
        const money = figures.money.get(t.currency) ?? figures.money.set(t.currency, noMoney()).get(t.currency)!;
        money.captured += capturedMoney(t);
        money.refunded += t.refundedAmount;
        if (disputed) money.disputed += t.amount;
      }
      if (refunded) figures.refunded += 1;
      if (disputed) figures.disputed += 1;

      const value = dimensionValue(t);
      if (value !== null) {
        let row = breakdown.get(value);
        if (!row) breakdown.set(value, (row = { current: noOutcome(), previous: noOutcome(), reasons: new Map() }));
        const outcome = inCurrent ? row.current : row.previous;
        outcome.attempts += 1;
        if (approved) outcome.approved += 1;
        if (reason) {
          outcome.declined += 1;
          if (inCurrent) increment(row.reasons, reason);
        }
      }

      if (inCurrent) {
        const date = dateIn(t.createdAt);
        let point = series.get(date);
        if (!point) series.set(date, (point = { date, captured: 0, refunded: 0, disputed: 0 }));
        if (captured) point.captured += 1;
        if (refunded) point.refunded += 1;
        if (disputed) point.disputed += 1;
      }
    }

    const pair = (key: 'payments' | 'approved' | 'declined' | 'captured' | 'refunded' | 'disputed') => ({ current: current[key], previous: previous[key] });
    const byCount = (a: [string, number], b: [string, number]) => b[1] - a[1] || a[0].localeCompare(b[0]);
    const reasons = new Set([...current.reasons.keys(), ...previous.reasons.keys()]);
    const currencies = new Set([...current.money.keys(), ...previous.money.keys()]);
    return {
      data: {
        type: 'payment-analytics',
        id: `${payload.resourceId}:${from}:${to}:${payload.timeZone}:${dimension}`,
        attributes: {
          period: { from, to },
          previousPeriod: { from: previousFrom, to: previousTo },
          timeZone: payload.timeZone,
          dimension,
          totals: {
            payments: pair('payments'),
            approved: pair('approved'),
            declined: pair('declined'),
            captured: pair('captured'),
            refunded: pair('refunded'),
            disputed: pair('disputed'),
          },
          funnel: funnelSteps.map((step, index) => ({ step, current: current.funnel[index], previous: previous.funnel[index] })),
          breakdown: [...breakdown]
            .sort(([a, x], [b, y]) => y.current.attempts - x.current.attempts || y.previous.attempts - x.previous.attempts || a.localeCompare(b))
            .slice(0, BREAKDOWN_ROWS)
            .map(([value, row]) => ({
              value,
              current: row.current,
              previous: row.previous,
              declineReasons: [...row.reasons].sort(byCount).map(([reason, count]) => ({ reason, count })),
            })),
          declineReasons: [...reasons]
            .map((reason) => ({ reason, current: current.reasons.get(reason) ?? 0, previous: previous.reasons.get(reason) ?? 0 }))
            .sort((a, b) => b.current - a.current || b.previous - a.previous || a.reason.localeCompare(b.reason)),
          series: [...series.values()].sort((a, b) => a.date.localeCompare(b.date)),
          currencies: [...currencies].sort().map((currency) => ({
            currency,
            current: current.money.get(currency) ?? noMoney(),
            previous: previous.money.get(currency) ?? noMoney(),
          })),
        },
      },
    };
  },
});

export const analyticsActions = [getAnalytics];
