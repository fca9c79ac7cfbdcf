/**
 * Actions that move money. Their calls have a third outcome besides success and failure: when a
 * call was sent and no answer came, it may have been applied, so the outcome is *unknown* and the
 * screen offers to check again with the same reference instead of failing.
 */
const moneyMovingActions: ReadonlySet<string> = new Set([
  'transactions/refund',
  'transactions/capture',
  'transactions/cancel',
  'transactions/bulkRefund',
  'payout-requests/create',
  'payouts/create',
  'transfers/create',
  'exchanges/confirm',
  'subscriptions/changePlan',
  'subscriptions/retryPayment',
  // Deciding an antifraud review captures, releases or refunds the held payment (docs/api/antifraud.md).
  'antifraud-reviews/approve',
  'antifraud-reviews/refundAsFraud',
  'antifraud-reviews/cancel',
]);

export const isMoneyMoving = (action: string) => moneyMovingActions.has(action);
