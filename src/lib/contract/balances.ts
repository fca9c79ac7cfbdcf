/**
 * The balances area of the action contract (docs/api/balances.md, docs/api/accounts.md): balances
 * per currency and their trend, the ledger entries that make them, the rolling reserve, the
 * organization's accounts and exchange between them. All on the `payouts` endpoint (the money-out
 * service). Money is integer minor units of the row's currency; balances are derived from the ledger
 * entries and the clock, never stored.
 */
import type { z as zod } from 'zod/mini';
import { isKnownCurrency } from '@/lib/money/iso-4217';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';
import { minorAmount } from './transactions';

// ——— vocabularies and terms ————————————————————————————————————————————————————————————————

/**
 * Every money fact is one entry, signed (+ in, − out): a payment's credit, its fee, a refund, a
 * chargeback and its reversal (a dispute won back), the rolling reserve's hold and release, a payout
 * and its reversal (failed, rejected or cancelled after the debit), an exchange's two sides, a
 * refund the bank sent back.
 */
export const ledgerEntryTypes = [
  'payment',
  'fee',
  'refund',
  'refund-reversal',
  'chargeback',
  'chargeback-reversal',
  'reserve-hold',
  'reserve-release',
  'payout',
  'payout-reversal',
  'exchange-out',
  'exchange-in',
] as const;
export type LedgerEntryType = (typeof ledgerEntryTypes)[number];

/**
 * What an entry comes from: `payment` (a charge or a capture: its transaction id), `refund` (the
 * refund transaction), `chargeback` (the chargeback transaction; `disputeId` names its dispute when
 * one exists), `payout`, `exchange`, `settlement` (a settlement payout).
 */
export const ledgerSourceTypes = ['payment', 'refund', 'chargeback', 'payout', 'exchange', 'settlement'] as const;
export type LedgerSourceType = (typeof ledgerSourceTypes)[number];

/**
 * Where an entry's money is now: `pending` until its `availableOn` (the settlement delay), then
 * `available`; a reserve release is `reserved` until its `availableOn` (the release date).
 */
export const balanceBuckets = ['available', 'pending', 'reserved'] as const;
export type BalanceBucket = (typeof balanceBuckets)[number];

/** Days after a payment before its money is available. */
export const SETTLEMENT_DELAY_DAYS = 2;
/** The rolling reserve of a live project: this share of each payment (basis points: 1000 = 10 %)… */
export const RESERVE_RATE_BASIS_POINTS = 1000;
/** …held for this many days after the payment's money became available. */
export const RESERVE_HOLD_DAYS = 90;
/** An exchange quote may be confirmed for this long (server clock). */
export const QUOTE_TTL_MS = 30_000;
/** The longest trend period, both days included. */
export const TREND_MAX_DAYS = 366;

/** Fields `ledger-entries/list` filters on. */
export const ledgerFilterFields = [
  'currency',
  'type',
  'bucket',
  'sourceType',
  'sourceId',
  'paymentId',
  'settlementId',
  'resourceId',
  'createdAt',
  'availableOn',
  'amount',
] as const;
/** Fields `ledger-entries/list` sorts on (default `-createdAt`). */
export const ledgerSortFields = ['createdAt', 'availableOn', 'amount', 'type', 'currency'] as const;

// ——— answers ————————————————————————————————————————————————————————————————————————————

const link = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));
const money = (z: Zod) => z.int();

/** The three buckets of one currency, and their total (`available + pending + reserved`). */
const bucketFields = (z: Zod) => ({
  currency: z.string(),
  available: money(z),
  pending: money(z),
  reserved: money(z),
  total: money(z),
});

/** One currency of a workspace's balance (`id`: `<resourceId>:<currency>`). */
export const balanceAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('balances'),
    id: z.string(),
    attributes: z.looseObject({
      ...bucketFields(z),
      /** Payouts above this need a second person's approval (null: every payout does). */
      approvalLimit: z._default(z.nullable(z.int()), null),
      /**
       * For the caller: what their own payouts in this currency over the last 24 h (`APPROVAL_WINDOW_MS`,
       * not rejected, cancelled or failed) leave of `approvalLimit`, never below 0. A payout up to it is
       * approved at once; above it, it waits for a second person. Null when `approvalLimit` is.
       */
      approvalLimitLeft: z._default(z.nullable(z.int()), null),
    }),
    relationships: z.optional(z.looseObject({ resource: link(z) })),
  });
export type BalanceAnswer = zod.output<ReturnType<typeof balanceAnswer>>;

export const balancesMeta = (z: Zod) => z._default(z.looseObject({ asOf: z.optional(z.string()), settlementDelayDays: z.optional(z.int()) }), {});

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** End-of-day (UTC) balances per currency over a period. */
export const balanceTrendAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('balance-trends'),
    id: z.optional(z.string()),
    attributes: z.looseObject({
      from: z.string(),
      to: z.string(),
      series: z.array(
        z.looseObject({ date: z.string().check(z.regex(isoDate)), currency: z.string(), available: money(z), pending: money(z), reserved: money(z) }),
      ),
    }),
  });

export const ledgerEntryAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('ledger-entries'),
    id: z.string(),
    attributes: z.looseObject({
      type: z.enum(ledgerEntryTypes),
      /** Signed: + money in, − money out. */
      amount: money(z),
      currency: z.string(),
      bucket: z.enum(balanceBuckets),
      createdAt: z.string(),
      availableOn: z.string(),
      sourceType: z.enum(ledgerSourceTypes),
      sourceId: z.string(),
      /** The payment (transaction) the entry belongs to: entries of payments, fees, refunds, chargebacks and the reserve. */
      paymentId: z._default(z.nullable(z.string()), null),
      disputeId: z._default(z.nullable(z.string()), null),
      /** The settlement payout whose statement lists it. */
      settlementId: z._default(z.nullable(z.string()), null),
    }),
    relationships: z.optional(z.looseObject({ resource: link(z) })),
  });
