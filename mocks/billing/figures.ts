/**
 * The billing figures (docs/api/billing.md, *Figures*), per currency, and the what-if of a new
 * dunning schedule. Each count is what `subscriptions/list` answers with the matching filters:
 *
 * - `active`: `status` = active;
 * - `inDunning`: `status` = past-due;
 * - `recovered`: `recoveredAt` ≥ the month's start (UTC);
 * - `churned`: `status` in cancelled, expired, halted and `endedAt` ≥ the month's start;
 * - `mrr`: the monthly amounts of active and past-due subscriptions (`monthlyAmount`).
 */
import type { PlanInterval } from '@/lib/contract/billing';
import { settingsOf, type BillingBooks, type EffectiveSettings } from './books';
import type { Money, Plan, Subscription } from './model';
import { dunningPlan } from './schedule';

/**
 * An amount per month, in integer minor units, rounded down per subscription: a month's amount ÷
 * count; a year's ÷ (12 × count); a week's × 52 ÷ (12 × count); a day's × 365 ÷ (12 × count).
 */
export function monthlyAmount(amount: number, interval: PlanInterval, count: number): number {
  const value = BigInt(amount);
  const n = BigInt(count);
  const monthly =
    interval === 'month' ? value / n : interval === 'year' ? value / (12n * n) : interval === 'week' ? (value * 52n) / (12n * n) : (value * 365n) / (12n * n);
  return Number(monthly);
}

export const countsInMrr = (sub: Subscription) => sub.status === 'active' || sub.status === 'past-due';
export const isChurned = (sub: Subscription) => sub.status === 'cancelled' || sub.status === 'expired' || sub.status === 'halted';

export interface CurrencyFigures {
  currency: string;
  mrr: number;
  active: number;
  inDunning: number;
  recovered: number;
  churned: number;
}

export function billingFigures(subs: readonly Subscription[], planOf: (sub: Subscription) => Plan | undefined, monthStart: string): CurrencyFigures[] {
  const byCurrency = new Map<string, CurrencyFigures>();
  for (const sub of subs) {
    let row = byCurrency.get(sub.currency);
    if (!row) byCurrency.set(sub.currency, (row = { currency: sub.currency, mrr: 0, active: 0, inDunning: 0, recovered: 0, churned: 0 }));
    const plan = planOf(sub);
    if (countsInMrr(sub) && plan) row.mrr += monthlyAmount(sub.amount, plan.interval, plan.intervalCount);
    if (sub.status === 'active') row.active += 1;
    if (sub.status === 'past-due') row.inDunning += 1;
    if (sub.recoveredAt !== null && sub.recoveredAt >= monthStart) row.recovered += 1;
    if (isChurned(sub) && sub.endedAt !== null && sub.endedAt >= monthStart) row.churned += 1;
  }
  return [...byCurrency.values()].sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
}

export interface WhatIf {
  inDunning: number;
  haltedSooner: number;
  haltedLater: number;
  unchanged: number;
  soonerRevenue: Money[];
  laterRevenue: Money[];
}

/**
 * What a new schedule set on `resourceId` would move, for every past-due subscription given: when it
 * halts under the schedule it follows now and under the one it would follow (a project with settings
 * of its own keeps them when its organization's change), each with its monthly amount.
 */
export function dunningWhatIf(
  books: BillingBooks,
  subs: readonly Subscription[],
  resourceId: string,
  proposal: { retryDays: readonly number[]; expiryReminderDays: number },
): WhatIf {
  const now = books.now();
  const proposed: EffectiveSettings = { ...proposal, since: now, sourceId: resourceId };
  const result: WhatIf = { inDunning: 0, haltedSooner: 0, haltedLater: 0, unchanged: 0, soonerRevenue: [], laterRevenue: [] };
  const sooner = new Map<string, number>();
  const later = new Map<string, number>();
  for (const sub of subs) {
    if (sub.status !== 'past-due') continue;
    result.inDunning += 1;
    const current = settingsOf(books, sub.projectId);
    const follows = current.sourceId === sub.projectId && resourceId !== sub.projectId ? current : proposed;
    const before = dunningPlan(sub, current).haltsAt;
    const after = follows === current ? before : dunningPlan(sub, follows).haltsAt;
    const plan = books.plans.get(sub.planId);
    const monthly = plan ? monthlyAmount(sub.amount, plan.interval, plan.intervalCount) : 0;
    if (before === null || after === null || before === after) result.unchanged += 1;
    else if (after < before) {
      result.haltedSooner += 1;
      sooner.set(sub.currency, (sooner.get(sub.currency) ?? 0) + monthly);
    } else {
      result.haltedLater += 1;
      later.set(sub.currency, (later.get(sub.currency) ?? 0) + monthly);
    }
  }
  const money = (map: Map<string, number>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([currency, amount]) => ({ currency, amount }));
  result.soonerRevenue = money(sooner);
  result.laterRevenue = money(later);
  return result;
}
