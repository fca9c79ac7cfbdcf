import { IntentConfirmDialog, type IntentConfirmDialogProps } from '@/features/intents';
import { BILLING_CODES } from './billing-codes';
import { subscriptionTarget, type SubscriptionActionKind } from './subscription-intent';

export type SubscriptionIntentDialogProps = Omit<IntentConfirmDialogProps, 'target' | 'kind' | 'codes'> & {
  subscriptionId: string;
  kind: SubscriptionActionKind;
};

/** A confirmed change of a subscription, sent as an intent on it (shown by `SubscriptionActions` while open). */
export function SubscriptionIntentDialog({ subscriptionId, ...props }: SubscriptionIntentDialogProps) {
  return <IntentConfirmDialog target={subscriptionTarget(subscriptionId)} codes={BILLING_CODES} {...props} />;
}
