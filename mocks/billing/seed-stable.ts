/**
 * The billing rows with stable ids (tests, docs/api/billing.md and mocks/README.md name them), and
 * the few subscription charges that are real `charge-recurring` transactions of the transactions
 * seed (`generateTransactions` appends `seededSubscriptionCharges`). Both are dated from today's UTC
 * midnight by the same helpers, so the billing seed finds the transaction of each charge.
 *
 * Every instant the schedule acts on is at or before midnight today (already done) or tomorrow or
 * later (still to come), so whatever the hour, the seed is what the sandbox would have done by now.
 */
import type { Currency, Transaction } from '../db/schema';
import { addInterval, DAY, onDay28OrBefore } from './periods';

const HOUR = 3_600_000;

export const NORTHWIND_SHOP = 'res_prj_northwind_shop';
export const SOLO_STORE = 'res_prj_solo';

/** Ids tests and docs name. */
export const STABLE = {
  alice: 'cus_nw_alice',
  aliceSubscription: 'sub_nw_alice_pro',
  pastDue0: 'sub_nw_past_due_1',
  pastDue1: 'sub_nw_past_due_2',
  pastDue2: 'sub_nw_past_due_3',
  trial: 'sub_nw_trial',
  paused: 'sub_nw_paused',
  pauseScheduled: 'sub_nw_pause_scheduled',
  cancelScheduled: 'sub_nw_cancel_scheduled',
  downgrade: 'sub_nw_downgrade',
  fixedTerm: 'sub_nw_fixed_term',
  halted: 'sub_nw_halted',
  cancelled: 'sub_nw_cancelled',
  expired: 'sub_nw_expired',
  oldPrice: 'sub_nw_old_price',
  jpy: 'sub_nw_jpy',
  kwd: 'sub_nw_kwd',
  recovered: 'sub_nw_recovered',
  expiringCard: 'sub_nw_expiring_card',
  weekly: 'sub_nw_weekly',
  yearly: 'sub_nw_yearly',
  proMonthly: 'plan_nw_pro_monthly',
  proYearly: 'plan_nw_pro_yearly',
  basicMonthly: 'plan_nw_basic_monthly',
  teamMonthly: 'plan_nw_team_monthly',
  coffeeWeekly: 'plan_nw_coffee_weekly',
  quarterly: 'plan_nw_quarterly',
  legacy: 'plan_nw_legacy',
  soloMonthly: 'plan_solo_monthly',
  soloYearly: 'plan_solo_yearly',
  soloDayPass: 'plan_solo_day_pass',
  soloCustomer: 'cus_solo_olivia',
  soloActive: 'sub_solo_active',
  soloPastDue: 'sub_solo_past_due',
  soloDaily: 'sub_solo_daily',
} as const;

/** The instants the stable subscriptions are built around (from today's UTC midnight). */
export const stableTimes = (dayStart: number) => ({
  alicePeriodEnd: onDay28OrBefore(dayStart + 12 * DAY + 9 * HOUR, dayStart + DAY),
  jpyPeriodEnd: onDay28OrBefore(dayStart + 20 * DAY + 7 * HOUR, dayStart + DAY),
  kwdPeriodEnd: onDay28OrBefore(dayStart + 10 * DAY + 15 * HOUR, dayStart + DAY),
  /** sub_nw_past_due_3 failed three days ago; its first reminder's retry failed two days ago. */
  pastDue2FailedAt: dayStart - 3 * DAY,
  /**
   * sub_nw_past_due_2 failed at yesterday's midnight: its first retry (day 1) is always past and a
   * day 2 is always still to come, whatever the hour the sandbox starts at.
   */
  pastDue1FailedAt: dayStart - DAY,
});

export interface StableCharge {
  subscriptionId: string;
  at: number;
  transaction: Transaction;
}

interface ChargeSeed {
  id: string;
  subscriptionId: string;
  at: number;
  amount: number;
  currency: Currency;
  paid: boolean;
  customer: { name: string; email: string; country: string };
  card: { brand: 'visa' | 'jcb' | 'mastercard'; last4: string; expMonth: number; expYear: number };
  plan: string;
}

