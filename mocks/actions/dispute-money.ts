import { nowIso } from '../clock';
import type { Dispute } from '../db/disputes';
import { newId } from '../db/ids';
import type { Transaction } from '../db/schema';
import { db } from '../db/store';
import { announce, withStatus } from './transaction-money';

/**
 * What a decided dispute does to the money (as the seed has it): the chargeback is final, the payment
 * is `chargebacked`, and a won dispute gives the disputed amount back with a `chargeback-refund`
 * under the payment. Applied once: a payment that already has its chargeback refund gets no second.
 */
export function settleDisputeMoney(d: Dispute, outcome: 'won' | 'lost' | 'confirmed') {
  const at = nowIso();
  const chargeback = d.chargebackId ? db.transactions.get(d.chargebackId) : undefined;
  if (chargeback && chargeback.status === 'pending') announce(db.transactions.upsert(withStatus(chargeback, 'successful', at)));
  const payment = db.transactions.get(d.transactionId);
  if (!payment) return;
  if (payment.status === 'disputed') announce(db.transactions.upsert(withStatus(payment, 'chargebacked', at)));
  if (outcome !== 'won' || db.transactions.find((t) => t.parentId === payment.id && t.type === 'chargeback-refund')) return;
  const reversal: Transaction = {
    ...payment,
    id: newId('trx_cbr'),
    type: 'chargeback-refund',
    status: 'successful',
    amount: d.amount,
    refundedAmount: 0,
    capturedAmount: 0,
    cancelledAmount: 0,
    fee: 0,
    description: null,
    paymentLinkId: null,
    createdAt: at,
    settledAt: at,
    statusHistory: [{ status: 'successful', at }],
    parentId: payment.id,
    requestReference: undefined,
    requestedBy: undefined,
    requester: undefined,
    reason: undefined,
  };
  announce(db.transactions.insert(reversal));
}
