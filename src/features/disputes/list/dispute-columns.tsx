import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '@/components/list-page';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useLocaleFormat } from '@/lib/format';
import type { DisputeRow } from '../api/list-disputes';
import { DeadlineText } from '../components/deadline-text';
import { useDisputeLabels } from '../model/labels';

const Mono = ({ children }: { children: string }) => (
  <Text span size="sm" ff="monospace" dir="ltr" truncate="end">
    {children}
  </Text>
);

/**
 * The disputes table's columns; the ids of sortable ones are the server's sort fields. The amount
 * (the key, linking to the dispute) first, then what to act on: status and "Respond by" (the list's
 * order); the defaults take about 1,100 px, "Opened" is in the column chooser. A phone card shows
 * the amount, status, customer and deadline.
 */
export function useDisputeColumns(now: number): ListColumn<DisputeRow>[] {
  const { t, i18n } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const formatDate = useLocaleFormat().dateTime;
  const locale = intlLocale(i18n.language);

  return useMemo<ListColumn<DisputeRow>[]>(
    () => [
      {
        id: 'amount',
        header: t('columns.amount'),
        width: 120,
        card: 'title',
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
        id: 'status',
        header: t('columns.status'),
        width: 170,
        priority: 1,
        card: 'status',
        cell: (row) => (
          <Badge variant="light" color={labels.statusColor(row.status)} style={{ maxWidth: '100%' }}>
            {labels.status(row.status)}
          </Badge>
        ),
      },
      {
        id: 'deadlineAt',
        header: t('columns.deadline'),
        width: 160,
        card: 'when',
        hideable: false,
        cell: (row) => <DeadlineText deadlineAt={row.deadlineAt} status={row.status} now={now} />,
      },
      {
        id: 'reasonCode',
        header: t('columns.reason'),
        width: 200,
        priority: 2,
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
      {
        id: 'customer',
        header: t('columns.customer'),
        width: 170,
        priority: 3,
        card: 'who',
        grow: 1.5,
        cell: (row) => (
          <Stack gap={0} miw={0}>
            <Text size="sm" truncate="end">
              {row.customer.name || '—'}
            </Text>
            {row.customer.email && (
              <Text size="xs" c="dimmed" truncate="end" dir="ltr">
                {row.customer.email}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'transaction',
        header: t('columns.transaction'),
        width: 170,
        priority: 4,
        cell: (row, { tabIndex }) => (
          <Anchor component={Link} to={`/transactions/${encodeURIComponent(row.transactionId)}`} tabIndex={tabIndex} size="sm" style={{ maxWidth: '100%' }}>
            <Mono>{row.transactionId}</Mono>
          </Anchor>
        ),
      },
      { id: 'scheme', header: t('columns.scheme'), width: 110, priority: 5, cell: (row) => labels.scheme(row.scheme) },
      { id: 'openedAt', header: t('columns.opened'), width: 150, defaultHidden: true, cell: (row) => <bdi>{formatDate(row.openedAt)}</bdi> },
    ],
    [t, labels, formatDate, locale, now],
  );
}
