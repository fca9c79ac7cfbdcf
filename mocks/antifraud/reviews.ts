/**
 * Deciding a review (docs/api/antifraud.md, *Reviews*), through the sandbox's one money path
 * (`moveMoney`, mocks/actions/transaction-money.ts), so that balances and the ledger follow as for any
 * capture, cancel or refund:
 *
 * - approve: captures what the authorization still holds (the payment is then `paid`);
 * - refund as fraud: releases what it still holds, refunds in full whatever was captured meanwhile, and
 *   puts the card's fingerprint on `@blocked_cards` ("Refunded as fraud (review <id>)");
 * - cancel: releases what it still holds.
 *
 * Everything is checked before anything moves: a refusal leaves the payment and the review as they were.
 */
import { nowIso } from '../clock';
import { newId } from '../db/ids';
import type { Transaction } from '../db/schema';
import { db } from '../db/store';
import { emitWebhookEvent } from '../webhooks/engine';
import { moveMoney, type MoneyCaller } from '../actions/transaction-money';
import { cancellableAmount, capturableAmount, refundableAmount } from '../actions/transaction-rules';
import { failure, type ActionOutcome } from '../actions/types';
import { identityOf } from './identity';
import { isMember, itemsOf } from './lists';
import { reviewJson } from './json';
import type { AntifraudReview, Person } from './model';
import { pushReview } from './payments';
import { defaultListId } from './seed';

export type ReviewDecision = 'approve' | 'refundAsFraud' | 'cancel';

const statusAfter = { approve: 'approved', refundAsFraud: 'refunded-as-fraud', cancel: 'cancelled' } as const;

const liveCaptures = (t: Transaction) =>
  db.transactions.filter((row) => row.parentId === t.id && row.type === 'charge-capture' && !['cancelled', 'failed', 'expired'].includes(row.status));

/** Puts the card on the merchant's blocked cards, unless it is a member already. */
function blockCard(review: AntifraudReview, fingerprint: string, by: Person, at: string) {
  const listId = defaultListId(review.merchantId, 'blocked_cards');
  const list = db.antifraudLists.get(listId);
  if (!list || itemsOf(listId).some((item) => item.value === fingerprint && isMember(item, at))) return;
  db.antifraudListItems.insert({
    id: newId('afi'),
    listId,
    merchantId: review.merchantId,
    value: fingerprint,
    reason: `Refunded as fraud (review ${review.id})`,
    addedBy: by,
    addedAt: at,
    expiresAt: null,
  });
}

/** Closes an open review as `decision` asks, moving the money; the refusal when it cannot. */
export function closeReview(review: AntifraudReview, decision: ReviewDecision, caller: MoneyCaller): { review: AntifraudReview } | { refusal: ActionOutcome } {
  if (review.status !== 'open') return { refusal: failure('review-closed', 'Someone already decided this review') };
  const payment = db.transactions.get(review.transactionId);
  if (!payment) return { refusal: failure('not-found', 'Review not found') };
  const held = decision === 'approve' ? capturableAmount(payment) : cancellableAmount(payment);
  const captures = decision === 'refundAsFraud' ? liveCaptures(payment) : [];
  if (captures.some((capture) => refundableAmount(capture) === 0 && capture.refundedAmount < capture.amount)) {
    return { refusal: failure('not-refundable', 'A capture of this payment is still pending: try again once it has settled') };
  }
  const at = nowIso();
  const by: Person = { name: caller.user.name || caller.user.email, email: caller.user.email };
  let current = payment;
  if (held > 0) {
    const moved = moveMoney(decision === 'approve' ? 'transactions/capture' : 'transactions/cancel', current, held, caller);
    if ('refusal' in moved) return moved;
    current = moved.parent;
  }
  for (const capture of captures) {
    const refundable = refundableAmount(capture);
    if (refundable === 0) continue;
    const moved = moveMoney('transactions/refund', capture, refundable, caller, `Refunded as fraud (review ${review.id})`);
    if ('refusal' in moved) return moved;
  }
  if (decision === 'refundAsFraud') {
    const fingerprint = identityOf(current).fingerprint;
    if (fingerprint) blockCard(review, fingerprint, by, at);
  }
  const closed = db.antifraudReviews.upsert({
    ...review,
    status: statusAfter[decision],
    closedAt: at,
    closedBy: by,
    closedWith: { userId: caller.user.id, requestReference: caller.requestReference },
  });
  pushReview(closed);
  emitWebhookEvent(closed.projectId, 'review.closed', reviewJson(closed));
  return { review: closed };
}
