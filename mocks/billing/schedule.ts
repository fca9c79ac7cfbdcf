/**
 * A subscription's schedule, computed from its state (docs/api/billing.md, *The schedule*): the
 * steps the clock will apply (`nextStep`: the earliest one), and what the timeline shows as
 * `upcoming` (`upcoming`: what happens if nothing is paid or changed). Nothing here writes.
 *
 * Dunning: a payment failed at F; reminder n (with its retry) is due F + retryDays[n−1] days, never
 * before the settings that say so were set (a day already past runs at once) nor less than a day
 * after the reminder before it; after the last reminder's retry fails the subscription halts.
 */
import { MAX_REMINDERS, type UpcomingKind } from '@/lib/contract/billing';
import { iso, settingsOf, type BillingBooks, type EffectiveSettings } from './books';
import type { BillingEventDetail, Customer, Plan, Subscription } from './model';
import { endedStatuses } from './model';
import { cardExpiryEnd, DAY } from './periods';

export type StepKind = 'pause' | 'resume' | 'expire' | 'retry' | 'halt' | 'renewal' | 'expiry-reminder';

export interface Step {
  kind: StepKind;
  /** When it is due (never before the subscription's last change). */
  at: number;
  /** A retry's reminder number (1-based). */
  number?: number;
  /** An expiry reminder's key, and what expires. */
  key?: string;
  reason?: 'card' | 'fixed-term';
}

/** Of steps due at the same instant, which runs first: a pause before the renewal it prevents. */
const priority: Record<StepKind, number> = { pause: 0, resume: 1, expire: 2, retry: 3, halt: 3, renewal: 4, 'expiry-reminder': 5 };

export const compareSteps = (a: Step, b: Step) => a.at - b.at || priority[a.kind] - priority[b.kind];

const ms = (text: string) => Date.parse(text);

/** The retry days in force, cut to the contract's maximum. */
const daysOf = (settings: EffectiveSettings) => settings.retryDays.slice(0, MAX_REMINDERS);

/**
 * The rest of a dunning run: one retry per reminder not sent yet, then the halt (at the last
 * retry's instant). With every reminder sent (the days were shortened meanwhile), only the halt.
 */
