import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { useTimeZone } from '@/features/preferences';
import type { Subscription } from '../api/billing-model';
import { dayStartInstant } from './day-instant';
import { SubscriptionIntentDialog } from './subscription-intent-dialog';
import { subscriptionBody, subscriptionIntentSpec } from './subscription-intent';

/** Pause now or from a day, optionally resuming by itself on a later day. */
export function PauseDialog({ subscription, opened, onClose }: { subscription: Subscription; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const timeZone = useTimeZone();
  const [when, setWhen] = useState<'now' | 'date'>('now');
  const [pauseDay, setPauseDay] = useState('');
  const [resumeDay, setResumeDay] = useState('');
  const [errors, setErrors] = useState<{ pause?: string; resume?: string }>({});

  const spec = () => {
    const found: typeof errors = {};
    if (when === 'date' && !pauseDay) found.pause = t('pause.dayRequired');
    const pauseAt = when === 'date' && pauseDay ? dayStartInstant(pauseDay, timeZone) : 'now';
    const resumeAt = resumeDay ? dayStartInstant(resumeDay, timeZone) : null;
    if (resumeAt && pauseAt && pauseAt !== 'now' && resumeAt <= pauseAt) found.resume = t('pause.resumeAfterPause');
    setErrors(found);
    if (found.pause || found.resume || !pauseAt) return null;
    return subscriptionIntentSpec(subscription.id, 'pause', subscriptionBody({ at: pauseAt, resumeAt }));
  };

  return (
    <SubscriptionIntentDialog
      subscriptionId={subscription.id}
      kind="pause"
      opened={opened}
      onClose={onClose}
      title={t('pause.title')}
      question={t('pause.question', { customer: subscription.customerName })}
      confirmLabel={t('pause.confirm')}
      spec={spec}
      done={t('pause.done')}
      onRefused={(failure) => {
        const pointer = failure.errors[0]?.source?.pointer ?? '';
        if (pointer.endsWith('/at')) setErrors({ pause: t('pause.dayInvalid') });
        else if (pointer.endsWith('/resumeAt')) setErrors({ resume: t('pause.resumeAfterPause') });
        else return false;
        return true;
      }}
    >
      <Stack gap="sm">
        <Radio.Group label={t('pause.when')} value={when} onChange={(value) => setWhen(value === 'date' ? 'date' : 'now')}>
          <Stack gap="xs" mt="xs">
            <Radio value="now" label={t('pause.now')} />
            <Radio value="date" label={t('pause.onDay')} />
          </Stack>
        </Radio.Group>
        {when === 'date' && <DateField label={t('pause.day')} value={pauseDay} onChange={setPauseDay} error={errors.pause} withAsterisk />}
        <DateField label={t('pause.resumeDay')} value={resumeDay} onChange={setResumeDay} error={errors.resume} />
      </Stack>
    </SubscriptionIntentDialog>
  );
}
