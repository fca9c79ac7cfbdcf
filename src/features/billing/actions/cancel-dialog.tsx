import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/format';
import type { Subscription } from '../api/billing-model';
import { SubscriptionIntentDialog } from './subscription-intent-dialog';
import { subscriptionBody, subscriptionIntentSpec } from './subscription-intent';

/** Cancel at the end of the paid period (the default: the customer keeps what they paid for) or now. */
export function CancelDialog({ subscription, opened, onClose }: { subscription: Subscription; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { dateTime } = useLocaleFormat();
  const [when, setWhen] = useState<'period-end' | 'now'>('period-end');
  return (
    <SubscriptionIntentDialog
      subscriptionId={subscription.id}
      kind="cancel"
      opened={opened}
      onClose={onClose}
      title={t('cancel.title')}
      question={t('cancel.question', { customer: subscription.customerName, plan: subscription.planName })}
      confirmLabel={t('cancel.confirm')}
      danger
      spec={() => subscriptionIntentSpec(subscription.id, 'cancel', subscriptionBody({ when }))}
      done={t(when === 'now' ? 'cancel.doneNow' : 'cancel.doneLater')}
    >
      <Radio.Group label={t('cancel.when')} value={when} onChange={(value) => setWhen(value === 'now' ? 'now' : 'period-end')}>
        <Stack gap="xs" mt="xs">
          <Radio value="period-end" label={t('cancel.periodEnd', { date: dateTime(subscription.currentPeriodEnd) })} />
          <Radio value="now" label={t('cancel.now')} />
        </Stack>
      </Radio.Group>
    </SubscriptionIntentDialog>
  );
}
