import { Badge } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useDateFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { ReserveRequest } from '../api/balances-api';

/** The reserve's releases: the day (the row's key), the amount, how many holds, scheduled or released. */
export function useReserveRequestColumns(): ListColumn<ReserveRequest>[] {
  const { t, i18n } = useTranslation('balances');
  const locale = intlLocale(i18n.language);
  const dates = useDateFormat();
  return useMemo(
    () => [
      {
        id: 'releaseOn',
        header: t('rollings.columns.releaseOn'),
        rowHeader: true,
        hideable: false,
        width: 140,
        card: 'title',
        cell: (row) => <bdi>{dates.day(row.releaseOn)}</bdi>,
      },
      {
        id: 'amount',
        header: t('rollings.columns.amount'),
        width: 140,
        align: 'end',
        card: 'amount',
        cell: (row) => <bdi>{formatMoney(row.amount, row.currency, locale)}</bdi>,
      },
      {
        id: 'status',
        header: t('rollings.columns.status'),
        width: 120,
        priority: 1,
        card: 'status',
        cell: (row) => (
          <Badge color={row.status === 'released' ? 'teal' : 'blue'} variant="light">
            {t(`rollings.status.${row.status}`)}
          </Badge>
        ),
      },
      { id: 'currency', header: t('rollings.columns.currency'), width: 100, priority: 2, cell: (row) => row.currency },
      {
        id: 'holdCount',
        header: t('rollings.columns.holds'),
        width: 120,
        priority: 3,
        card: 'when',
        cell: (row) => t('rollings.holdCount', { count: row.holdCount }),
      },
    ],
    [t, locale, dates],
  );
}
