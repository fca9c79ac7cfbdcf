/**
 * The tables and ports the billing engine works on. The sandbox passes its database's
 * (`sandbox-books.ts`); the property test passes fresh in-memory tables and a clock of its own.
 */
import { DEFAULT_RETRY_DAYS } from '@/lib/contract/billing';
import type { Transaction } from '../db/schema';
import type { Table } from '../db/table';
import type { BillingEvent, BillingSettings, Customer, Invoice, Money, Plan, PriceVersion, Subscription } from './model';

/** What the engine did, for the sandbox to push and to send as webhook events (the property test may collect it). */
export type BillingEffect =
  | { kind: 'subscription'; subscription: Subscription; webhook: SubscriptionWebhook | null }
  | { kind: 'invoice'; invoice: Invoice; webhook: InvoiceWebhook }
  | { kind: 'transaction'; transaction: Transaction }
  | { kind: 'customer'; customerId: string }
  | { kind: 'plan'; planId: string };

export type SubscriptionWebhook =
  | 'subscription.created'
  | 'subscription.updated'
  | 'subscription.paused'
  | 'subscription.resumed'
  | 'subscription.cancelled'
  | 'subscription.past_due'
  | 'subscription.halted'
  | 'subscription.recovered';
export type InvoiceWebhook = 'invoice.issued' | 'invoice.paid' | 'invoice.payment_failed';

export interface BillingBooks {
  customers: Table<Customer>;
  plans: Table<Plan>;
  subscriptions: Table<Subscription>;
  invoices: Table<Invoice>;
  events: Table<BillingEvent>;
  /** Where charges are written (`charge-recurring` rows). */
  transactions: Table<Transaction>;
  settings: Table<BillingSettings>;
  /** The parent of a resource (a project's organization): a project without settings of its own uses its organization's. */
  parentOf: (resourceId: string) => string | null;
  now: () => number;
  newId: (prefix: string) => string;
  report: (effect: BillingEffect) => void;
}

/** The dunning settings that apply to a project, and since when (a change applies from then on). */
export interface EffectiveSettings {
  retryDays: readonly number[];
  expiryReminderDays: number;
  /** When they were set (0 for the defaults): a retry day that fell before a change runs at the change. */
  since: number;
  /** The resource whose row they are (null: the defaults). */
  sourceId: string | null;
}

export const DEFAULT_EXPIRY_REMINDER_DAYS = 7;

export const defaultSettings: EffectiveSettings = { retryDays: DEFAULT_RETRY_DAYS, expiryReminderDays: DEFAULT_EXPIRY_REMINDER_DAYS, since: 0, sourceId: null };

const fromRow = (row: BillingSettings): EffectiveSettings => ({
  retryDays: row.retryDays,
  expiryReminderDays: row.expiryReminderDays,
  since: Date.parse(row.updatedAt),
  sourceId: row.id,
});

/** A resource's own settings, else its parent's (a project's organization), else the defaults. */
export function settingsOf(books: Pick<BillingBooks, 'settings' | 'parentOf'>, resourceId: string): EffectiveSettings {
  const own = books.settings.get(resourceId);
  if (own) return fromRow(own);
  const parentId = books.parentOf(resourceId);
  const inherited = parentId ? books.settings.get(parentId) : undefined;
  return inherited ? fromRow(inherited) : defaultSettings;
}

export const newestVersion = (plan: Plan): PriceVersion => plan.versions[plan.versions.length - 1];
export const priceIn = (prices: readonly Money[], currency: string) => prices.find((price) => price.currency === currency);

export const iso = (ms: number) => new Date(ms).toISOString();
