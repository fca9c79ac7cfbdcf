import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import { useDateFormat } from '@/lib/dates';
import type { Settlement } from '../api/settlements-api';
import { periodDays } from '../model/period';
import { Money } from './money';
import { SettlementStatusBadge } from './settlement-status-badge';

/**
 * The list's columns (about 900 px). The amount is the row's key and links to the settlement's
 * statement; a phone card shows amount, status, period and payment date.
 */
export function useSettlementColumns(): ListColumn<Settlement>[] {
  const { t } = useTranslation('settlements');
  const formatDateTime = useLocaleFormat().dateTime;
  const { dayRange } = useDateFormat();
  return useMemo(
    () => [
      {
        id: 'amount',
        header: t('list.columns.amount'),
        rowHeader: true,
        hideable: false,
        width: 150,
        align: 'end',
        card: 'title',
        cell: (s) => <Money amount={s.amount} currency={s.currency} />,
      },
      { id: 'status', header: t('list.columns.status'), width: 120, priority: 1, card: 'status', cell: (s) => <SettlementStatusBadge status={s.status} /> },
      {
        id: 'period',
        header: t('list.columns.period'),
        width: 220,
        card: 'who',
        cell: (s) => {
          const { from, to } = periodDays(s.periodFrom, s.periodTo);
          return <bdi>{dayRange(from, to)}</bdi>;
        },
      },
      {
        id: 'paidAt',
        header: t('list.columns.paidAt'),
        width: 160,
        priority: 2,
        card: 'when',
        cell: (s) => (s.paidAt ? <bdi>{formatDateTime(s.paidAt)}</bdi> : '—'),
      },
      { id: 'currency', header: t('list.columns.currency'), width: 90, priority: 3, cell: (s) => <bdi>{s.currency}</bdi> },
      {
        id: 'method',
        header: t('list.columns.method'),
        width: 200,
        priority: 4,
        cell: (s) =>
          s.method ? (
            <Text span size="sm" truncate="end" title={s.method.label ?? undefined}>
              {s.method.label ?? <bdi>{s.method.masked}</bdi>}
            </Text>
          ) : (
            '—'
          ),
      },
      { id: 'lineCount', header: t('list.columns.lines'), width: 90, priority: 5, align: 'end', cell: (s) => <bdi>{s.lineCount}</bdi> },
    ],
    [t, formatDateTime, dayRange],
  );
}
