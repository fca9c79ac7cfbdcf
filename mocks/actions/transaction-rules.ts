/**
 * What may happen to a transaction now, in minor units: the server computes `refundable`,
 * `capturable` and `cancellable` for every answer (shape A) and enforces the same numbers in the
 * money actions. The screens show controls and maxima from these and never re-implement them.
 */
import { authorizationTypes } from '@/lib/contract/transaction-figures';
import type { Transaction, TransactionStatus, TransactionType } from '../db/schema';

export const TRANSACTIONS_READ = 'transactions.read.2479032559';
export const REFUND_WRITE = 'refund.write';
export const CHARGE_WRITE = 'charge.write';

export const refundableTypes: ReadonlySet<TransactionType> = new Set<TransactionType>(['charge', 'charge-recurring', 'charge-capture']);
export const refundableStatuses: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>([
  'successful',
  'paid',
  'completed',
  'partially-refunded',
  'refund-pending',
]);

export const openAuthorizationStatuses: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>(['authorized', 'uncaptured', 'partially-paid']);

// Which child types count as a refund, a capture or a cancel: one definition, shared with the figures the screens show.
export { authorizationTypes, cancelTypes, captureTypes, refundTypes, voidStatuses } from '@/lib/contract/transaction-figures';

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
