import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/format';
import type { Subscription } from '../api/billing-model';

/** A subscription being recovered: since when, how many reminders went out, and what comes next. */
export function DunningSummary({ subscription: s, reminders }: { subscription: Subscription; reminders: number }) {
  const { t } = useTranslation('billing');
  const { dateTime } = useLocaleFormat();
  if (!s.dunning || (s.status !== 'past-due' && s.status !== 'halted')) return null;
  const d = s.dunning;
  return (
    <Alert
      color={s.status === 'halted' ? 'red' : 'orange'}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t(s.status === 'halted' ? 'dunning.haltedTitle' : 'dunning.title')}
    >
      <Text size="sm">{t('dunning.failedAt', { date: dateTime(d.failedAt) })}</Text>
      <Text size="sm">{t('dunning.remindersSent', { sent: d.remindersSent, total: reminders })}</Text>
      {s.status === 'past-due' && d.nextRetryAt && <Text size="sm">{t('dunning.nextRetry', { date: dateTime(d.nextRetryAt) })}</Text>}
      {s.status === 'past-due' && d.haltsAt && <Text size="sm">{t('dunning.haltsAt', { date: dateTime(d.haltsAt) })}</Text>}
    </Alert>
  );
}
