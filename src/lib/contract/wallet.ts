/**
 * The wallet area of the action contract (docs/api/wallet.md): the wallet's balances and entries,
 * top-up requests (money in by bank transfer, quoting a reference) and transfers (money out to a card
 * or a bank account, with four-eyes and step-up like payouts). All on the `payouts` endpoint. Money is
 * integer minor units of the row's currency.
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { knownCurrency } from './balances';
import { action, list } from './define';
import { PAYOUT_TEXT_MAX, payoutStatuses, REJECT_REASON_MAX, rejectPayoutPayload } from './payouts';
import * as s from './schemas';
import { minorAmount } from './transactions';

// ——— vocabularies ——————————————————————————————————————————————————————————————————————————

/** What moves a wallet: a credited top-up (+), a transfer (−), its reversal or failure (+), a transferback (+). */
export const walletEntryTypes = ['top-up', 'transfer', 'transfer-reversal', 'transferback'] as const;
export type WalletEntryType = (typeof walletEntryTypes)[number];
export const walletSourceTypes = ['top-up', 'transfer'] as const;
export type WalletSourceType = (typeof walletSourceTypes)[number];

/**
 * A top-up request: `requested` (waiting for the bank transfer that quotes its reference), `received`
 * (the bank has it, being checked), `credited` (in the wallet), `expired` (nothing arrived in
 * `TOP_UP_EXPIRY_DAYS`), `cancelled` (by the merchant while requested).
 */
export const topUpStatuses = ['requested', 'received', 'credited', 'expired', 'cancelled'] as const;
export type TopUpStatus = (typeof topUpStatuses)[number];
export const TOP_UP_EXPIRY_DAYS = 7;

/** Transaction types of the transfers list (spec §3): money out, its reversal, money sent back to the wallet. */
export const transferTypes = ['transfer', 'transfer-reversal', 'transferback'] as const;
export type TransferType = (typeof transferTypes)[number];
/** A transfer moves as a payout does (docs/api/payouts.md, *Statuses*). */
export const transferStatuses = payoutStatuses;
export type TransferStatus = (typeof transferStatuses)[number];
/** A paid transfer may be reversed for this long after it was paid (the card networks' window). */
export const TRANSFER_REVERSAL_DAYS = 30;

export const topUpFilterFields = ['status', 'currency', 'createdAt'] as const;
export const transferFilterFields = ['status', 'currency', 'type', 'createdAt', 'approvalRequired'] as const;
export const walletEntryFilterFields = ['currency', 'type', 'createdAt'] as const;

// ——— answers ————————————————————————————————————————————————————————————————————————————

const link = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));
const person = (z: Zod) => z.looseObject({ name: z._default(z.string(), ''), email: z._default(z.string(), '') });
const history = <T extends readonly [string, ...string[]]>(z: Zod, statuses: T) =>
  z.array(
    z.looseObject({
      status: z.enum(statuses),
      at: z.string(),
      by: z._default(z.nullable(person(z)), null),
      reason: z._default(z.nullable(z.string()), null),
    }),
  );

export const walletBalanceAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('wallet-balances'),
    id: z.string(),
    attributes: z.looseObject({
      currency: z.string(),
      /** What transfers may spend now: the sum of the wallet's entries. */
      available: z.int(),
      /** Top-ups requested or received, not credited yet. */
      incoming: z.int().check(z.nonnegative()),
      /** Transfers debited and not yet paid (waiting for approval, approved, in transit). */
      outgoing: z.int().check(z.nonnegative()),
      approvalLimit: z._default(z.nullable(z.int()), null),
      /** For the caller, now: what their transfers of the last 24 h leave of the limit. */
      approvalLimitLeft: z._default(z.nullable(z.int()), null),
    }),
  });
export type WalletBalanceAnswer = zod.output<ReturnType<typeof walletBalanceAnswer>>;

export const walletEntryAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('wallet-entries'),
    id: z.string(),
    attributes: z.looseObject({
      type: z.enum(walletEntryTypes),
      /** Signed: + in, − out. */
      amount: z.int(),
      currency: z.string(),
      createdAt: z.string(),
      sourceType: z.enum(walletSourceTypes),
      sourceId: z.string(),
      /** The balance in this currency just after the entry. */
      balanceAfter: z.int(),
    }),
  });
