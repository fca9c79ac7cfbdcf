/**
 * The money actions on one transaction (shape D, docs/api/transactions.md): `transactions/refund`
 * (`refund.write`), `transactions/capture` and `transactions/cancel` (`charge.write`), each on the
 * transaction's project. Envelope `id`: the parent; payload `{data: {type, attributes: {amount}}}`,
 * the amount in integer minor units of the parent's currency.
 *
 * The child transaction (`refund`, `charge-capture`, `charge-cancel`) starts `pending` and becomes
 * `successful` `SETTLE_MS` later through the sandbox clock. The parent changes at once, so that a
 * second call is checked against what is left:
 * - refund: `refundedAmount` (pending included); status `partially-refunded`, or `refunded` when
 *   nothing is left;
 * - capture: `capturedAmount`; status `partially-paid`, or `paid` when nothing is held any more;
 * - cancel: `cancelledAmount`; once nothing is held, `cancelled` (or `paid` when part was captured).
 * Every change pushes `resource-updated` for the parent and the child.
 *
 * The amount is checked by the contract first (a safe integer from 1 to `MAX_MINOR_AMOUNT`, else
 * `invalid` at `/data/attributes/amount`); no money moves in a currency the ISO 4217 table does not
 * know (`unknown-currency`, which a bulk refund line reports as its refusal code).
 *
 * The child carries the call's `requestReference` and user (`requestedBy`), the user's name and
 * e-mail as they are now (`requester`, answered as `requestedBy`) and a refund's `reason`. Before applying, the
 * action looks for a money row of this user with this reference: found, it answers from that row
 * (the same call) or refuses with `reference-reused` (other content), and moves nothing. So money
 * never moves twice for one reference, even when the stored result (dispatch) is gone.
 */
import { isKnownCurrency } from '@/lib/money';
import { defineJob, nowIso } from '../clock';
import type { Transaction, TransactionStatus, TransactionType, User } from '../db/schema';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { pushResourceUpdated } from '../pusher-hub';
import { transactionJson } from '../serializers';
import { emitWebhookEvent } from '../webhooks/engine';
import { defineAction } from './define-action';
import { authorizationStatus, cancellableAmount, capturableAmount, CHARGE_WRITE, REFUND_WRITE, refundableAmount, TRANSACTIONS_READ } from './transaction-rules';
import { failure, fieldError, referenceReused, unchanged, type ActionOutcome } from './types';

/** How long a refund, capture or cancel stays `pending` (sandbox time). */
export const SETTLE_MS = 10_000;
export const REFUND_SETTLE_MS = SETTLE_MS;

const EXCEEDS = 'Amount should not exceed the transaction amount';

/** The money row a user's call with this reference made, if any: one per (user, reference). */
const moneyRowOf = (userId: string, reference: string) => db.transactions.find((row) => row.requestedBy === userId && row.requestReference === reference);

/** Tells everyone who may read the project's transactions that `row` changed. */
export function announce(row: Transaction) {
  const { type, id, attributes } = transactionJson(row);
  pushResourceUpdated(row.projectId, { type, id, attributes }, { permission: TRANSACTIONS_READ });
}

/** The webhook event of a settled child: a refund is about itself, a capture or cancel about its payment. */
function emitSettled(child: Transaction) {
  if (child.type === 'refund') emitWebhookEvent(child.projectId, 'refund.succeeded', transactionJson(child));
  const payment = child.parentId ? db.transactions.get(child.parentId) : undefined;
  if (!payment) return;
  if (child.type === 'charge-capture') emitWebhookEvent(child.projectId, 'payment.captured', transactionJson(payment));
  if (child.type === 'charge-cancel') emitWebhookEvent(child.projectId, 'payment.cancelled', transactionJson(payment));
}

/** The child is confirmed: `pending` → `successful`. */
const settleChild = defineJob<{ childId: string }>('transaction-settle', ({ childId }) => {
  const row = db.transactions.get(childId);
  if (!row || row.status !== 'pending') return;
  const at = nowIso();
  const settled = db.transactions.upsert({ ...row, status: 'successful', settledAt: at, statusHistory: [...row.statusHistory, { status: 'successful', at }] });
  announce(settled);
  emitSettled(settled);
});
// Refunds scheduled before the split settle the same way.
defineJob<{ refundId: string }>('refund-settle', ({ refundId }) => settleChild(0, { childId: refundId }));

interface MoneyRule {
  name: 'transactions/refund' | 'transactions/capture' | 'transactions/cancel';
  permission: string;
  childType: TransactionType;
  idPrefix: string;
  available: (t: Transaction) => number;
  refusal: [code: string, title: string];
  exceeds: string;
  /** The parent after `amount` more is refunded, captured or cancelled. */
  apply: (t: Transaction, amount: number) => Transaction;
}

export function withStatus(t: Transaction, status: TransactionStatus, at: string): Transaction {
  return status === t.status ? t : { ...t, status, statusHistory: [...t.statusHistory, { status, at }] };
}

