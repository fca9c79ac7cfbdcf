import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { Payout } from '../api/payouts-api';
import { personName } from '../model/labels';
import { PayoutAmount } from './payout-amount';
import { PayoutMethodText } from './payout-method-text';
import { PayoutStatusBadge } from './payout-status-badge';

/**
 * The payouts list's columns. The amount is the row's key: the frame links it to the payout's
 * details. A phone card shows amount, status, who asked, the method and when.
 */
export function usePayoutColumns(): ListColumn<Payout>[] {
  const { t } = useTranslation('payouts');
  const formatDateTime = useLocaleFormat().dateTime;
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
        cell: (row) => <PayoutAmount amount={row.amount} currency={row.currency} fw={500} />,
      },
      { id: 'status', header: t('list.columns.status'), width: 150, card: 'status', cell: (row) => <PayoutStatusBadge status={row.status} /> },
      {
        id: 'method',
        header: t('list.columns.method'),
        width: 200,
        grow: 2,
        priority: 2,
        card: 'amount',
        cell: (row) => <PayoutMethodText method={row.method} />,
      },
      {
        id: 'requestedBy',
        header: t('list.columns.requestedBy'),
        width: 180,
        priority: 3,
        card: 'who',
        cell: (row) => (
          <Text span size="sm" truncate="end" title={personName(row.requestedBy)}>
            <bdi>{row.requestedBy.name || row.requestedBy.email}</bdi>
          </Text>
        ),
      },
      { id: 'createdAt', header: t('list.columns.created'), width: 160, priority: 1, card: 'when', cell: (row) => <bdi>{formatDateTime(row.createdAt)}</bdi> },
    ],
    [t, formatDateTime],
  );
}
