/**
 * transactions/refund (decided shape, see docs/api-contract.md).
 *
 * Envelope `id`: the transaction to refund. Payload: `{ data: { type: 'refunds', attributes: { amount } } }`,
 * `amount` in integer minor units of the transaction's currency. Needs 'refund.write' on the
 * transaction's project (or an ancestor). Result data: the refund transaction; `included`: the parent.
 */
import { can } from '../db/access';
import type { Identity, Transaction, TransactionStatus, TransactionType } from '../db/schema';
import { db } from '../db/store';
import { transactionJson } from '../serializers';
import { failure, fieldError, notFound, payloadAttributes, refuse, targetId, type ActionContext, type ActionOutcome, type ActionRegistry } from './types';

export const refundableTypes: ReadonlySet<TransactionType> = new Set<TransactionType>(['charge', 'charge-recurring', 'charge-capture']);
export const refundableStatuses: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>([
  'successful', 'paid', 'completed', 'partially-refunded',
]);

export const refundableAmount = (t: Transaction) => Math.max(0, t.amount - t.refundedAmount);

const newRefundId = () => `trx_rf${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;

function refund(context: ActionContext): ActionOutcome {
  const id = targetId(context);
  const parent = id ? db.transactions.get(id) : undefined;
  if (!parent) return notFound('Transaction');
  if (!can(context.identity as Identity, 'refund.write', parent.projectId)) return refuse();
  if (!refundableTypes.has(parent.type) || !refundableStatuses.has(parent.status)) {
    return failure('not-refundable', 'This transaction cannot be refunded');
  }
  const amount = payloadAttributes(context).amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return { errors: [fieldError('amount', 'invalid', 'Amount must be a positive whole number of minor units')] };
  }
  if (amount > refundableAmount(parent)) {
    return { errors: [fieldError('amount', 'amount-exceeds-refundable', 'Amount should not exceed the transaction amount')] };
  }
  const now = new Date().toISOString();
  const refundedAmount = parent.refundedAmount + amount;
  const status: TransactionStatus = refundedAmount === parent.amount ? 'refunded' : 'partially-refunded';
  const updated = db.transactions.upsert({ ...parent, refundedAmount, status, statusHistory: [...parent.statusHistory, { status, at: now }] });
  const row = db.transactions.upsert({
    ...parent, id: newRefundId(), type: 'refund', status: 'successful', amount, refundedAmount: 0, fee: 0,
    createdAt: now, settledAt: null, statusHistory: [{ status: 'successful', at: now }],
    parentId: parent.id, requestReference: context.request.requestReference,
  });
  return { data: transactionJson(row), included: [transactionJson(updated)] };
}

export const transactionActions: ActionRegistry = {
  'transactions/refund': { run: refund, needsIdentity: true, mutates: true },
};
