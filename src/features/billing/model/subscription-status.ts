import type { SubscriptionStatus } from '@/lib/contract/billing';

/**
 * One colour per status, by what it means for the merchant's revenue (the product's status groups):
 * green paying, blue on trial (not paying yet), orange being recovered, indigo paused, red halted
 * (recovery failed), grey ended.
 */
export const subscriptionStatusColors: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'green',
  trialling: 'blue',
  'past-due': 'orange',
  paused: 'indigo',
  halted: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

/** Statuses that count as churn when they start in a month. */
export const churnedStatuses: readonly SubscriptionStatus[] = ['cancelled', 'expired', 'halted'];
