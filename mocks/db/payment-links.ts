import { startOfUtcDay } from './seed';

/** Payment links (owned by the payment-links work; seeded rows come from `seedPaymentLinks`). */
export interface PaymentLink {
  id: string;
  projectId: string;
  /** Integer minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  status: 'active' | 'deactivated' | 'expired' | 'paid';
  expiresAt: string | null;
  reminderDays: number | null;
  createdAt: string;
  /** When the link was paid, deactivated or expired. */
  closedAt?: string | null;
  /** The charge a paid link created. */
  transactionId?: string | null;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Northwind Shop's links, one of each state, dated relative to today's UTC midnight (like the
 * transactions) so that the active ones stay active and the expired one stays expired.
 */
export const seedPaymentLinks = (now = Date.now()): PaymentLink[] => {
  const day = startOfUtcDay(now);
  const at = (offset: number) => new Date(day + offset).toISOString();
  const link = (id: string, fields: Omit<PaymentLink, 'id' | 'projectId'>): PaymentLink => ({ id, projectId: 'res_prj_northwind_shop', ...fields });
  return [
    link('pl_nw_winter_coat', {
      amount: 12_950,
      currency: 'EUR',
      description: 'Winter coat, size M',
      status: 'active',
      expiresAt: at(30 * DAY),
      reminderDays: 2,
      createdAt: at(-2 * DAY + 9 * HOUR),
    }),
    link('pl_nw_gift_card', {
      amount: 5_000,
      currency: 'GBP',
      description: 'Gift card',
      status: 'active',
      expiresAt: null,
      reminderDays: null,
      createdAt: at(-5 * DAY + 14 * HOUR),
    }),
    link('pl_nw_tea_set', {
      amount: 4_800,
      currency: 'JPY',
      description: 'Tea set (pre-order)',
      status: 'deactivated',
      expiresAt: at(20 * DAY),
      reminderDays: 7,
      createdAt: at(-9 * DAY + 11 * HOUR),
      closedAt: at(-8 * DAY),
    }),
    link('pl_nw_spring_sale', {
      amount: 2_500,
      currency: 'KWD',
      description: 'Spring sale deposit',
      status: 'expired',
      expiresAt: at(-3 * DAY),
      reminderDays: 1,
      createdAt: at(-20 * DAY + 10 * HOUR),
      closedAt: at(-3 * DAY),
    }),
    link('pl_nw_invoice_1042', {
      amount: 34_900,
      currency: 'USD',
      description: 'Invoice 1042',
      status: 'paid',
      expiresAt: null,
      reminderDays: null,
      createdAt: at(-12 * DAY + 16 * HOUR),
      closedAt: at(-11 * DAY),
    }),
  ];
};

/** The link's public page: `<app origin>/pay/<id>` (the sandbox runs on the app's origin). */
export const paymentLinkUrl = (id: string) => `${globalThis.location?.origin ?? 'http://localhost'}/pay/${encodeURIComponent(id)}`;

export const paymentLinkJson = (link: PaymentLink) => ({
  type: 'payment-links' as const,
  id: link.id,
  attributes: {
    amount: link.amount,
    currency: link.currency,
    description: link.description,
    status: link.status,
    expiresAt: link.expiresAt,
    reminderDays: link.reminderDays,
    url: paymentLinkUrl(link.id),
    createdAt: link.createdAt,
  },
  relationships: { project: { data: { type: 'resources', id: link.projectId } } },
});
