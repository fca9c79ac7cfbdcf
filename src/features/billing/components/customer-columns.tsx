import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { Customer } from '../api/billing-model';
import { Volume } from './volume';

export function useCustomerColumns(): ListColumn<Customer>[] {
  const { t } = useTranslation('billing');
  const { dateTime, number, country } = useLocaleFormat();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('columns.customer'),
        rowHeader: true,
        hideable: false,
        width: 220,
        grow: 2,
        card: 'title',
        cell: (row) => (
          <Stack gap={0}>
            <Text span size="sm" fw={500} truncate="end">
              <bdi>{row.name}</bdi>
            </Text>
            <Text span size="xs" c="dimmed" truncate="end">
              <bdi>{row.email}</bdi>
            </Text>
          </Stack>
        ),
      },
      { id: 'country', header: t('columns.country'), width: 130, priority: 3, cell: (row) => country(row.country) ?? '—' },
      { id: 'payments', header: t('columns.payments'), width: 100, align: 'end', priority: 2, cell: (row) => number(row.payments) },
      {
        id: 'volume',
        header: t('columns.volume'),
        width: 150,
        align: 'end',
        card: 'amount',
        cell: (row) => <Volume volume={row.volume} none={t('columns.none')} />,
      },
      { id: 'openSubscriptions', header: t('columns.openSubscriptions'), width: 130, align: 'end', priority: 1, cell: (row) => number(row.openSubscriptions) },
      { id: 'createdAt', header: t('columns.created'), width: 150, priority: 4, card: 'when', cell: (row) => <bdi>{dateTime(row.createdAt)}</bdi> },
    ],
    [t, dateTime, number, country],
  );
}
