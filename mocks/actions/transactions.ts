/**
 * transactions/refund (decided shape, see docs/api-contract.md).
 *
 * Envelope `id`: the transaction to refund. Payload: `{ data: { type: 'refunds', attributes: { amount } } }`,
 * `amount` in integer minor units of the transaction's currency. Needs 'refund.write' on the
 * transaction's project (or an ancestor): checked by dispatch, as is the amount's form.
 *
 * Statuses (decided):
 * - the refund transaction (`type: 'refund'`) starts `pending` and becomes `successful` when the
 *   processor confirms it, `REFUND_SETTLE_MS` later (a sandbox clock job, pushed as `resource-updated`
 *   to everyone who can see the project's transactions);
 * - the parent's `refundedAmount` counts pending refunds too and its status changes at once
 *   (`partially-refunded`, or `refunded` when nothing is left), so an over-refund is refused at once.
 */
import type { Transaction, TransactionStatus, TransactionType } from '../db/schema';
import { db } from '../db/store';
import { defineJob, nowIso } from '../clock';
import { pushResourceUpdated } from '../pusher-hub';
import { transactionJson } from '../serializers';
import { defineAction } from './define-action';
import { failure, fieldError } from './types';

export const refundableTypes: ReadonlySet<TransactionType> = new Set<TransactionType>(['charge', 'charge-recurring', 'charge-capture']);
export const refundableStatuses: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>([
  'successful', 'paid', 'completed', 'partially-refunded',
]);

/** How long a refund stays `pending` before the processor confirms it (sandbox time). */
export const REFUND_SETTLE_MS = 10_000;

export const TRANSACTIONS_READ = 'transactions.read.2479032559';

export const refundableAmount = (t: Transaction) => Math.max(0, t.amount - t.refundedAmount);

const newRefundId = () => `trx_rf${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;

/** The refund is confirmed: `pending` → `successful`, pushed to everyone who can see it. */
const settleRefund = defineJob<{ refundId: string }>('refund-settle', ({ refundId }) => {
  const refund = db.transactions.get(refundId);
  if (!refund || refund.status !== 'pending') return;
  const at = nowIso();
  const settled = db.transactions.upsert({ ...refund, status: 'successful', settledAt: at, statusHistory: [...refund.statusHistory, { status: 'successful', at }] });
  const { type, id, attributes } = transactionJson(settled);
  pushResourceUpdated(settled.projectId, { type, id, attributes }, { permission: TRANSACTIONS_READ });
});

const refund = defineAction({
  name: 'transactions/refund',
  needsIdentity: true,
  permission: 'refund.write',
  resource: { from: 'id', kind: 'transaction' },
  run: ({ transaction, payload, request }) => {
    const parent = transaction!;
    if (!refundableTypes.has(parent.type) || !refundableStatuses.has(parent.status)) {
      return failure('not-refundable', 'This transaction cannot be refunded');
    }
    const { amount } = payload.data.attributes;
    if (amount > refundableAmount(parent)) {
      return { errors: [fieldError('amount', 'amount-exceeds-refundable', 'Amount should not exceed the transaction amount')] };
    }
    const now = nowIso();
    const refundedAmount = parent.refundedAmount + amount;
    const status: TransactionStatus = refundedAmount === parent.amount ? 'refunded' : 'partially-refunded';
    const updated = db.transactions.upsert({ ...parent, refundedAmount, status, statusHistory: [...parent.statusHistory, { status, at: now }] });
    const row = db.transactions.upsert({
      ...parent, id: newRefundId(), type: 'refund', status: 'pending', amount, refundedAmount: 0, fee: 0,
      createdAt: now, settledAt: null, statusHistory: [{ status: 'pending', at: now }],
      parentId: parent.id, requestReference: request.requestReference,
    });
    settleRefund(REFUND_SETTLE_MS, { refundId: row.id });
    return { data: transactionJson(row), included: [transactionJson(updated)] };
  },
});

export const transactionActions = [refund];
