import type { IntentRequest, IntentSpec } from '@/features/intents';
import { moneyActions, type MoneyActionKind, type MoneyTarget } from './money-action';

/**
 * The request a refund, capture or cancel sends (envelope id = the transaction), stored as its intent.
 * A refund's reason is part of it, so "Check again" sends the reason that was confirmed.
 */
export function moneyIntentSpec(
  kind: MoneyActionKind,
  transaction: Pick<MoneyTarget, 'id' | 'currency'>,
  amount: number,
  reason = '',
): Omit<IntentSpec, 'target'> {
  const spec = moneyActions[kind];
  const text = kind === 'refund' ? reason.trim() : '';
  return {
    request: { action: spec.action, id: transaction.id, payload: { data: { type: spec.payloadType, attributes: { amount, ...(text && { reason: text }) } } } },
    summary: { kind, amount, currency: transaction.currency },
    invalidates: [
      { type: 'Transaction', id: transaction.id },
      { type: 'Transaction', id: 'LIST' },
    ],
  };
}

/** The reason a stored money request carries ('' when none). */
export function reasonOf(request: IntentRequest | undefined): string {
  const reason = (request?.payload as { data?: { attributes?: { reason?: unknown } } } | undefined)?.data?.attributes?.reason;
  return typeof reason === 'string' ? reason : '';
}
