import { targetKey, type IntentSpec } from '@/features/intents';
import type { Review } from '../api/review-model';

export const reviewDecisions = ['approve', 'refund-as-fraud', 'cancel'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

const actionOf: Record<ReviewDecision, string> = {
  approve: 'antifraud-reviews/approve',
  'refund-as-fraud': 'antifraud-reviews/refundAsFraud',
  cancel: 'antifraud-reviews/cancel',
};

/** Where a review's decision is kept and shown: one open decision per review. */
export const reviewTarget = (id: string) => targetKey('review', id);

/** A decision on a review as its intent stores and sends it; each moves the held payment's money once. */
export function reviewIntentSpec(review: Pick<Review, 'id' | 'amount' | 'currency' | 'transactionId'>, decision: ReviewDecision): Omit<IntentSpec, 'target'> {
  return {
    request: { action: actionOf[decision], id: review.id, payload: { id: review.id } },
    summary: { kind: decision, amount: review.amount, currency: review.currency },
    invalidates: [
      { type: 'Review', id: review.id },
      { type: 'Review', id: 'LIST' },
      { type: 'Transaction', id: review.transactionId },
      { type: 'Transaction', id: 'LIST' },
    ],
  };
}
