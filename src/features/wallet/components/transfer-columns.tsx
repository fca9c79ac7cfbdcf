import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { MoneyAmount, PayoutStatusBadge } from '@/features/payouts';
import { useLocaleFormat } from '@/lib/format';
import type { Transfer } from '../api/wallet-api';
import { useWalletLabel } from '../model/labels';

/** The destination as the lists and pages show it: label or holder, and the masked number, isolated. */
export function DestinationText({ destination }: { destination: Transfer['destination'] }) {
  const name = destination.label || destination.holderName;
  return (
    <Text span size="sm" truncate="end">
      {/* The separator stands between the two isolates, so each side keeps its place in either direction. */}
      {name && (
        <>
          <bdi>{name}</bdi>
          {' · '}
        </>
      )}
      <bdi dir="ltr">{destination.masked}</bdi>
    </Text>
  );
}

/** The transfers list's columns: amount (the row's link), type, status, destination, when. */
export function useTransferColumns(): ListColumn<Transfer>[] {
  const { t } = useTranslation('wallet');
  const typeLabel = useWalletLabel('transferType');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(
    () => [
      {
        id: 'amount',
        header: t('transfers.columns.amount'),
        rowHeader: true,
        hideable: false,
        width: 150,
        align: 'end',
        card: 'title',
        cell: (row) => <MoneyAmount amount={row.transferType === 'transfer' ? -row.amount : row.amount} currency={row.currency} fw={500} />,
      },
      {
        id: 'type',
        header: t('transfers.columns.type'),
        width: 150,
        priority: 2,
        cell: (row) => (
          <Badge variant="outline" color={row.transferType === 'transfer' ? 'gray' : 'grape'}>
            {typeLabel(row.transferType)}
          </Badge>
        ),
      },
      { id: 'status', header: t('transfers.columns.status'), width: 150, card: 'status', cell: (row) => <PayoutStatusBadge status={row.status} /> },
      {
        id: 'destination',
        header: t('transfers.columns.destination'),
        width: 220,
        grow: 2,
        priority: 2,
        card: 'amount',
        cell: (row) => <DestinationText destination={row.destination} />,
      },
      {
        id: 'createdAt',
        header: t('transfers.columns.created'),
        width: 160,
        priority: 1,
        card: 'when',
        cell: (row) => <bdi>{formatDateTime(row.createdAt)}</bdi>,
      },
    ],
    [t, typeLabel, formatDateTime],
  );
}
