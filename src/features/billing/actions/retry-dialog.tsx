import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/format';
import type { Subscription } from '../api/billing-model';
import { SubscriptionIntentDialog } from './subscription-intent-dialog';
import { subscriptionIntentSpec } from './subscription-intent';

/** Charge the failed invoice again now; the reminder schedule is not moved. */
export function RetryDialog({ subscription, opened, onClose }: { subscription: Subscription; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { money } = useLocaleFormat();
  const amount = money(subscription.amount, subscription.currency);
  return (
    <SubscriptionIntentDialog
      subscriptionId={subscription.id}
      kind="retry"
      opened={opened}
      onClose={onClose}
      title={t('retry.title')}
      question={t('retry.question', { amount, customer: subscription.customerName })}
      confirmLabel={t('retry.confirm', { amount })}
      spec={() => subscriptionIntentSpec(subscription.id, 'retry', { id: subscription.id }, { amount: subscription.amount, currency: subscription.currency })}
      done={t('retry.done')}
    />
  );
}