export type WalletEntryAnswer = zod.output<ReturnType<typeof walletEntryAnswer>>;

export const topUpAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('top-ups'),
    id: z.string(),
    attributes: z.looseObject({
      amount: z.int(),
      currency: z.string(),
      status: z.enum(topUpStatuses),
      /** Quoted on the bank transfer: how the money is matched to this request. Unique. */
      reference: z.string(),
      bankDetails: z.looseObject({ beneficiary: z.string(), bankName: z.string(), iban: z.string(), bic: z.string() }),
      expiresAt: z.string(),
      requestedBy: person(z),
      statusHistory: history(z, topUpStatuses),
      createdAt: z.string(),
      creditedAt: z._default(z.nullable(z.string()), null),
      /** For the caller, now: may cancel it (requested, and theirs or they may request top-ups). */
      cancellable: z._default(z.boolean(), false),
    }),
    relationships: z.optional(z.looseObject({ resource: link(z) })),
  });
export type TopUpAnswer = zod.output<ReturnType<typeof topUpAnswer>>;

export const transferAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('transfers'),
    id: z.string(),
    attributes: z.looseObject({
      transferType: z.enum(transferTypes),
      amount: z.int(),
      currency: z.string(),
      status: z.enum(transferStatuses),
      description: z._default(z.nullable(z.string()), null),
      /** Where the money went (or came back from), only ever masked. */
      destination: z.looseObject({
        kind: z.enum(['bank-account', 'card']),
        label: z._default(z.nullable(z.string()), null),
        masked: z.string(),
        holderName: z._default(z.string(), ''),
      }),
      approvalRequired: z.boolean(),
      approvalLimit: z._default(z.nullable(z.int()), null),
      requestedBy: z._default(z.nullable(person(z)), null),
      statusHistory: history(z, transferStatuses),
      createdAt: z.string(),
      /** The transfer a reversal or transferback belongs to. */
      parentId: z._default(z.nullable(z.string()), null),
      /** The reversal of a transfer, once reversed. */
      reversalId: z._default(z.nullable(z.string()), null),
      cancellable: z._default(z.boolean(), false),
      approvable: z._default(z.boolean(), false),
      /** For the caller, now: may reverse it (paid within `TRANSFER_REVERSAL_DAYS`, not reversed, holds the approve right). */
      reversible: z._default(z.boolean(), false),
    }),
    relationships: z.optional(z.looseObject({ resource: link(z), payoutMethod: link(z) })),
  });
export type TransferAnswer = zod.output<ReturnType<typeof transferAnswer>>;

// ——— payloads ———————————————————————————————————————————————————————————————————————————

const resourceId = (z: Zod) => z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' }));

export const summaryPayload = (z: Zod) => z.object({ resourceId: resourceId(z) });

export const createTopUpPayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({ type: z.optional(z.literal('top-ups')), attributes: z.object({ amount: minorAmount(z), currency: knownCurrency(z) }) }),
  });

/**
 * A card typed in for a transfer is first exchanged for a one-time token (`card-tokens/create`: the
 * server checks it with spec §5's five card errors and keeps it masked only), so that the transfer's
 * request, which the screen stores until it is settled, never holds a card number or a CVC.
 */
export const createCardTokenPayload = (z: Zod) => {
  const text = z.optional(z.string({ error: 'Must be text' }).check(z.trim(), z.maxLength(200, { error: 'Too long' })));
  return z.object({
    resourceId: resourceId(z),
    data: z.object({
      type: z.optional(z.literal('card-tokens')),
      attributes: z.object({ cardNumber: text, expiry: text, cvc: text, cardholderName: text }),
    }),
  });
};

/** A card token lives this long, for one transfer of the user who made it. */
export const CARD_TOKEN_TTL_MS = 15 * 60 * 1000;

