/**
 * The payouts area of the action contract (docs/api/payouts.md): payouts with four-eyes approval
 * and step-up, payout methods, settlement payouts. All on the `payouts` endpoint. Money is integer
 * minor units of the row's currency.
 *
 * The payload schemas check each field's form; the rules that depend on balances, the clock or who
 * asks (amount ≤ available, expiry in the future, the requester never approves, a 2FA code for
 * users with 2FA) are the server's, answered with their own codes.
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { knownCurrency } from './balances';
import { action, list } from './define';
import * as s from './schemas';
import { minorAmount } from './transactions';

// ——— vocabularies ——————————————————————————————————————————————————————————————————————————

/**
 * `requested` is the first step of every payout; it then waits for a second person
 * (`awaiting-approval`, above the approval limit) or is `approved` at once. The clock carries an
 * approved payout `in-transit` (sent to the bank) and then `paid` or `failed`. `rejected` (by the
 * approver) and `cancelled` (before it is sent) end it too.
 */
export const payoutStatuses = ['requested', 'awaiting-approval', 'approved', 'in-transit', 'paid', 'failed', 'rejected', 'cancelled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** Statuses in which a payout has not been sent: it may still be cancelled. */
export const cancellablePayoutStatuses: readonly PayoutStatus[] = ['requested', 'awaiting-approval', 'approved'];
/** Statuses in which a payout is in flight: its method cannot be removed. */
export const inFlightPayoutStatuses: readonly PayoutStatus[] = ['requested', 'awaiting-approval', 'approved', 'in-transit'];
/** Final statuses. */
export const finalPayoutStatuses: readonly PayoutStatus[] = ['paid', 'failed', 'rejected', 'cancelled'];

/**
 * Four-eyes (docs/api/payouts.md): the approval limit applies to the sum of one requester's payouts
 * of an organization in one currency over this rolling window (server clock), so that splitting an
 * amount does not avoid a second person.
 */
export const APPROVAL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Payouts whose money came back: they no longer count toward the requester's sum. */
export const approvalUncountedStatuses: readonly PayoutStatus[] = ['rejected', 'cancelled', 'failed'];

export const payoutMethodKinds = ['bank-account', 'card'] as const;
export type PayoutMethodKind = (typeof payoutMethodKinds)[number];

export const settlementStatuses = ['in-transit', 'paid', 'failed'] as const;

/** The longest payout description and rejection reason, in characters. */
export const PAYOUT_TEXT_MAX = 140;
export const REJECT_REASON_MAX = 500;
export const METHOD_LABEL_MAX = 60;

/** Fields `payouts/list` filters on; sorts on `createdAt` (default `-createdAt`), `amount`, `status`, `currency`. */
export const payoutFilterFields = ['status', 'currency', 'amount', 'createdAt', 'resourceId', 'payoutMethodId', 'approvalRequired'] as const;

// ——— answers ————————————————————————————————————————————————————————————————————————————

const link = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));
const person = (z: Zod) => z.looseObject({ name: z._default(z.string(), ''), email: z._default(z.string(), '') });

/** What a payout or settlement shows of its method, kept as it was when the payout was made. */
const methodSnapshot = (z: Zod) =>
  z.looseObject({ id: z.string(), kind: z.enum(payoutMethodKinds), label: z._default(z.nullable(z.string()), null), masked: z.string() });

export const payoutAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('payouts'),
    id: z.string(),
    attributes: z.looseObject({
      amount: z.int(),
      currency: z.string(),
      status: z.enum(payoutStatuses),
      description: z._default(z.nullable(z.string()), null),
      method: methodSnapshot(z),
      /** Above the approval limit when requested (with the requester's other payouts of the last 24 h): a second person had to approve it. */
      approvalRequired: z.boolean(),
      approvalLimit: z._default(z.nullable(z.int()), null),
      requestedBy: person(z),
      /** Every step with who took it (null: the system, e.g. the bank) and a reason (a rejection's, a failure's). */
      statusHistory: z.array(
        z.looseObject({
          status: z.enum(payoutStatuses),
          at: z.string(),
          by: z._default(z.nullable(person(z)), null),
          reason: z._default(z.nullable(z.string()), null),
        }),
      ),
      createdAt: z.string(),
      /** For the caller, now: may cancel it (their own, or with the approve right; not yet sent). */
      cancellable: z._default(z.boolean(), false),
      /** For the caller, now: may approve or reject it (awaiting approval, holds the right, not the requester). */
      approvable: z._default(z.boolean(), false),
    }),
    relationships: z.optional(z.looseObject({ resource: link(z), payoutMethod: link(z) })),
  });
export type PayoutAnswer = zod.output<ReturnType<typeof payoutAnswer>>;

export const payoutMethodAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('payout-methods'),
    id: z.string(),
    attributes: z.looseObject({
      kind: z.enum(payoutMethodKinds),
      currency: z.string(),
      label: z._default(z.nullable(z.string()), null),
      holderName: z.string(),
      /** Only ever masked: `DE89 •••• 3000`, `•••• 4242`. */
      masked: z.string(),
      bankAccount: z._default(z.nullable(z.looseObject({ country: z.string(), last4: z.string(), bic: z.string() })), null),
      card: z._default(
        z.nullable(z.looseObject({ brand: z._default(z.nullable(z.string()), null), last4: z.string(), expMonth: z.int(), expYear: z.int() })),
        null,
      ),
      isDefault: z.boolean(),
      /** A payout to it is in flight: it cannot be removed. */
      inUse: z._default(z.boolean(), false),
      createdAt: z.string(),
    }),
    relationships: z.optional(z.looseObject({ resource: link(z) })),
  });