export function dunningPlan(sub: Subscription, settings: EffectiveSettings): { retries: Step[]; haltsAt: number | null } {
  if (!sub.dunning) return { retries: [], haltsAt: null };
  const failedAt = ms(sub.dunning.failedAt);
  const days = daysOf(settings);
  const sent = sub.dunning.remindersSent;
  const last = sub.dunning.lastReminderAt ? ms(sub.dunning.lastReminderAt) : null;
  if (days.length === 0) return { retries: [], haltsAt: Math.max(failedAt, settings.since, last ?? failedAt) };
  if (sent >= days.length) {
    return { retries: [], haltsAt: Math.max(failedAt + days[days.length - 1] * DAY, settings.since, last ?? failedAt) };
  }
  const retries: Step[] = [];
  let previous = last;
  for (let n = sent + 1; n <= days.length; n += 1) {
    const at = Math.max(failedAt + days[n - 1] * DAY, settings.since, previous === null ? -Infinity : previous + DAY);
    retries.push({ kind: 'retry', at, number: n });
    previous = at;
  }
  return { retries, haltsAt: retries[retries.length - 1].at };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
export const cardReminderKey = (card: { id: string; expMonth: number; expYear: number }) => `card:${card.id}:${card.expYear}-${pad2(card.expMonth)}`;
export const termReminderKey = (endsAt: string) => `term:${endsAt}`;

/**
 * Expiry reminders not sent yet: `expiryReminderDays` before the default card's expiry (the end of
 * its month) and before a fixed term's end; none due before the subscription began, none once what
 * they announce has happened.
 */
export function expiryReminderSteps(sub: Subscription, settings: EffectiveSettings, customer: Customer | undefined): Step[] {
  const lead = settings.expiryReminderDays * DAY;
  const created = ms(sub.createdAt);
  const floor = ms(sub.changedAt);
  const steps: Step[] = [];
  const consider = (key: string, end: number, reason: Step['reason']) => {
    const due = end - lead;
    if (sub.expiryRemindersSent.includes(key) || due < created || Math.max(due, floor) >= end) return;
    steps.push({ kind: 'expiry-reminder', at: due, key, reason });
  };
  const card = customer?.paymentMethods[0];
  if (card) consider(cardReminderKey(card), cardExpiryEnd(card), 'card');
  if (sub.endsAt) consider(termReminderKey(sub.endsAt), ms(sub.endsAt), 'fixed-term');
  return steps;
}

/** Every step the schedule may take next (the earliest wins; the others are computed again after it). */
export function candidateSteps(sub: Subscription, settings: EffectiveSettings, customer: Customer | undefined): Step[] {
  if (endedStatuses.has(sub.status)) return [];
  const endsAt = sub.endsAt ? ms(sub.endsAt) : null;
  const steps: Step[] = [];
  if (sub.status === 'paused') {
    if (sub.resumeAt) steps.push({ kind: 'resume', at: ms(sub.resumeAt) });
    if (endsAt !== null) steps.push({ kind: 'expire', at: endsAt });
    return steps;
  }
  if (sub.pauseAt) steps.push({ kind: 'pause', at: ms(sub.pauseAt) });
  if (sub.status === 'past-due') {
    const plan = dunningPlan(sub, settings);
    if (plan.retries.length) steps.push(plan.retries[0]);
    else if (plan.haltsAt !== null) steps.push({ kind: 'halt', at: plan.haltsAt });
    if (endsAt !== null) steps.push({ kind: 'expire', at: endsAt });
  } else {
    const periodEnd = ms(sub.currentPeriodEnd);
    steps.push({ kind: 'renewal', at: periodEnd });
    if (endsAt !== null && endsAt < periodEnd) steps.push({ kind: 'expire', at: endsAt });
  }
  steps.push(...expiryReminderSteps(sub, settings, customer));
  return steps;
}

/** The step the clock applies next, dated no earlier than the subscription's last change. */
export function nextStep(books: Pick<BillingBooks, 'settings' | 'parentOf' | 'customers'>, sub: Subscription): Step | null {
  const floor = ms(sub.changedAt);
  const steps = candidateSteps(sub, settingsOf(books, sub.projectId), books.customers.get(sub.customerId)).map((step) => ({
    ...step,
    at: Math.max(step.at, floor),
  }));
  if (steps.length === 0) return null;
  return steps.reduce((best, step) => (compareSteps(step, best) < 0 ? step : best));
}

export interface UpcomingItem {
  at: string;
  kind: UpcomingKind;
  detail: BillingEventDetail;
}

const upcomingOrder: Record<UpcomingKind, number> = {
  pause: 0,
  resume: 1,
  expire: 2,
  retry: 3,
  halt: 4,
  cancel: 5,
  'plan-change': 6,
  'trial-end': 7,
  renewal: 8,
  'expiry-reminder': 9,
};

/** The amount and plan a subscription will have after its scheduled change (if any). */
function afterChange(books: Pick<BillingBooks, 'plans'>, sub: Subscription): { amount: number; plan: Plan | undefined } {
  const change = sub.scheduledPlanChange;
  if (!change) return { amount: sub.amount, plan: books.plans.get(sub.planId) };
  return { amount: change.amount, plan: books.plans.get(change.planId) };
}

/**
 * What the schedule will do if nothing is paid or changed, soonest first: the next renewal (or trial
 * end, cancellation, expiry, plan change at the period's end), a past-due subscription's remaining
 * retries and its halt, scheduled pauses and resumptions, and the expiry reminders due before the last
 * of those. Nothing after a scheduled pause but its resumption.
 */
export function upcoming(books: Pick<BillingBooks, 'settings' | 'parentOf' | 'customers' | 'plans'>, sub: Subscription): UpcomingItem[] {
  if (endedStatuses.has(sub.status)) return [];
  const settings = settingsOf(books, sub.projectId);
  const floor = ms(sub.changedAt);
  const items: { at: number; kind: UpcomingKind; detail: BillingEventDetail }[] = [];
  const add = (at: number, kind: UpcomingKind, detail: BillingEventDetail = {}) => items.push({ at: Math.max(at, floor), kind, detail });
  const money = (amount: number) => ({ amount, currency: sub.currency });
  const pauseAt = sub.status !== 'paused' && sub.pauseAt ? ms(sub.pauseAt) : null;
  const beforePause = (at: number) => pauseAt === null || at < pauseAt;
  const endsAt = sub.endsAt ? ms(sub.endsAt) : null;

  /** The end of the period: cancelled, moved to the scheduled plan, expired, or renewed (a trial: its end). */
  const periodEndItems = (periodEnd: number) => {
    if (sub.cancelAtPeriodEnd) return add(periodEnd, 'cancel');
    const next = afterChange(books, sub);
    if (sub.scheduledPlanChange) add(periodEnd, 'plan-change', { planName: next.plan?.name, ...money(next.amount) });
    if (endsAt !== null && endsAt <= periodEnd) add(periodEnd, 'expire');
    else add(periodEnd, sub.trialEndsAt === sub.currentPeriodEnd ? 'trial-end' : 'renewal', money(next.amount));
  };

  /** A resumption: within the paid period it goes on in it; past it, a new period charged (or cancelled, expired). */
  const resumeAt = (at: number) => {
    if (endsAt !== null && endsAt <= at) return add(endsAt, 'expire');
    const periodEnd = ms(sub.currentPeriodEnd);
    if (at < periodEnd) {
      add(at, 'resume');
      if (endsAt !== null && endsAt < periodEnd) return add(endsAt, 'expire');
      return periodEndItems(periodEnd);
    }
    if (sub.cancelAtPeriodEnd) return add(at, 'cancel');
    const next = afterChange(books, sub);
    if (sub.scheduledPlanChange) add(at, 'plan-change', { planName: next.plan?.name, ...money(next.amount) });
    add(at, 'resume', money(next.amount));
  };

  if (sub.status === 'paused') {
    if (sub.resumeAt) resumeAt(ms(sub.resumeAt));
    else if (endsAt !== null) add(endsAt, 'expire');
  } else {
    if (pauseAt !== null) {
      add(pauseAt, 'pause');
      if (sub.resumeAt) resumeAt(ms(sub.resumeAt));
    }
    if (endsAt !== null && beforePause(endsAt) && (sub.status === 'past-due' || endsAt < ms(sub.currentPeriodEnd))) add(endsAt, 'expire');
    if (sub.status === 'past-due') {
      const plan = dunningPlan(sub, settings);
      for (const retry of plan.retries) {
        if (beforePause(retry.at) && (endsAt === null || retry.at < endsAt)) add(retry.at, 'retry', { number: retry.number, ...money(sub.amount) });
      }
      if (plan.haltsAt !== null && beforePause(plan.haltsAt) && (endsAt === null || plan.haltsAt < endsAt)) add(plan.haltsAt, 'halt');
    } else {
      const periodEnd = ms(sub.currentPeriodEnd);
      const expiresFirst = endsAt !== null && endsAt < periodEnd;
      if (beforePause(periodEnd) && !expiresFirst) periodEndItems(periodEnd);
    }
    // An expiry reminder shows when it comes before what else is shown (the period's end, the halt).
    const horizon = items.reduce((latest, item) => Math.max(latest, item.at), -Infinity);
    for (const step of expiryReminderSteps(sub, settings, books.customers.get(sub.customerId))) {
      const at = Math.max(step.at, floor);
      if (beforePause(at) && (items.length === 0 || at <= horizon)) add(step.at, 'expiry-reminder', { reason: step.reason });
    }
  }
  return items
    .sort((a, b) => a.at - b.at || upcomingOrder[a.kind] - upcomingOrder[b.kind])
    .map((item) => ({ at: iso(item.at), kind: item.kind, detail: item.detail }));
}

const chargingKinds: ReadonlySet<UpcomingKind> = new Set(['renewal', 'trial-end', 'retry', 'resume']);

/** When the customer is charged next, if nothing changes (null: nothing is due). A resumption within the paid period charges nothing. */
export function nextPaymentAt(items: readonly UpcomingItem[]): string | null {
  return items.find((item) => chargingKinds.has(item.kind) && (item.kind !== 'resume' || item.detail.amount !== undefined))?.at ?? null;
}
