/**
 * The billing rows as the sandbox stores them (docs/api/billing.md): customers, plans with their
 * price versions, subscriptions, invoices, the subscriptions' timelines and the dunning settings.
 * The answers (`json.ts`) are built from them; what is internal (a card that declines, the
 * reminders already sent) never leaves the sandbox.
 */
import type { InvoiceStatus, PlanInterval, SubscriptionStatus, TimelineKind } from '@/lib/contract/billing';
import type { CardBrand } from '../db/schema';

export interface Money {
  currency: string;
  /** Integer minor units of `currency`. */
  amount: number;
}

/** A note, plain text (shown as text, never as HTML). */
export interface BillingNote {
  id: string;
  text: string;
  at: string;
  /** The acting user's name (their e-mail when they have none). */
  author: string;
}

/** A card on file, masked. `declines`: the sandbox's own switch, never answered. */
export interface PaymentCard {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  declines: boolean;
}

export interface Customer {
  id: string;
  projectId: string;
  name: string;
  email: string;
  /** ISO 3166 alpha-2. */
  country: string;
  createdAt: string;
  /** The first is the default card: renewals and retries charge it. */
  paymentMethods: PaymentCard[];
  notes: BillingNote[];
}

export interface PriceVersion {
  version: number;
  prices: Money[];
  createdAt: string;
}

export interface Plan {
  id: string;
  projectId: string;
  name: string;
  interval: PlanInterval;
  intervalCount: number;
  trialDays: number;
  status: 'active' | 'archived';
  /** Oldest first; the last is the one new subscriptions and plan changes get. */
  versions: PriceVersion[];
  createdAt: string;
  archivedAt: string | null;
}

/** A subscription in dunning: the failed invoice and the reminders sent since. */
export interface Dunning {
  failedAt: string;
  invoiceId: string;
  remindersSent: number;
  lastReminderAt: string | null;
}

/** A change to another plan at the end of the period (a downgrade, or the same amount). */
export interface ScheduledPlanChange {
  planId: string;
  priceVersion: number;
  amount: number;
}

export interface Subscription {
  id: string;
  projectId: string;
  customerId: string;
  planId: string;
  priceVersion: number;
  /** Fixed from the plan version when subscribed or moved. */
  currency: string;
  amount: number;
  status: SubscriptionStatus;
  createdAt: string;
  /** Periods are measured from here: anchor + k × the plan's interval × count (calendar months and years, UTC). */
  anchor: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  trialEndsAt: string | null;
  cancelAtPeriodEnd: boolean;
  /** A pause scheduled for later (the status is not `paused` yet). */
  pauseAt: string | null;
  /** A paused subscription resumes then (or after a scheduled pause). */
  resumeAt: string | null;
  pausedAt: string | null;
  /** Fixed-term: the subscription expires then. */
  endsAt: string | null;
  /** When it was cancelled, expired or halted. */
  endedAt: string | null;
  dunning: Dunning | null;
  scheduledPlanChange: ScheduledPlanChange | null;
  /** The last time a failed payment was recovered. */
  recoveredAt: string | null;
  notes: BillingNote[];
  /** Expiry reminders already sent (`card:<id>:<yyyy-mm>`, `term:<endsAt>`). */
  expiryRemindersSent: string[];
  /** The instant of its last change: no later step of its schedule is dated before it. */
  changedAt: string;
}

export type InvoiceKind = 'renewal' | 'proration' | 'first';

export interface Invoice {
  id: string;
  subscriptionId: string;
  projectId: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  currency: string;
  amount: number;
  paidAmount: number;
  periodStart: string;
  periodEnd: string;
  issuedAt: string;
  paidAt: string | null;
  transactionIds: string[];
}

export interface BillingEventDetail {
  number?: number;
  to?: string;
  subject?: string;
  amount?: number;
  currency?: string;
  planName?: string;
  by?: string;
  invoiceId?: string;
  transactionId?: string;
  reason?: string;
  text?: string;
}

/** One line of a subscription's timeline (`past`). */
export interface BillingEvent {
  id: string;
  subscriptionId: string;
  projectId: string;
  at: string;
  kind: TimelineKind;
  detail: BillingEventDetail;
  /** Orders events of the same instant: written later, shown first. */
  seq: number;
}

/** A workspace's own dunning settings (id: the organization's or project's). */
export interface BillingSettings {
  id: string;
  retryDays: number[];
  expiryReminderDays: number;
  updatedAt: string;
}

/** Statuses that end a subscription; nothing of its schedule runs any more. */
export const endedStatuses: ReadonlySet<SubscriptionStatus> = new Set(['halted', 'cancelled', 'expired']);
/** Statuses a plan's and a customer's open subscriptions are counted in (halted ones may still recover). */
export const isOpen = (status: SubscriptionStatus) => status !== 'cancelled' && status !== 'expired';
