import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { Review } from '../api/review-model';
import { reviewStatusColor } from './review-status';

/** The queue's columns: the amount (the row's link), the rule that held it and why, how long it has waited. */
export function useReviewColumns(): ListColumn<Review>[] {
  const { t } = useTranslation('antifraud');
  const { dateTime, money } = useLocaleFormat();
  return useMemo(
    () => [
      {
        id: 'amount',
        header: t('reviews.columns.amount'),
        rowHeader: true,
        hideable: false,
        width: 140,
        align: 'end',
        card: 'title',
        cell: (row) => (
          <Text span size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
            <bdi>{money(row.amount, row.currency)}</bdi>
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('reviews.columns.status'),
        width: 150,
        card: 'status',
        cell: (row) => (
          <Badge variant="light" color={reviewStatusColor[row.status]}>
            {t(`reviews.status.${row.status}`)}
          </Badge>
        ),
      },
      {
        id: 'ruleName',
        header: t('reviews.columns.rule'),
        width: 200,
        grow: 1,
        cell: (row) => (
          <Text span size="sm" truncate="end">
            <bdi>{row.ruleName}</bdi>
          </Text>
        ),
      },
      {
        id: 'reason',
        header: t('reviews.columns.reason'),
        width: 280,
        grow: 2,
        priority: 2,
        cell: (row) => (
          <Text span size="sm" ff="monospace" dir="ltr" truncate="end">
            {row.reason}
          </Text>
        ),
      },
      { id: 'openedAt', header: t('reviews.columns.opened'), width: 160, card: 'when', cell: (row) => <bdi>{dateTime(row.openedAt)}</bdi> },
    ],
    [t, dateTime, money],
  );
}