function chargeRow(seed: ChargeSeed, fee: (amount: number, currency: Currency) => number): Transaction {
  const createdAt = new Date(seed.at).toISOString();
  const status = seed.paid ? 'successful' : 'failed';
  return {
    id: seed.id,
    projectId: NORTHWIND_SHOP,
    type: 'charge-recurring',
    status,
    amount: seed.amount,
    currency: seed.currency,
    refundedAmount: 0,
    capturedAmount: 0,
    cancelledAmount: 0,
    fee: seed.paid ? fee(seed.amount, seed.currency) : 0,
    paymentMethod: 'card',
    card: { ...seed.card, country: seed.customer.country },
    customer: { name: seed.customer.name, email: seed.customer.email },
    referenceId: `SUB-${seed.subscriptionId.replace(/^sub_/, '').slice(0, 12).toUpperCase()}`,
    riskScore: 8,
    country: seed.customer.country,
    description: `${seed.plan} subscription`,
    paymentLinkId: null,
    createdAt,
    settledAt: seed.paid ? new Date(seed.at + DAY).toISOString() : null,
    statusHistory: [
      { status: 'created', at: createdAt },
      { status, at: createdAt },
    ],
    subscriptionId: seed.subscriptionId,
  };
}

export const stableCustomers = {
  alice: { name: 'Alice Martin', email: 'alice.martin@example.com', country: 'FR' },
  dara: { name: 'Dara Okafor', email: 'dara.okafor@example.com', country: 'DE' },
  kenji: { name: 'Kenji Sato', email: 'kenji.sato@example.com', country: 'JP' },
  fatima: { name: 'Fatima Al-Sabah', email: 'fatima.alsabah@example.com', country: 'KW' },
};

/** Prices of the stable subscriptions' plans (Pro monthly, its second version). */
export const PRO_MONTHLY_V2 = { EUR: 2900, USD: 3200, JPY: 4500, KWD: 9500 } as const;

/**
 * Six charges of stable subscriptions, each two days old or more (the transactions list's newest rows
 * stay the payments'): Alice's last two renewals, sub_nw_past_due_3's failure and its first retry,
 * the last renewal of the JPY and of the KWD subscription.
 */
export function seededSubscriptionCharges(dayStart: number, fee: (amount: number, currency: Currency) => number): StableCharge[] {
  const times = stableTimes(dayStart);
  const month = (end: number, back: number) => addInterval(end, 'month', -back);
  const aliceCard = { brand: 'visa' as const, last4: '4242', expMonth: 12, expYear: new Date(dayStart).getUTCFullYear() + 3 };
  const seeds: ChargeSeed[] = [
    ...[2, 1].map((back, i) => ({
      id: `trx_sub_nw_alice_${i + 1}`,
      subscriptionId: STABLE.aliceSubscription,
      at: month(times.alicePeriodEnd, back),
      amount: PRO_MONTHLY_V2.EUR,
      currency: 'EUR' as const,
      paid: true,
      customer: stableCustomers.alice,
      card: aliceCard,
      plan: 'Pro',
    })),
    ...[0, 1].map((day, i) => ({
      id: `trx_sub_nw_past_due_3_${i + 1}`,
      subscriptionId: STABLE.pastDue2,
      at: times.pastDue2FailedAt + day * DAY,
      amount: PRO_MONTHLY_V2.EUR,
      currency: 'EUR' as const,
      paid: false,
      customer: stableCustomers.dara,
      card: { brand: 'mastercard' as const, last4: '0341', expMonth: 6, expYear: new Date(dayStart).getUTCFullYear() + 2 },
      plan: 'Pro',
    })),
    {
      id: 'trx_sub_nw_jpy_1',
      subscriptionId: STABLE.jpy,
      at: month(times.jpyPeriodEnd, 1),
      amount: PRO_MONTHLY_V2.JPY,
      currency: 'JPY',
      paid: true,
      customer: stableCustomers.kenji,
      card: { brand: 'jcb', last4: '0505', expMonth: 3, expYear: new Date(dayStart).getUTCFullYear() + 4 },
      plan: 'Pro',
    },
    {
      id: 'trx_sub_nw_kwd_1',
      subscriptionId: STABLE.kwd,
      at: month(times.kwdPeriodEnd, 1),
      amount: PRO_MONTHLY_V2.KWD,
      currency: 'KWD',
      paid: true,
      customer: stableCustomers.fatima,
      card: { brand: 'visa', last4: '7777', expMonth: 9, expYear: new Date(dayStart).getUTCFullYear() + 2 },
      plan: 'Pro',
    },
  ];
  return seeds.map((seed) => ({ subscriptionId: seed.subscriptionId, at: seed.at, transaction: chargeRow(seed, fee) }));
}
