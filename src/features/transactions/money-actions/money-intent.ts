import type { IntentSpec } from '@/features/intents';
import { moneyActions, type MoneyActionKind, type MoneyTarget } from './money-action';

/** The request a refund, capture or cancel sends (envelope id = the transaction), stored as its intent. */
export function moneyIntentSpec(kind: MoneyActionKind, transaction: Pick<MoneyTarget, 'id' | 'currency'>, amount: number): Omit<IntentSpec, 'target'> {
  const spec = moneyActions[kind];
  return {
    request: { action: spec.action, id: transaction.id, payload: { data: { type: spec.payloadType, attributes: { amount } } } },
    summary: { kind, amount, currency: transaction.currency },
    invalidates: [
      { type: 'Transaction', id: transaction.id },
      { type: 'Transaction', id: 'LIST' },
    ],
  };
}
