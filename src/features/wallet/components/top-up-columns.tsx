import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { MoneyAmount } from '@/features/payouts';
import { useLocaleFormat } from '@/lib/format';
import type { TopUp } from '../api/wallet-api';
import { topUpStatusColor, useWalletLabel } from '../model/labels';

export function TopUpStatusBadge({ status }: { status: string }) {
  const label = useWalletLabel('topUpStatus');
  return (
    <Badge color={topUpStatusColor(status)} variant="light">
      {label(status)}
    </Badge>
  );
}

/** The top-ups list's columns: amount (the row's link), status, the reference to quote, who and when. */
export function useTopUpColumns(): ListColumn<TopUp>[] {
  const { t } = useTranslation('wallet');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(
    () => [
      {
        id: 'amount',
        header: t('topUps.columns.amount'),
        rowHeader: true,
        hideable: false,
        width: 150,
        align: 'end',
        card: 'title',
        cell: (row) => <MoneyAmount amount={row.amount} currency={row.currency} fw={500} />,
      },
      { id: 'status', header: t('topUps.columns.status'), width: 140, card: 'status', cell: (row) => <TopUpStatusBadge status={row.status} /> },
      {
        id: 'reference',
        header: t('topUps.columns.reference'),
        width: 150,
        priority: 2,
        card: 'amount',
        cell: (row) => (
          <Text span size="sm" ff="monospace" dir="ltr">
            {row.reference}
          </Text>
        ),
      },
      {
        id: 'requestedBy',
        header: t('topUps.columns.requestedBy'),
        width: 170,
        priority: 3,
        card: 'who',
        cell: (row) => <bdi>{row.requestedBy.name || row.requestedBy.email}</bdi>,
      },
      {
        id: 'createdAt',
        header: t('topUps.columns.created'),
        width: 160,
        priority: 1,
        card: 'when',
        cell: (row) => <bdi>{formatDateTime(row.createdAt)}</bdi>,
      },
    ],
    [t, formatDateTime],
  );
}