export type PayoutMethodAnswer = zod.output<ReturnType<typeof payoutMethodAnswer>>;

export const settlementAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('settlements'),
    id: z.string(),
    attributes: z.looseObject({
      currency: z.string(),
      /** What was paid: the sum of the statement's lines. */
      amount: z.int(),
      status: z.enum(settlementStatuses),
      periodFrom: z.string(),
      periodTo: z.string(),
      paidAt: z._default(z.nullable(z.string()), null),
      createdAt: z.string(),
      method: z._default(z.nullable(methodSnapshot(z)), null),
      /** The statement by line type (payments, fees, refunds, chargebacks, reserve): counts and sums. */
      statement: z.array(z.looseObject({ type: z.string(), count: z.int().check(z.nonnegative()), amount: z.int() })),
      lineCount: z.int().check(z.nonnegative()),
      fileName: z.string(),
    }),
    relationships: z.optional(z.looseObject({ resource: link(z) })),
  });
export type SettlementAnswer = zod.output<ReturnType<typeof settlementAnswer>>;

// ——— payloads ———————————————————————————————————————————————————————————————————————————

const resourceId = (z: Zod) => z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' }));

const optionalText = (z: Zod, max: number, what: string) =>
  z.optional(
    z.nullable(
      z
        .string({ error: `${what} must be text of at most ${max} characters` })
        .check(z.trim(), z.maxLength(max, { error: `${what} must be text of at most ${max} characters` })),
    ),
  );

export const createPayoutPayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({
      type: z.optional(z.literal('payouts')),
      attributes: z.object({
        amount: minorAmount(z),
        currency: knownCurrency(z),
        description: optionalText(z, PAYOUT_TEXT_MAX, 'Description'),
      }),
      relationships: z.object({ payoutMethod: s.relationship(z, 'Payout method is required') }, { error: 'Payout method is required' }),
    }),
  });

/** `payouts/approve`: envelope `id`; the approver confirms in the step-up window (docs/security.md), never with a code here. */
export const approvePayoutPayload = (z: Zod) => z._default(z.object({ data: z.optional(z.object({ type: z.optional(z.string()) })) }), {});

export const rejectPayoutPayload = (z: Zod) =>
  z._default(
    z.object({ data: z.optional(z.object({ type: z.optional(z.string()), attributes: z.object({ reason: optionalText(z, REJECT_REASON_MAX, 'Reason') }) })) }),
    {},
  );

/**
 * A new payout method. `kind: 'bank-account'` takes `accountHolderName`, `iban`, `bic`;
 * `kind: 'card'` takes `cardNumber`, `expiry` ('MM/YY'), `cvc`, `cardholderName`. Which fields a kind
 * needs and what makes them valid (IBAN checksum, Luhn, …) is the server's rule, answered per field.
 */
export const createPayoutMethodPayload = (z: Zod) => {
  const text = z.optional(z.string({ error: 'Must be text' }).check(z.trim(), z.maxLength(200, { error: 'Too long' })));
  return z.object({
    resourceId: resourceId(z),
    data: z.object({
      type: z.optional(z.literal('payout-methods')),
      attributes: z.object({
        kind: z.enum(payoutMethodKinds, { error: 'Kind is bank-account or card' }),
        currency: knownCurrency(z),
        label: optionalText(z, METHOD_LABEL_MAX, 'Label'),
        accountHolderName: text,
        iban: text,
        bic: text,
        cardNumber: text,
        expiry: text,
        cvc: text,
        cardholderName: text,
      }),
    }),
  });
};

export const payoutActions = {
  'payouts/list': action('payouts/list', { endpoint: 'payouts', payload: s.resourceListRequest, answer: (z) => list(z, payoutAnswer), meta: s.listMeta }),
  'payouts/get': action('payouts/get', { endpoint: 'payouts', target: true, payload: s.targetPayload, answer: payoutAnswer }),
  'payouts/create': action('payouts/create', { endpoint: 'payouts', mutates: true, movesMoney: true, payload: createPayoutPayload, answer: payoutAnswer }),
  'payouts/cancel': action('payouts/cancel', { endpoint: 'payouts', mutates: true, target: true, payload: s.targetPayload, answer: payoutAnswer }),
  'payouts/approve': action('payouts/approve', { endpoint: 'payouts', mutates: true, target: true, payload: approvePayoutPayload, answer: payoutAnswer }),
  'payouts/reject': action('payouts/reject', { endpoint: 'payouts', mutates: true, target: true, payload: rejectPayoutPayload, answer: payoutAnswer }),

  'payout-methods/list': action('payout-methods/list', {
    endpoint: 'payouts',
    payload: s.resourceListRequest,
    answer: (z) => list(z, payoutMethodAnswer),
    meta: s.listMeta,
  }),
  'payout-methods/create': action('payout-methods/create', {
    endpoint: 'payouts',
    mutates: true,
    payload: createPayoutMethodPayload,
    answer: payoutMethodAnswer,
  }),
  'payout-methods/delete': action('payout-methods/delete', {
    endpoint: 'payouts',
    mutates: true,
    target: true,
    payload: s.targetPayload,
    answer: s.nullAnswer,
  }),
  'payout-methods/setDefault': action('payout-methods/setDefault', {
    endpoint: 'payouts',
    mutates: true,
    target: true,
    payload: s.targetPayload,
    answer: payoutMethodAnswer,
  }),

  'settlements/list': action('settlements/list', {
    endpoint: 'payouts',
    payload: s.resourceListRequest,
    answer: (z) => list(z, settlementAnswer),
    meta: s.listMeta,
  }),
  'settlements/get': action('settlements/get', { endpoint: 'payouts', target: true, payload: s.targetPayload, answer: settlementAnswer }),
};
