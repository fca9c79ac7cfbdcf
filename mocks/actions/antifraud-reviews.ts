/**
 * antifraud-reviews/list, get, approve, refundAsFraud, cancel (docs/api/antifraud.md, *Reviews*).
 * Reading needs `antifraud.reviews.read` on the merchant, deciding `antifraud.reviews.write` (refunding
 * as fraud `refund.write` as well: it may refund). Each decision moves money at most once per
 * (user, `requestReference`): the stored result answers a resend, and so does the review, which keeps
 * who closed it with which reference, even once the stored result is gone. A review someone else
 * closed is refused `review-closed`.
 */
import { can } from '../db/access';
import { db } from '../db/store';
import { reviewJson } from '../antifraud/json';
import type { AntifraudReview } from '../antifraud/model';
import { closeReview, type ReviewDecision } from '../antifraud/reviews';
import { defineAction } from './define-action';
import { ANTIFRAUD, begin, merchantScope, targetRow } from './antifraud-access';
import { targetId } from './billing-access';
import { listQuery } from './list-query';
import { moneyRowOfCall } from './transaction-money';
import { REFUND_WRITE } from './transaction-rules';
import { referenceReused, refuse, unchanged, type ActionOutcome } from './types';

const list = defineAction({
  name: 'antifraud-reviews/list',
  needsIdentity: true,
  permission: ANTIFRAUD.reviewsRead,
  resource: merchantScope,
  run: ({ resource, payload }): ActionOutcome => {
    const refused = begin(resource);
    if (refused) return refused;
    const rows = db.antifraudReviews.filter((review) => review.merchantId === resource!.id);
    const page = listQuery(rows, payload, {
      fields: {
        status: (r) => r.status,
        projectId: (r) => r.projectId,
        transactionId: (r) => r.transactionId,
        ruleId: (r) => r.ruleId,
        currency: (r) => r.currency,
        amount: (r) => r.amount,
        openedAt: (r) => r.openedAt,
        closedAt: (r) => r.closedAt,
      },
      // The queue: the oldest waiting first.
      defaultSort: 'openedAt',
      defaultSize: 50,
    });
    if ('errors' in page) return page;
    return { data: page.rows.map(reviewJson), meta: page.meta };
  },
});

const get = defineAction({
  name: 'antifraud-reviews/get',
  needsIdentity: true,
  permission: ANTIFRAUD.reviewsRead,
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = targetRow(identity, db.antifraudReviews.get(targetId(request, payload)), 'Review', ANTIFRAUD.reviewsRead);
    return 'refusal' in found ? found.refusal : { data: reviewJson(found.row) };
  },
});

const closedStatus = { approve: 'approved', refundAsFraud: 'refunded-as-fraud', cancel: 'cancelled' } as const;
const names = { approve: 'antifraud-reviews/approve', refundAsFraud: 'antifraud-reviews/refundAsFraud', cancel: 'antifraud-reviews/cancel' } as const;

const decide = (decision: ReviewDecision) =>
  defineAction({
    name: names[decision],
    needsIdentity: true,
    permission: ANTIFRAUD.reviewsWrite,
    run: ({ identity, user, request, payload }): ActionOutcome => {
      const found = targetRow(identity, db.antifraudReviews.get(targetId(request, payload)), 'Review', ANTIFRAUD.reviewsRead, ANTIFRAUD.reviewsWrite);
      if ('refusal' in found) return found.refusal;
      const review: AntifraudReview = found.row;
      if (decision === 'refundAsFraud' && !can(identity, REFUND_WRITE, review.projectId)) return refuse();
      // This call, sent again: the review it closed answers it; nothing moves twice.
      const closedWith = review.closedWith;
      if (closedWith && closedWith.userId === user.id && closedWith.requestReference === request.requestReference) {
        return review.status === closedStatus[decision] ? unchanged({ data: reviewJson(review) }) : referenceReused();
      }
      if (moneyRowOfCall(user.id, request.requestReference)) return referenceReused();
      const closed = closeReview(review, decision, { user, requestReference: request.requestReference });
      return 'refusal' in closed ? closed.refusal : { data: reviewJson(closed.review) };
    },
  });

export const antifraudReviewActions = [list, get, decide('approve'), decide('refundAsFraud'), decide('cancel')];
