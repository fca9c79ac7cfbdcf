/**
 * What analytics reads of one payment (docs/api/analytics.md): how far along the funnel it got, why it
 * failed, and its value in each breakdown dimension. Pure: reads the row only, so the transactions list
 * filters with the same definitions.
 */
import type { AnalyticsDimension, DeclineReason } from '@/lib/contract/analytics';
import { fnv1a } from '../db/random';
import type { Transaction, TransactionStatus } from '../db/schema';
import { authorizationTypes } from '../actions/transaction-rules';
import { binOfBrand } from '../antifraud/identity';

export { isChargeLike as isPayment } from '../antifraud/identity';

const capturedStatuses: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>([
  'paid',
  'partially-paid',
  'successful',
  'completed',
  'partially-refunded',
  'refunded',
  'refund-pending',
  'chargebacked',
  'disputed',
]);
/** A cancelled payment was authorized, then released. */
const authorizedStatuses: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>(['authorized', 'uncaptured', 'cancelled']);

/** Seeded failures' reasons by weight (card payments; other methods have no expiry and no 3-D Secure). */
const cardReasons: [DeclineReason, number][] = [
  ['insufficient-funds', 35],
  ['do-not-honor', 25],
  ['authentication-failed', 18],
  ['expired-card', 12],
  ['suspected-fraud', 10],
];
const otherReasons: [DeclineReason, number][] = [
  ['insufficient-funds', 55],
  ['do-not-honor', 30],
  ['suspected-fraud', 15],
];

const pick = (choices: [DeclineReason, number][], roll: number) => {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = roll % total;
  for (const [reason, weight] of choices) {
    if (left < weight) return reason;
    left -= weight;
  }
  return choices[0][0];
};

/** A failed payment's reason: stored on new rows; a blocking rule's; else derived from the id, the same every time. Null unless failed. */
export function declineReasonOf(t: Transaction): DeclineReason | null {
  if (t.status !== 'failed') return null;
  if (t.declineReason) return t.declineReason;
  if (t.antifraud?.decision?.action === 'block') return 'blocked-by-rule';
  return pick(t.card ? cardReasons : otherReasons, fnv1a(t.id));
}

/** The card's BIN: stored on payments made since antifraud, one per brand for seeded ones. */
export const cardBinOf = (t: Transaction) => (t.card ? (t.card.bin ?? binOfBrand[t.card.brand]) : null);

/**
 * The index in `funnelSteps` of the last step the payment reached. Settled: `settledAt` is set.
 * Captured: a paid or later status. Authorized: authorized, uncaptured, cancelled, or an authorization
 * that expired uncaptured. Authenticated: an `authenticated` step, or declined by the issuer after it
 * (a payment without 3-D Secure passes this step as it goes on). Created: every payment.
 */
export function funnelReach(t: Transaction): number {
  if (t.settledAt) return 4;
  let authenticated = false;
  let authorized = false;
  for (const { status } of t.statusHistory) {
    if (capturedStatuses.has(status)) return 3;
    if (authorizedStatuses.has(status)) authorized = true;
    if (status === 'authenticated') authenticated = true;
  }
  if (capturedStatuses.has(t.status)) return 3;
  if (authorized || authorizedStatuses.has(t.status)) return 2;
  if (t.status === 'expired' && authorizationTypes.has(t.type)) return 2;
  if (t.status === 'failed') {
    const reason = declineReasonOf(t);
    return reason === 'authentication-failed' || reason === 'blocked-by-rule' ? 0 : 1;
  }
  return authenticated || t.status === 'authenticated' ? 1 : 0;
}

/** Each dimension's value of a payment; null leaves it out of that breakdown (a card dimension of a wallet-less bank payment). */
export const dimensionOf: Readonly<Record<AnalyticsDimension, (t: Transaction) => string | null>> = {
  paymentMethod: (t) => t.paymentMethod,
  cardBrand: (t) => t.card?.brand ?? null,
  cardCountry: (t) => t.card?.country ?? null,
  cardBin: cardBinOf,
  channelId: (t) => t.channelId ?? null,
};
