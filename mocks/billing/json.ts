/**
 * The billing answers (src/lib/contract/billing.ts), built from the rows. A card's decline switch
 * and the reminders already sent stay inside the sandbox.
 */
import type { Transaction } from '../db/schema';
import { iso, newestVersion, settingsOf, type BillingBooks, type EffectiveSettings } from './books';
import type { BillingEvent, Customer, Invoice, Money, Plan, Subscription } from './model';
import { isOpen } from './model';
import { dunningPlan, nextPaymentAt, upcoming } from './schedule';

const relation = (type: string, id: string) => ({ data: { type, id } });

/**
 * Statuses of a payment that went through (later refunds, chargebacks and disputes included): a
 * customer's `payments` and `volume` count the `charge` and `charge-recurring` transactions of its
 * project in these, whose customer e-mail is the customer's (case aside).
 */
export const customerPaymentStatuses = [
  'successful',
  'paid',
  'completed',
  'partially-refunded',
  'refunded',
  'refund-pending',
  'chargebacked',
  'disputed',
] as const;
const paymentStatuses: ReadonlySet<string> = new Set(customerPaymentStatuses);
const paymentTypes: ReadonlySet<string> = new Set(['charge', 'charge-recurring']);

export interface CustomerStats {
  payments: number;
  volume: Money[];
}

const statsKey = (projectId: string, email: string) => `${projectId} ${email.toLowerCase()}`;

/** Payments and volume of the given customers, from one pass over the transactions. */
export function customerStats(transactions: readonly Transaction[], customers: readonly Customer[]): Map<string, CustomerStats> {
  const wanted = new Map(customers.map((customer) => [statsKey(customer.projectId, customer.email), customer.id]));
  const counts = new Map<string, { payments: number; volume: Map<string, number> }>();
  for (const t of transactions) {
    if (!paymentTypes.has(t.type) || !paymentStatuses.has(t.status)) continue;
    const id = wanted.get(statsKey(t.projectId, t.customer.email));
    if (!id) continue;
    let entry = counts.get(id);
    if (!entry) counts.set(id, (entry = { payments: 0, volume: new Map() }));
    entry.payments += 1;
    entry.volume.set(t.currency, (entry.volume.get(t.currency) ?? 0) + t.amount);
  }
  const stats = new Map<string, CustomerStats>();
  for (const customer of customers) {
    const entry = counts.get(customer.id);
    stats.set(customer.id, {
      payments: entry?.payments ?? 0,
      volume: [...(entry?.volume ?? [])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([currency, amount]) => ({ currency, amount })),
    });
  }
  return stats;
}

/** Open (not cancelled or expired) subscriptions per customer and per plan, from one pass. */
export function openCounts(subs: readonly Subscription[]): { byCustomer: Map<string, number>; byPlan: Map<string, number> } {
  const byCustomer = new Map<string, number>();
  const byPlan = new Map<string, number>();
  for (const sub of subs) {
    if (!isOpen(sub.status)) continue;
    byCustomer.set(sub.customerId, (byCustomer.get(sub.customerId) ?? 0) + 1);
    byPlan.set(sub.planId, (byPlan.get(sub.planId) ?? 0) + 1);
  }
  return { byCustomer, byPlan };
}

export const customerJson = (customer: Customer, stats: CustomerStats, openSubscriptions: number) => ({
  type: 'customers' as const,
  id: customer.id,
  attributes: {
    name: customer.name,
    email: customer.email,
    country: customer.country,
    createdAt: customer.createdAt,
    payments: stats.payments,
    volume: stats.volume,
    openSubscriptions,
    paymentMethods: customer.paymentMethods.map(({ id, brand, last4, expMonth, expYear }) => ({ id, brand, last4, expMonth, expYear })),
    notes: customer.notes,
  },
  relationships: { project: relation('resources', customer.projectId) },
});

/** A plan's price versions, oldest first, each with the open subscriptions still on it (they keep it until moved). */
export const planVersionsJson = (plan: Plan, subs: readonly Subscription[]) =>
  plan.versions.map(({ version, prices, createdAt }) => ({
    version,
    prices,
    createdAt,
    subscriptions: subs.filter((sub) => sub.planId === plan.id && sub.priceVersion === version && isOpen(sub.status)).length,
  }));

