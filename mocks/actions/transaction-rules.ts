/**
 * What may happen to a transaction now, in minor units: the server computes `refundable`,
 * `capturable` and `cancellable` for every answer (shape A) and enforces the same numbers in the
 * money actions. The screens show controls and maxima from these and never re-implement them.
 */
import type { Transaction, TransactionStatus, TransactionType } from '../db/schema';

export const TRANSACTIONS_READ = 'transactions.read.2479032559';
export const REFUND_WRITE = 'refund.write';
export const CHARGE_WRITE = 'charge.write';

export const refundableTypes: ReadonlySet<TransactionType> = new Set<TransactionType>(['charge', 'charge-recurring', 'charge-capture']);
export const refundableStatuses: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>([
  'successful', 'paid', 'completed', 'partially-refunded', 'refund-pending',
]);

/** Authorizations hold money until captured or cancelled (released). */
export const authorizationTypes: ReadonlySet<TransactionType> = new Set<TransactionType>(['charge-authorize', 'charge-pre-authorize']);
export const openAuthorizationStatuses: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>(['authorized', 'uncaptured', 'partially-paid']);

/** The child types that count as a refund, a capture or a cancel of their parent. */
export const refundTypes: ReadonlySet<TransactionType> = new Set<TransactionType>(['refund']);
export const captureTypes: ReadonlySet<TransactionType> = new Set<TransactionType>(['charge-capture']);
export const cancelTypes: ReadonlySet<TransactionType> = new Set<TransactionType>(['charge-cancel', 'charge-authorize-reversal']);
/** A child in one of these statuses moved no money (a reversed or failed refund). */
export const voidStatuses: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>(['cancelled', 'failed', 'expired']);

const amountOf = (t: Transaction, key: 'refundedAmount' | 'capturedAmount' | 'cancelledAmount') => t[key] ?? 0;

/** What may still be refunded: 0 when the type or status allows no refund. */
export const refundableAmount = (t: Transaction) =>
  refundableTypes.has(t.type) && refundableStatuses.has(t.status) ? Math.max(0, t.amount - amountOf(t, 'refundedAmount')) : 0;

/** What an open authorization still holds: neither captured nor cancelled. */
const heldAmount = (t: Transaction) =>
  authorizationTypes.has(t.type) && openAuthorizationStatuses.has(t.status)
    ? Math.max(0, t.amount - amountOf(t, 'capturedAmount') - amountOf(t, 'cancelledAmount'))
    : 0;

export const capturableAmount = heldAmount;
export const cancellableAmount = heldAmount;

/** The authorization's status once `held` is what it still holds (captures and cancels applied). */
export function authorizationStatus(t: Transaction): TransactionStatus {
  const held = t.amount - amountOf(t, 'capturedAmount') - amountOf(t, 'cancelledAmount');
  if (held > 0) return amountOf(t, 'capturedAmount') > 0 ? 'partially-paid' : t.status;
  return amountOf(t, 'capturedAmount') > 0 ? 'paid' : 'cancelled';
}
