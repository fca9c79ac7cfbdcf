import { targetKey, type IntentSpec } from '@/features/intents';

export type SubscriptionActionKind = 'pause' | 'resume' | 'cancel' | 'retry' | 'change-plan' | 'note';

const actionOf: Record<SubscriptionActionKind, string> = {
  pause: 'subscriptions/pause',
  resume: 'subscriptions/resume',
  cancel: 'subscriptions/cancel',
  retry: 'subscriptions/retryPayment',
  'change-plan': 'subscriptions/changePlan',
  note: 'subscriptions/addNote',
};

/** Where a subscription's intents are kept and shown: one open change per subscription at a time. */
export const subscriptionTarget = (id: string) => targetKey('subscription', id);

/**
 * A change of a subscription as its intent stores and sends it: the envelope names the subscription,
 * the payload is what the dialog confirmed. Charges (a retry, an upgrade) carry their amount.
 */
export function subscriptionIntentSpec(
  subscriptionId: string,
  kind: SubscriptionActionKind,
  payload: unknown,
  money?: { amount: number; currency: string },
): Omit<IntentSpec, 'target'> {
  return {
    request: { action: actionOf[kind], id: subscriptionId, payload },
    summary: { kind, ...money },
    invalidates: [
      { type: 'Subscription', id: subscriptionId },
      { type: 'Subscription', id: 'LIST' },
      { type: 'Customer', id: 'LIST' },
    ],
    // Only a note may be given up: the others change what the customer pays.
    discardable: kind === 'note',
  };
}

/** `{data: {type: 'subscriptions', attributes}}`, the body every subscription change sends. */
export const subscriptionBody = (attributes: Record<string, unknown>) => ({ data: { type: 'subscriptions', attributes } });