export const cardTokenAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('card-tokens'),
    id: z.string(),
    attributes: z.looseObject({
      masked: z.string(),
      brand: z._default(z.nullable(z.string()), null),
      last4: z.string(),
      expMonth: z.int(),
      expYear: z.int(),
      holderName: z.string(),
      expiresAt: z.string(),
    }),
  });
export type CardTokenAnswer = zod.output<ReturnType<typeof cardTokenAnswer>>;

/** A transfer to a saved payout method (`relationships.payoutMethod`) or to a card token (`relationships.cardToken`): one of the two. */
export const createTransferPayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({
      type: z.optional(z.literal('transfers')),
      attributes: z.object({
        amount: minorAmount(z),
        currency: knownCurrency(z),
        description: z.optional(
          z.nullable(
            z
              .string({ error: `Description must be text of at most ${PAYOUT_TEXT_MAX} characters` })
              .check(z.trim(), z.maxLength(PAYOUT_TEXT_MAX, { error: `Description must be text of at most ${PAYOUT_TEXT_MAX} characters` })),
          ),
        ),
      }),
      relationships: z.object(
        {
          payoutMethod: z.optional(s.relationship(z, 'Payout method is required')),
          cardToken: z.optional(s.relationship(z, 'Card is required')),
        },
        { error: 'Destination is required' },
      ),
    }),
  });

export { REJECT_REASON_MAX };

export const walletActions = {
  'wallet/summary': action('wallet/summary', {
    endpoint: 'payouts',
    payload: summaryPayload,
    answer: (z) => z.array(walletBalanceAnswer(z)),
    meta: (z) => z.optional(z.looseObject({ asOf: z.string() })),
  }),
  'wallet-entries/list': action('wallet-entries/list', {
    endpoint: 'payouts',
    payload: s.resourceListRequest,
    answer: (z) => list(z, walletEntryAnswer),
    meta: s.listMeta,
  }),
  'top-ups/list': action('top-ups/list', { endpoint: 'payouts', payload: s.resourceListRequest, answer: (z) => list(z, topUpAnswer), meta: s.listMeta }),
  'top-ups/get': action('top-ups/get', { endpoint: 'payouts', target: true, payload: s.targetPayload, answer: topUpAnswer }),
  'top-ups/create': action('top-ups/create', { endpoint: 'payouts', mutates: true, payload: createTopUpPayload, answer: topUpAnswer }),
  'top-ups/cancel': action('top-ups/cancel', { endpoint: 'payouts', mutates: true, target: true, payload: s.targetPayload, answer: topUpAnswer }),
  'card-tokens/create': action('card-tokens/create', { endpoint: 'payouts', mutates: true, payload: createCardTokenPayload, answer: cardTokenAnswer }),
  'transfers/list': action('transfers/list', {
    endpoint: 'payouts',
    payload: s.resourceListRequest,
    answer: (z) => list(z, transferAnswer),
    meta: s.listMeta,
  }),
  'transfers/get': action('transfers/get', { endpoint: 'payouts', target: true, payload: s.targetPayload, answer: transferAnswer }),
  'transfers/create': action('transfers/create', {
    endpoint: 'payouts',
    mutates: true,
    movesMoney: true,
    payload: createTransferPayload,
    answer: transferAnswer,
  }),
  'transfers/cancel': action('transfers/cancel', { endpoint: 'payouts', mutates: true, target: true, payload: s.targetPayload, answer: transferAnswer }),
  'transfers/approve': action('transfers/approve', { endpoint: 'payouts', mutates: true, target: true, payload: s.targetPayload, answer: transferAnswer }),
  'transfers/reject': action('transfers/reject', { endpoint: 'payouts', mutates: true, target: true, payload: rejectPayoutPayload, answer: transferAnswer }),
  /**
   * Reverses a paid transfer: answers the transfer with its `reversalId`. Money comes back into the
   * wallet once, by the transfer's own state (a second call answers the same reversal), as an approval
   * is decided once: no unknown outcome to track.
   */
  'transfers/reverse': action('transfers/reverse', {
    endpoint: 'payouts',
    mutates: true,
    target: true,
    payload: s.targetPayload,
    answer: transferAnswer,
  }),
};