const rules: MoneyRule[] = [
  {
    name: 'transactions/refund',
    permission: REFUND_WRITE,
    childType: 'refund',
    idPrefix: 'rf',
    available: refundableAmount,
    refusal: ['not-refundable', 'This transaction cannot be refunded'],
    exceeds: 'amount-exceeds-refundable',
    apply: (t, amount) => {
      const refundedAmount = (t.refundedAmount ?? 0) + amount;
      return { ...t, refundedAmount, status: refundedAmount >= t.amount ? 'refunded' : 'partially-refunded' };
    },
  },
  {
    name: 'transactions/capture',
    permission: CHARGE_WRITE,
    childType: 'charge-capture',
    idPrefix: 'cp',
    available: capturableAmount,
    refusal: ['not-capturable', 'This transaction cannot be captured'],
    exceeds: 'amount-exceeds-capturable',
    apply: (t, amount) => {
      const next = { ...t, capturedAmount: (t.capturedAmount ?? 0) + amount };
      return { ...next, status: authorizationStatus(next) };
    },
  },
  {
    name: 'transactions/cancel',
    permission: CHARGE_WRITE,
    childType: 'charge-cancel',
    idPrefix: 'cn',
    available: cancellableAmount,
    refusal: ['not-cancellable', 'This transaction cannot be cancelled'],
    exceeds: 'amount-exceeds-cancellable',
    apply: (t, amount) => {
      const next = { ...t, cancelledAmount: (t.cancelledAmount ?? 0) + amount };
      return { ...next, status: authorizationStatus(next) };
    },
  },
];

/** The answer for a call whose reference is already on `row`: that row again, or `reference-reused`. */
function replayMoneyRow(row: Transaction, rule: MoneyRule, parent: Transaction, amount: number, reason: string | undefined): ActionOutcome {
  if (row.parentId !== parent.id || row.type !== rule.childType || row.amount !== amount || row.reason !== reason) {
    return referenceReused();
  }
  return unchanged({ data: transactionJson(row), included: [transactionJson(parent)] });
}

export type MoneyRuleName = MoneyRule['name'];

/** Who moves money, and with which call: the child carries them (one money row per user and reference). */
export interface MoneyCaller {
  user: Pick<User, 'id' | 'name' | 'email'>;
  requestReference: string;
}

/**
 * Refunds, captures or cancels `amount` of `parent` now: the pending child (settled by the clock), the
 * parent's running total and status, the pushes. The one path money takes back or in, for the money
 * actions and for what decides on a payment (an antifraud review). Refused, moving nothing, when the
 * amount is not available.
 */
export function moveMoney(
  name: MoneyRuleName,
  parent: Transaction,
  amount: number,
  caller: MoneyCaller,
  reason?: string,
): { child: Transaction; parent: Transaction } | { refusal: ActionOutcome } {
  const rule = rules.find((candidate) => candidate.name === name)!;
  const available = rule.available(parent);
  if (available === 0) return { refusal: failure(...rule.refusal) };
  if (amount > available) return { refusal: { errors: [fieldError('amount', rule.exceeds, EXCEEDS)] } };
  const now = nowIso();
  const { user } = caller;
  // What the antifraud rules did is the payment's, not its refund's or capture's.
  const { antifraud: _antifraud, riskFacts: _facts, riskSignals: _signals, ...own } = parent;
  // The child first: if it cannot be stored, the parent is untouched.
  const child = db.transactions.insert({
    ...own,
    id: newId(`trx_${rule.idPrefix}`),
    type: rule.childType,
    status: 'pending',
    amount,
    refundedAmount: 0,
    capturedAmount: 0,
    cancelledAmount: 0,
    fee: 0,
    description: null,
    paymentLinkId: null,
    createdAt: now,
    settledAt: null,
    statusHistory: [{ status: 'pending', at: now }],
    parentId: parent.id,
    requestReference: caller.requestReference,
    requestedBy: user.id,
    requester: { name: user.name, email: user.email },
    reason,
  });
  const applied = rule.apply(parent, amount);
  const updated = db.transactions.upsert(withStatus({ ...applied, status: parent.status }, applied.status, now));
  settleChild(SETTLE_MS, { childId: child.id });
  announce(updated);
  announce(child);
  return { child, parent: updated };
}

/** The money row a user's call with this reference made, if any (another action's reference is then reused). */
export const moneyRowOfCall = (userId: string, reference: string) => moneyRowOf(userId, reference);

const moneyAction = (rule: MoneyRule) =>
  defineAction({
    name: rule.name,
    needsIdentity: true,
    permission: rule.permission,
    resource: { from: 'id', kind: 'transaction' },
    run: ({ user, transaction, payload, request }) => {
      const parent = transaction!;
      if (!isKnownCurrency(parent.currency)) return failure('unknown-currency', 'The transaction is in a currency that is not an ISO 4217 code');
      const { amount } = payload.data.attributes;
      // Only a refund takes a reason; blank means none.
      const reason = ('reason' in payload.data.attributes && payload.data.attributes.reason) || undefined;
      const done = moneyRowOf(user.id, request.requestReference);
      if (done) return replayMoneyRow(done, rule, parent, amount, reason);
      const moved = moveMoney(rule.name, parent, amount, { user, requestReference: request.requestReference }, reason);
      if ('refusal' in moved) return moved.refusal;
      return { data: transactionJson(moved.child), included: [transactionJson(moved.parent)] };
    },
  });

export const moneyActions = rules.map(moneyAction);