export type LedgerEntryAnswer = zod.output<ReturnType<typeof ledgerEntryAnswer>>;

/** The rolling reserve of one currency: held now, released so far, the next release. */
export const reserveSummaryAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('rolling-reserves'),
    id: z.string(),
    attributes: z.looseObject({
      currency: z.string(),
      held: money(z),
      released: money(z),
      nextReleaseOn: z._default(z.nullable(z.string()), null),
      nextReleaseAmount: z._default(z.int(), 0),
    }),
  });

export const reserveSummaryMeta = (z: Zod) =>
  z._default(
    z.looseObject({
      terms: z._default(z.array(z.looseObject({ resourceId: z.string(), rateBasisPoints: z.int(), holdDays: z.int() })), []),
    }),
    { terms: [] },
  );

export const reserveRequestStatuses = ['scheduled', 'released'] as const;

/** A release of the reserve: what is held in one currency until one date (`id`: `<resourceId>:<currency>:<date>`). */
export const reserveRequestAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('rolling-reserve-requests'),
    id: z.string(),
    attributes: z.looseObject({
      currency: z.string(),
      releaseOn: z.string(),
      amount: money(z),
      holdCount: z.int().check(z.nonnegative()),
      status: z.enum(reserveRequestStatuses),
    }),
  });

/** An organization's settlement account in one currency (`id`: `acc_<organizationId>_<currency>`). */
export const accountAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('accounts'),
    id: z.string(),
    attributes: z.looseObject({
      ...bucketFields(z),
      approvalLimit: z._default(z.nullable(z.int()), null),
      defaultPayoutMethodId: z._default(z.nullable(z.string()), null),
    }),
    relationships: z.optional(z.looseObject({ resource: link(z) })),
  });
export type AccountAnswer = zod.output<ReturnType<typeof accountAnswer>>;

export const exchangeStatuses = ['quoted', 'completed'] as const;
export type ExchangeStatus = (typeof exchangeStatuses)[number];

/** An exchange: a quote until confirmed (`expiresAt`), then completed. `rate`: a decimal string, buy units per sold unit. */
export const exchangeAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('exchanges'),
    id: z.string(),
    attributes: z.looseObject({
      status: z.enum(exchangeStatuses),
      sellCurrency: z.string(),
      buyCurrency: z.string(),
      sellAmount: money(z),
      buyAmount: money(z),
      rate: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
      completedAt: z._default(z.nullable(z.string()), null),
    }),
    relationships: z.optional(z.looseObject({ resource: link(z) })),
  });
export type ExchangeAnswer = zod.output<ReturnType<typeof exchangeAnswer>>;

// ——— payloads ———————————————————————————————————————————————————————————————————————————

const resourceId = (z: Zod) => z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' }));

export const resourcePayload = (z: Zod) => z.object({ resourceId: resourceId(z) });

const date = (z: Zod, name: string) =>
  z.string({ error: `${name} must be a date (YYYY-MM-DD)` }).check(z.regex(isoDate, { error: `${name} must be a date (YYYY-MM-DD)` }));

/** A currency code of the ISO 4217 table (else `unknown-currency`). */
export const knownCurrency = (z: Zod) =>
  z
    .string({ error: 'Currency is required' })
    .check(z.refine(isKnownCurrency, { error: 'Currency is not an ISO 4217 code', params: { code: 'unknown-currency' } }));

export const balanceTrendPayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    from: date(z, 'From'),
    to: date(z, 'To'),
    currency: z.optional(knownCurrency(z)),
  });

export const exchangeQuotePayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({
      type: z.optional(z.literal('exchanges')),
      attributes: z.object({ sellCurrency: knownCurrency(z), buyCurrency: knownCurrency(z), sellAmount: minorAmount(z) }),
    }),
  });

export const balanceActions = {
  'balances/summary': action('balances/summary', { endpoint: 'payouts', payload: resourcePayload, answer: (z) => list(z, balanceAnswer), meta: balancesMeta }),
  'balances/trend': action('balances/trend', { endpoint: 'payouts', payload: balanceTrendPayload, answer: balanceTrendAnswer }),
  'ledger-entries/list': action('ledger-entries/list', {
    endpoint: 'payouts',
    payload: s.resourceListRequest,
    answer: (z) => list(z, ledgerEntryAnswer),
    meta: s.listMeta,
  }),
  'rolling-reserve/summary': action('rolling-reserve/summary', {
    endpoint: 'payouts',
    payload: resourcePayload,
    answer: (z) => list(z, reserveSummaryAnswer),
    meta: reserveSummaryMeta,
  }),
  'rolling-reserve/requests': action('rolling-reserve/requests', {
    endpoint: 'payouts',
    payload: s.resourceListRequest,
    answer: (z) => list(z, reserveRequestAnswer),
    meta: s.listMeta,
  }),
  'accounts/list': action('accounts/list', { endpoint: 'payouts', payload: resourcePayload, answer: (z) => list(z, accountAnswer) }),
  'accounts/get': action('accounts/get', { endpoint: 'payouts', target: true, payload: s.targetPayload, answer: accountAnswer }),
  'exchanges/quote': action('exchanges/quote', { endpoint: 'payouts', mutates: true, payload: exchangeQuotePayload, answer: exchangeAnswer }),
  'exchanges/confirm': action('exchanges/confirm', {
    endpoint: 'payouts',
    mutates: true,
    movesMoney: true,
    target: true,
    payload: s.targetPayload,
    answer: exchangeAnswer,
  }),
};
