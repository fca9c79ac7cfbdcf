import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { useTimeZone } from '@/features/preferences';
import type { Subscription } from '../api/billing-model';
import { Money } from '../components/money';
import { dayStartInstant } from './day-instant';
import { SubscriptionIntentDialog } from './subscription-intent-dialog';
import { subscriptionBody, subscriptionIntentSpec } from './subscription-intent';

/** Resume now (a new period starts and is charged) or on a day. */
export function ResumeDialog({ subscription, opened, onClose }: { subscription: Subscription; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const timeZone = useTimeZone();
  const [when, setWhen] = useState<'now' | 'date'>('now');
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | undefined>();

  const spec = () => {
    if (when === 'date' && !day) {
      setError(t('resume.dayRequired'));
      return null;
    }
    setError(undefined);
    const at = when === 'date' ? dayStartInstant(day, timeZone) : 'now';
    if (!at) return null;
    return subscriptionIntentSpec(subscription.id, 'resume', subscriptionBody({ at }), { amount: subscription.amount, currency: subscription.currency });
  };

  return (
    <SubscriptionIntentDialog
      subscriptionId={subscription.id}
      kind="resume"
      opened={opened}
      onClose={onClose}
      title={t('resume.title')}
      question={t('resume.question', { customer: subscription.customerName })}
      confirmLabel={t('resume.confirm')}
      spec={spec}
      done={t('resume.done')}
      onRefused={(failure) => {
        if (!(failure.errors[0]?.source?.pointer ?? '').endsWith('/at')) return false;
        setError(t('resume.dayInvalid'));
        return true;
      }}
    >
      <Stack gap="sm">
        <Radio.Group label={t('resume.when')} value={when} onChange={(value) => setWhen(value === 'date' ? 'date' : 'now')}>
          <Stack gap="xs" mt="xs">
            <Radio value="now" label={t('resume.now')} />
            <Radio value="date" label={t('resume.onDay')} />
          </Stack>
        </Radio.Group>
        {when === 'date' && <DateField label={t('resume.day')} value={day} onChange={setDay} error={error} withAsterisk />}
        <Text size="sm" c="dimmed">
          {t('resume.charge')} <Money amount={subscription.amount} currency={subscription.currency} />
        </Text>
      </Stack>
    </SubscriptionIntentDialog>
  );
}
