import type { InvoiceStatus, PlanInterval, SubscriptionStatus, TimelineKind, UpcomingKind } from '@/lib/contract/billing';

export interface Money {
  currency: string;
  amount: number;
}

export interface Note {
  id: string;
  text: string;
  at: string;
  author: string;
}

export interface PaymentMethodSummary {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface Customer {
  id: string;
  name: string;
  email: string;
  country: string;
  createdAt: string;
  payments: number;
  volume: Money[];
  openSubscriptions: number;
  paymentMethods: PaymentMethodSummary[];
  notes: Note[];
  projectId: string | null;
}

export interface Plan {
  id: string;
  name: string;
  interval: PlanInterval;
  intervalCount: number;
  trialDays: number;
  status: 'active' | 'archived';
  prices: Money[];
  priceVersion: number;
  subscriptions: number;
  createdAt: string;
  /** Every price version, oldest first (a plan's page; empty in lists). */
  versions: PlanVersion[];
  projectId: string | null;
}

export interface PlanVersion {
  version: number;
  prices: Money[];
  createdAt: string;
  /** Open subscriptions still on this version. */
  subscriptions: number;
}

export interface Dunning {
  failedAt: string;
  invoiceId: string;
  remindersSent: number;
  nextRetryAt: string | null;
  haltsAt: string | null;
}

export interface Subscription {
  id: string;
  status: SubscriptionStatus;
  currency: string;
  amount: number;
  planName: string;
  priceVersion: number;
  interval: PlanInterval;
  intervalCount: number;
  customerName: string;
  customerEmail: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  nextPaymentAt: string | null;
  trialEndsAt: string | null;
  cancelAtPeriodEnd: boolean;
  pauseAt: string | null;
  resumeAt: string | null;
  endsAt: string | null;
  endedAt: string | null;
  dunning: Dunning | null;
  scheduledPlanChange: { planId: string; planName: string; amount: number; at: string } | null;
  notes: Note[];
  createdAt: string;
  projectId: string | null;
  customerId: string | null;
  planId: string | null;
}

export interface Invoice {
  id: string;
  kind: 'renewal' | 'proration' | 'first';
  status: InvoiceStatus;
  currency: string;
  amount: number;
  paidAmount: number;
  periodStart: string;
  periodEnd: string;
  issuedAt: string;
  transactionIds: string[];
}

export interface TimelineDetail {
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

export interface PastEvent {
  id: string;
  at: string;
  kind: TimelineKind;
  detail: TimelineDetail;
}

export interface UpcomingEvent {
  at: string;
  kind: UpcomingKind;
  detail: TimelineDetail;
}

export interface Timeline {
  past: PastEvent[];
  upcoming: UpcomingEvent[];
}

export interface PlanChangePreview {
  timing: 'now' | 'period-end';
  currency: string;
  credit: number;
  charge: number;
  amountDue: number;
  newAmount: number;
  effectiveAt: string;
  prorationAt: string;
  planName: string;
}

export interface CurrencyFigures {
  currency: string;
  mrr: number;
  active: number;
  inDunning: number;
  recovered: number;
  churned: number;
}

export interface BillingFigures {
  currencies: CurrencyFigures[];
  monthStart: string;
}

export interface DunningSettings {
  retryDays: number[];
  expiryReminderDays: number;
}

export interface DunningWhatIf {
  inDunning: number;
  haltedSooner: number;
  haltedLater: number;
  unchanged: number;
  soonerRevenue: Money[];
  laterRevenue: Money[];
}

export interface Page<T> {
  rows: T[];
  total: number;
}
