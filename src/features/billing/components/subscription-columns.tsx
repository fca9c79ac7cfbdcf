import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { Subscription } from '../api/billing-model';
import { Money } from './money';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/** The subscriptions list's columns; the customer is the row's key and leads to the subscription. */
export function useSubscriptionColumns(): ListColumn<Subscription>[] {
  const { t } = useTranslation('billing');
  const { dateTime } = useLocaleFormat();
  return useMemo(
    () => [
      {
        id: 'customer',
        header: t('columns.customer'),
        rowHeader: true,
        hideable: false,
        width: 200,
        grow: 2,
        card: 'title',
        cell: (row) => (
          <Stack gap={0}>
            <Text span size="sm" fw={500} truncate="end">
              <bdi>{row.customerName}</bdi>
            </Text>
            <Text span size="xs" c="dimmed" truncate="end">
              <bdi>{row.customerEmail}</bdi>
            </Text>
          </Stack>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        width: 150,
        card: 'status',
        cell: (row) => <SubscriptionStatusBadge status={row.status} remindersSent={row.dunning?.remindersSent} />,
      },
      { id: 'plan', header: t('columns.plan'), width: 150, priority: 2, cell: (row) => <bdi>{row.planName}</bdi> },
      {
        id: 'amount',
        header: t('columns.amount'),
        width: 120,
        align: 'end',
        card: 'amount',
        cell: (row) => <Money amount={row.amount} currency={row.currency} />,
      },
      {
        id: 'currentPeriodEnd',
        header: t('columns.period'),
        width: 170,
        priority: 3,
        cell: (row) => <bdi>{`${dateTime(row.currentPeriodStart, false)} – ${dateTime(row.currentPeriodEnd, false)}`}</bdi>,
      },
      {
        id: 'nextPaymentAt',
        header: t('columns.nextPayment'),
        width: 150,
        priority: 1,
        card: 'when',
        cell: (row) =>
          row.nextPaymentAt ? (
            <bdi>{dateTime(row.nextPaymentAt)}</bdi>
          ) : (
            <Text span size="sm" c="dimmed">
              {t('columns.none')}
            </Text>
          ),
      },
      { id: 'createdAt', header: t('columns.created'), width: 150, priority: 4, cell: (row) => <bdi>{dateTime(row.createdAt)}</bdi> },
    ],
    [t, dateTime],
  );
}
