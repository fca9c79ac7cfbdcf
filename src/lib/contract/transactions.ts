/**
 * The transactions area of the action contract (see docs/api/transactions.md): the transaction
 * answer (shape A), `transactions/list` (B), `transactions/get` (C) and the money actions (D).
 * `transactions/getStatistics` stays in actions.ts.
 */
import type { z as zod } from 'zod/mini';
import { riskLevels, ruleActions, ruleModes } from '@/lib/antifraud-rules/types';
import { MAX_MINOR_AMOUNT } from '@/lib/money/limits';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import { filterOperators, jsonApiData, listMeta, PAGE_SIZE_LIMIT, targetPayload } from './schemas';

// ——— vocabularies (spec §3 and §4) ————————————————————————————————————————————————————————

export const transactionTypes = [
  'charge',
  'charge-authorize',
  'charge-authorize-reversal',
  'charge-cancel',
  'charge-capture',
  'charge-pre-authorize',
  'charge-recurring',
  'charge-reversal',
  'chargeback',
  'chargeback-refund',
  'rapid-dispute',
  'refund',
  'refund-reversal',
  'second-chargeback',
  'second-chargeback-capture',
  'second-chargeback-refund',
  'transfer',
  'transfer-reversal',
  'transferback',
  'transferback-capture',
  'transferback-refund',
  'verify',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** The general statuses of §4 that a payment can have (halted, paused, trialling, active, issued belong to subscriptions and invoices). */
export const transactionStatuses = [
  'created',
  'pending',
  'authorized',
  'authenticated',
  'uncaptured',
  'paid',
  'partially-paid',
  'partially-refunded',
  'refund-pending',
  'refunded',
  'chargebacked',
  'disputed',
  'failed',
  'expired',
  'cancelled',
  'completed',
  'successful',
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export const paymentMethods = ['card', 'apple-pay', 'google-pay', 'sepa-debit', 'paypal', 'bank-transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const cardBrands = ['visa', 'mastercard', 'amex', 'maestro', 'discover', 'jcb', 'unionpay'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const transactionCurrencies = ['EUR', 'USD', 'GBP', 'JPY', 'KWD', 'PLN', 'UAH'] as const;

/** Fields `transactions/list` sorts on. */
export const transactionSortFields = ['createdAt', 'settledAt', 'amount', 'status', 'type', 'currency', 'riskScore'] as const;
export type TransactionSortField = (typeof transactionSortFields)[number];

/** Fields `transactions/list` filters on, with the operators each accepts. */
export const transactionFilterOperators = {
  createdAt: ['gte', 'lte'],
  settledAt: ['gte', 'lte'],
  status: ['in'],
  type: ['in'],
  currency: ['in'],
  paymentMethod: ['in'],
  cardBrand: ['in'],
  // Analytics (docs/api/analytics.md): the card's issuing country and BIN, and a failed payment's decline reason.
  cardCountry: ['in'],
  cardBin: ['in'],
  declineReason: ['in'],
  projectId: ['in'],
  // Channels (docs/api/channels.md): where the payment came in, and a point of sale's terminal.
  channelId: ['in'],
  terminalId: ['in'],
  amount: ['gte', 'lte'],
  cardLast4: ['eq'],
  customerEmail: ['eq', 'contains'],
  referenceId: ['eq', 'contains'],
  // Antifraud (docs/api/antifraud.md): the risk level, the score, and the payments a rule's text matches.
  riskLevel: ['in'],
  riskScore: ['gte', 'lte'],
  matchesRule: ['eq'],
} as const satisfies Record<string, readonly (typeof filterOperators)[number][]>;
export type TransactionFilterField = keyof typeof transactionFilterOperators;

// ——— answers ————————————————————————————————————————————————————————————————————————————

const link = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));

/** One comparison of a rule on one payment (the rule language's `ConditionTrace`): "why it matched". */
export const conditionTrace = (z: Zod) =>
  z.looseObject({ from: z.int(), to: z.int(), text: z.string(), value: z.nullable(z.union([z.string(), z.number()])), holds: z.boolean() });

/**
 * What the merchant's rules did when the payment was made (docs/api/antifraud.md): the deciding rule
 * (null: none matched, the payment went ahead) and every rule that matched, shadow ones included.
 * Null for a payment made before the merchant had rules (the seed).
 */
const paymentAntifraud = (z: Zod) => {
  const action = z.enum(ruleActions);
  return z._default(
    z.nullable(
      z.looseObject({
        decision: z._default(z.nullable(z.looseObject({ action, ruleId: z.string(), ruleName: z.string() })), null),
        matches: z._default(
          z.array(z.looseObject({ ruleId: z.string(), ruleName: z.string(), action, mode: z.enum(ruleModes), trace: z.array(conditionTrace(z)) })),
          [],
        ),
      }),
    ),
    null,
  );
};

/**
 * A transaction (shape A). Lenient: the fields added with the payments area default, so an older
 * row (or a stored answer) still parses. Money is integer minor units of `currency`.
 */
export const transactionAnswer = (z: Zod) => {
  const minor = (fallback = 0) => z._default(z.int(), fallback);
  return z.looseObject({
    type: z.literal('transactions'),
    id: z.string(),
    attributes: z.looseObject({
      type: z.string(),
      status: z.string(),
      amount: z.int(),
      currency: z.string(),
      refundedAmount: minor(),
      capturedAmount: minor(),
      cancelledAmount: minor(),
      refundable: minor(),
      capturable: minor(),
      cancellable: minor(),
      fee: minor(),
      paymentMethod: z._default(z.string(), 'card'),
      card: z._default(
        z.nullable(
          z.looseObject({
            brand: z.string(),
            last4: z.string(),
            expMonth: z.int(),
            expYear: z.int(),
            country: z._default(z.nullable(z.string()), null),
            /** The same card (number and expiry) gives the same fingerprint, in every merchant's lists. */
            fingerprint: z._default(z.nullable(z.string()), null),
            bin: z._default(z.nullable(z.string()), null),
          }),
        ),
        null,
      ),
      customer: z._default(z.looseObject({ name: z._default(z.string(), ''), email: z._default(z.string(), '') }), { name: '', email: '' }),
      referenceId: z._default(z.string(), ''),
      riskScore: z._default(z.int().check(z.gte(0), z.lte(100)), 0),
      /** The score against the merchant's thresholds (elevated from 65, highest from 75 unless set). */
      riskLevel: z._default(z.enum(riskLevels), 'normal'),
      /** What made the score, each with its points; deterministic. */
      riskSignals: z._default(z.array(z.looseObject({ code: z.string(), points: z.int() })), []),
      /** Where the payer was: the address and its country; null when not a card payment (or unknown). */
      ip: z._default(z.nullable(z.looseObject({ address: z.string(), country: z._default(z.nullable(z.string()), null) })), null),
      antifraud: paymentAntifraud(z),
      country: z._default(z.nullable(z.string()), null),
      description: z._default(z.nullable(z.string()), null),
      paymentLinkId: z._default(z.nullable(z.string()), null),
      channelId: z._default(z.nullable(z.string()), null),
      terminalId: z._default(z.nullable(z.string()), null),
      createdAt: z.string(),
      settledAt: z._default(z.nullable(z.string()), null),
      statusHistory: z._default(z.array(z.looseObject({ status: z.string(), at: z.string() })), []),
      /** Why a failed payment failed (`declineReasons` of contract/analytics.ts); null otherwise. */
      declineReason: z._default(z.nullable(z.string()), null),
      /** Refunds, captures and cancels made through the API: who asked, and the refund's reason. Null otherwise. */
      requestedBy: z._default(z.nullable(z.looseObject({ name: z._default(z.string(), ''), email: z._default(z.string(), '') })), null),
      reason: z._default(z.nullable(z.string()), null),
    }),
    relationships: z.optional(z.looseObject({ project: link(z), parent: link(z) })),
  });
};
export type TransactionAnswer = zod.output<ReturnType<typeof transactionAnswer>>;

// ——— payloads ———————————————————————————————————————————————————————————————————————————

const AMOUNT = 'Amount must be a positive whole number of minor units';
const TOO_LARGE = `Amount must be at most ${MAX_MINOR_AMOUNT} minor units`;

/**
 * An amount an action may move: a safe integer from 1 to `MAX_MINOR_AMOUNT` minor units (`z.int()`
 * refuses unsafe integers); `invalid` otherwise.
 */
export const minorAmount = (z: Zod) =>
  z.int({ error: AMOUNT, abort: true }).check(z.positive({ error: AMOUNT }), z.lte(MAX_MINOR_AMOUNT, { error: TOO_LARGE }));

/** `{data: {type, attributes: {amount}}}`, the amount in integer minor units of the transaction's currency. */
const moneyPayload = <T extends string>(z: Zod, type: T) => jsonApiData(z, type, z.object({ amount: minorAmount(z) }), z.optional(z.unknown()));

/** The longest reason a refund may carry, in characters (UTF-16 code units, as the field counts them). */
export const REFUND_REASON_MAX = 500;
const REASON = `Reason must be text of at most ${REFUND_REASON_MAX} characters`;

/** A refund: the amount and an optional reason (plain text, trimmed; empty means none). */
export const refundPayload = (z: Zod) =>
  jsonApiData(
    z,
    'refunds',
    z.object({
      amount: minorAmount(z),
      reason: z.optional(z.nullable(z.string({ error: REASON }).check(z.trim(), z.maxLength(REFUND_REASON_MAX, { error: REASON })))),
    }),
    z.optional(z.unknown()),
  );
export const capturePayload = (z: Zod) => moneyPayload(z, 'captures');
export const cancelPayload = (z: Zod) => moneyPayload(z, 'cancels');

/**
 * `transactions/list` (shape B). The contract checks the form; which field takes which operator
 * (`transactionFilterOperators`) and the values' meaning are the server's rules, refused with a
 * pointer at `/filter/<i>/field` (or `/value`).
 */
export const transactionListPayload = (z: Zod) =>
  z.object({
    resourceId: z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' })),
    filter: z.optional(
      z.array(
        z.object({
          field: z.string().check(z.minLength(1)),
          operator: z.enum(filterOperators, { error: `Operator is one of ${filterOperators.join(', ')}` }),
          value: z.optional(z.unknown()),
        }),
        { error: 'Filter is a list of {field, operator, value}' },
      ),
    ),
    sort: z.optional(z.string({ error: "Sort is '-field' or 'field'" })),
    page: z.optional(
      z.object({
        size: z.optional(z.int().check(z.gte(1), z.lte(PAGE_SIZE_LIMIT, { error: `At most ${PAGE_SIZE_LIMIT} per page` }))),
        number: z.optional(z.int().check(z.gte(1))),
      }),
    ),
    search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  });
export type TransactionListPayload = zod.input<ReturnType<typeof transactionListPayload>>;
export type TransactionListFilter = NonNullable<TransactionListPayload['filter']>[number];

export const transactionActions = {
  'transactions/list': action('transactions/list', { payload: transactionListPayload, answer: (z) => list(z, transactionAnswer), meta: listMeta }),
  'transactions/get': action('transactions/get', { target: true, payload: targetPayload, answer: transactionAnswer }),
  'transactions/refund': action('transactions/refund', { mutates: true, movesMoney: true, target: true, payload: refundPayload, answer: transactionAnswer }),
  'transactions/capture': action('transactions/capture', { mutates: true, movesMoney: true, target: true, payload: capturePayload, answer: transactionAnswer }),
  'transactions/cancel': action('transactions/cancel', { mutates: true, movesMoney: true, target: true, payload: cancelPayload, answer: transactionAnswer }),
};