export const planJson = (plan: Plan, subscriptions: number) => {
  const newest = newestVersion(plan);
  return {
    type: 'plans' as const,
    id: plan.id,
    attributes: {
      name: plan.name,
      interval: plan.interval,
      intervalCount: plan.intervalCount,
      trialDays: plan.trialDays,
      status: plan.status,
      prices: newest.prices,
      priceVersion: newest.version,
      subscriptions,
      createdAt: plan.createdAt,
    },
    relationships: { project: relation('resources', plan.projectId) },
  };
};

/** The dunning as answered: the next retry and the halt under the settings in force (a halted one: when it halted). */
export function dunningJson(sub: Subscription, settings: EffectiveSettings) {
  if (!sub.dunning) return null;
  const { failedAt, invoiceId, remindersSent } = sub.dunning;
  if (sub.status !== 'past-due') return { failedAt, invoiceId, remindersSent, nextRetryAt: null, haltsAt: sub.status === 'halted' ? sub.endedAt : null };
  const plan = dunningPlan(sub, settings);
  const floor = Date.parse(sub.changedAt);
  const next = plan.retries[0];
  return {
    failedAt,
    invoiceId,
    remindersSent,
    nextRetryAt: next ? iso(Math.max(next.at, floor)) : null,
    haltsAt: plan.haltsAt === null ? null : iso(Math.max(plan.haltsAt, floor)),
  };
}

type Lookups = Pick<BillingBooks, 'plans' | 'customers' | 'settings' | 'parentOf'>;

export function subscriptionJson(books: Lookups, sub: Subscription) {
  const plan = books.plans.get(sub.planId);
  const customer = books.customers.get(sub.customerId);
  const settings = settingsOf(books, sub.projectId);
  const change = sub.scheduledPlanChange;
  const changePlan = change ? books.plans.get(change.planId) : undefined;
  return {
    type: 'subscriptions' as const,
    id: sub.id,
    attributes: {
      status: sub.status,
      currency: sub.currency,
      amount: sub.amount,
      planName: plan?.name ?? '',
      priceVersion: sub.priceVersion,
      interval: plan?.interval ?? 'month',
      intervalCount: plan?.intervalCount ?? 1,
      customerName: customer?.name ?? '',
      customerEmail: customer?.email ?? '',
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: sub.currentPeriodEnd,
      nextPaymentAt: nextPaymentAt(upcoming(books, sub)),
      trialEndsAt: sub.trialEndsAt,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      pauseAt: sub.pauseAt,
      resumeAt: sub.resumeAt,
      pausedAt: sub.pausedAt,
      endsAt: sub.endsAt,
      endedAt: sub.endedAt,
      recoveredAt: sub.recoveredAt,
      dunning: dunningJson(sub, settings),
      scheduledPlanChange: change ? { planId: change.planId, planName: changePlan?.name ?? '', amount: change.amount, at: sub.currentPeriodEnd } : null,
      notes: sub.notes,
      createdAt: sub.createdAt,
    },
    relationships: {
      project: relation('resources', sub.projectId),
      customer: relation('customers', sub.customerId),
      plan: relation('plans', sub.planId),
    },
  };
}

export const invoiceJson = (invoice: Invoice) => ({
  type: 'invoices' as const,
  id: invoice.id,
  attributes: {
    kind: invoice.kind,
    status: invoice.status,
    currency: invoice.currency,
    amount: invoice.amount,
    paidAmount: invoice.paidAmount,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    issuedAt: invoice.issuedAt,
    paidAt: invoice.paidAt,
    transactionIds: invoice.transactionIds,
  },
  relationships: { subscription: relation('subscriptions', invoice.subscriptionId) },
});

/** Newest first; events of one instant in the reverse of the order they were written. */
export const newestFirst = (a: BillingEvent, b: BillingEvent) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.seq - a.seq);

export function timelineJson(books: Lookups, sub: Subscription, events: readonly BillingEvent[]) {
  return {
    type: 'subscription-timelines' as const,
    id: sub.id,
    attributes: {
      past: [...events].sort(newestFirst).map((event) => ({ id: event.id, at: event.at, kind: event.kind, detail: event.detail })),
      upcoming: upcoming(books, sub),
    },
  };
}

export const settingsJson = (resourceId: string, settings: EffectiveSettings) => ({
  type: 'billing-settings' as const,
  id: resourceId,
  attributes: { retryDays: [...settings.retryDays], expiryReminderDays: settings.expiryReminderDays },
});
