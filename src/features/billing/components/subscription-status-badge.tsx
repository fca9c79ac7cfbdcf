import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@/lib/contract/billing';
import { subscriptionStatusColors } from '../model/subscription-status';

export function SubscriptionStatusBadge({ status, remindersSent }: { status: SubscriptionStatus; remindersSent?: number }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={subscriptionStatusColors[status]} variant="light">
      {status === 'past-due' && remindersSent !== undefined ? t('status.pastDueReminders', { count: remindersSent }) : t(`status.${status}`)}
    </Badge>
  );
}
