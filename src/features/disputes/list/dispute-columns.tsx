import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '@/components/list-page';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useFormatDateTime } from '@/features/preferences';
import type { DisputeRow } from '../api/list-disputes';
import { DeadlineText } from '../components/deadline-text';
import { useDisputeLabels } from '../model/labels';

const Mono = ({ children }: { children: string }) => (
  <Text span size="sm" ff="monospace" dir="ltr" truncate="end">
    {children}
  </Text>
);

/** The disputes table's columns; the ids of sortable ones are the server's sort fields. */
export function useDisputeColumns(now: number): ListColumn<DisputeRow>[] {
  const { t, i18n } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const formatDate = useFormatDateTime();
  const locale = intlLocale(i18n.language);

  return useMemo<ListColumn<DisputeRow>[]>(
    () => [
      {
        id: 'status',
        header: t('columns.status'),
        width: 210,
        cell: (row) => (
          <Badge variant="light" color={labels.statusColor(row.status)} style={{ maxWidth: '100%' }}>
            {labels.status(row.status)}
          </Badge>
        ),
      },
      {
        id: 'reasonCode',
        header: t('columns.reason'),
        width: 240,
        grow: 2,
        cell: (row) => {
          const title = labels.reasonTitle(row.scheme, row.reasonCode);
          return (
            <Text size="sm" truncate="end" title={`${row.reasonCode} · ${title}`}>
              <bdi>{row.reasonCode}</bdi> · {title}
            </Text>
          );
        },
      },
      { id: 'scheme', header: t('columns.scheme'), width: 120, cell: (row) => labels.scheme(row.scheme) },
      {
        id: 'amount',
        header: t('columns.amount'),
        width: 130,
        align: 'end',
        hideable: false,
        rowHeader: true,
        cell: (row) => (
          <Text span size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
            <bdi>{formatMoney(row.amount, row.currency, locale)}</bdi>
          </Text>
        ),
      },
      {
        id: 'transaction',
        header: t('columns.transaction'),
        width: 170,
        cell: (row, { tabIndex }) => (
          <Anchor component={Link} to={`/transactions/${encodeURIComponent(row.transactionId)}`} tabIndex={tabIndex} size="sm" style={{ maxWidth: '100%' }}>
            <Mono>{row.transactionId}</Mono>
          </Anchor>
        ),
      },
      {
        id: 'customer',
        header: t('columns.customer'),
        width: 190,
        grow: 1.5,
        cell: (row) => (
          <Stack gap={0} miw={0}>
            <Text size="sm" truncate="end">{row.customer.name || '—'}</Text>
            {row.customer.email && <Text size="xs" c="dimmed" truncate="end" dir="ltr">{row.customer.email}</Text>}
          </Stack>
        ),
      },
      { id: 'openedAt', header: t('columns.opened'), width: 150, cell: (row) => <bdi>{formatDate(row.openedAt)}</bdi> },
      {
        id: 'deadlineAt',
        header: t('columns.deadline'),
        width: 170,
        hideable: false,
        cell: (row) => <DeadlineText deadlineAt={row.deadlineAt} status={row.status} now={now} />,
      },
    ],
    [t, labels, formatDate, locale, now],
  );
}
