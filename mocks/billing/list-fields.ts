/**
 * What `subscriptions/list` filters and sorts on (docs/api/billing.md): the figures count exactly
 * these (`figures.ts`), so the list a figure links to has its number of rows.
 */
import type { ListOptions } from '../actions/list-query';
import type { BillingBooks } from './books';
import type { Subscription } from './model';
import { nextPaymentAt, upcoming } from './schedule';

/** A subscription as the list reads it (its next payment computed once, when asked for). */
export interface SubscriptionRow {
  id: string;
  sub: Subscription;
  next?: string | null;
}

export const subscriptionRow = (sub: Subscription): SubscriptionRow => ({ id: sub.id, sub });

type Lookups = Pick<BillingBooks, 'settings' | 'parentOf' | 'customers' | 'plans'>;

export function subscriptionListOptions(books: Lookups): ListOptions<SubscriptionRow> {
  const next = (row: SubscriptionRow) => (row.next === undefined ? (row.next = nextPaymentAt(upcoming(books, row.sub))) : row.next);
  return {
    fields: {
      status: (r) => r.sub.status,
      currency: (r) => r.sub.currency,
      recoveredAt: (r) => r.sub.recoveredAt,
      endedAt: (r) => r.sub.endedAt,
      customerId: (r) => r.sub.customerId,
      planId: (r) => r.sub.planId,
      projectId: (r) => r.sub.projectId,
      createdAt: (r) => r.sub.createdAt,
      nextPaymentAt: next,
      amount: (r) => r.sub.amount,
      currentPeriodEnd: (r) => r.sub.currentPeriodEnd,
    },
    defaultSort: '-createdAt',
    defaultSize: 50,
  };
}

/** `search`: a subscription id (exactly), or part of the customer's e-mail or name. */
export function matchesSubscriptionSearch(books: Pick<BillingBooks, 'customers'>) {
  return (row: SubscriptionRow, term: string) => {
    if (row.id === term) return true;
    const customer = books.customers.get(row.sub.customerId);
    const wanted = term.toLowerCase();
    return Boolean(customer && (customer.email.toLowerCase().includes(wanted) || customer.name.toLowerCase().includes(wanted)));
  };
}

/** The filters each figure stands for, given the currency and the month's start. */
export const figureFilters = (currency: string, monthStart: string) => ({
  active: [
    { field: 'status', operator: 'eq' as const, value: 'active' },
    { field: 'currency', operator: 'eq' as const, value: currency },
  ],
  inDunning: [
    { field: 'status', operator: 'eq' as const, value: 'past-due' },
    { field: 'currency', operator: 'eq' as const, value: currency },
  ],
  recovered: [
    { field: 'recoveredAt', operator: 'gte' as const, value: monthStart },
    { field: 'currency', operator: 'eq' as const, value: currency },
  ],
  churned: [
    { field: 'status', operator: 'in' as const, value: ['cancelled', 'expired', 'halted'] },
    { field: 'endedAt', operator: 'gte' as const, value: monthStart },
    { field: 'currency', operator: 'eq' as const, value: currency },
  ],
  mrr: [
    { field: 'status', operator: 'in' as const, value: ['active', 'past-due'] },
    { field: 'currency', operator: 'eq' as const, value: currency },
  ],
});
