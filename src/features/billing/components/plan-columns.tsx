import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { Plan } from '../api/billing-model';
import { Volume } from './volume';
import { intervalLabel } from '../model/interval-label';

export function usePlanColumns(): ListColumn<Plan>[] {
  const { t } = useTranslation('billing');
  const { dateTime, number } = useLocaleFormat();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('columns.plan'),
        rowHeader: true,
        hideable: false,
        width: 200,
        grow: 2,
        card: 'title',
        cell: (row) => (
          <Text span size="sm" fw={500} truncate="end">
            <bdi>{row.name}</bdi>
          </Text>
        ),
      },
      {
        id: 'prices',
        header: t('columns.prices'),
        width: 140,
        align: 'end',
        card: 'amount',
        cell: (row) => <Volume volume={row.prices} none={t('columns.none')} />,
      },
      { id: 'interval', header: t('columns.interval'), width: 140, cell: (row) => intervalLabel(t, row.interval, row.intervalCount) },
      {
        id: 'status',
        header: t('columns.status'),
        width: 110,
        card: 'status',
        cell: (row) => (
          <Badge variant="light" color={row.status === 'active' ? 'green' : 'gray'}>
            {t(`plan.status.${row.status}`)}
          </Badge>
        ),
      },
      {
        id: 'trialDays',
        header: t('columns.trial'),
        width: 100,
        priority: 3,
        cell: (row) => (row.trialDays ? t('plan.trialDays', { count: row.trialDays }) : t('columns.none')),
      },
      { id: 'subscriptions', header: t('columns.subscriptions'), width: 120, align: 'end', priority: 1, cell: (row) => number(row.subscriptions) },
      { id: 'createdAt', header: t('columns.created'), width: 150, priority: 4, card: 'when', cell: (row) => <bdi>{dateTime(row.createdAt)}</bdi> },
    ],
    [t, dateTime, number],
  );
}
