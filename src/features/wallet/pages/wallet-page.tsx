import { Anchor, Text } from '@mantine/core';
import { IconArrowsTransferUp, IconCashPlus, IconPigMoney } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListPage, queryState, useListParams, type ListAction, type ListColumn, type ListDefinition } from '@/components/list-page';
import { MoneyAmount } from '@/features/payouts';
import { usePermission } from '@/features/permissions';
import { useTimeZone } from '@/features/preferences';
import { selectCurrentUser } from '@/features/session';
import { TOP_UPS_PATH, TRANSFERS_PATH, topUpHref, transferHref } from '@/config/paths';
import { TOP_UPS_READ, TRANSFERS_READ } from '@/lib/contract/money-permissions';
import { walletEntryTypes } from '@/lib/contract/wallet';
import { useLocaleFormat } from '@/lib/format';
import { useAppSelector } from '@/lib/store';
import { useListWalletEntriesQuery, useWalletSummaryQuery, type WalletEntry } from '../api/wallet-api';
import { WalletBalances } from '../components/wallet-balances';
import { WalletGate, type WalletHolder } from '../components/wallet-gate';
import { useWalletLabel } from '../model/labels';
import { choiceField, createdField, currencyField, PAGE_SIZE, sortOf, toFilters } from '../model/lists';

const SORTABLE = ['createdAt', 'amount', 'currency'] as const;

/** Where an entry comes from: its top-up or transfer, linked when the user may open it. */
const sourceHref = (entry: WalletEntry) => (entry.sourceType === 'top-up' ? topUpHref(entry.sourceId) : transferHref(entry.sourceId));

function useEntryColumns(mayOpen: (entry: WalletEntry) => boolean): ListColumn<WalletEntry>[] {
  const { t } = useTranslation('wallet');
  const typeLabel = useWalletLabel('entryType');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(
    () => [
      {
        id: 'amount',
        header: t('entries.columns.amount'),
        rowHeader: true,
        hideable: false,
        width: 150,
        align: 'end',
        card: 'title',
        cell: (row) => <MoneyAmount amount={row.amount} currency={row.currency} fw={500} />,
      },
      {
        id: 'type',
        header: t('entries.columns.type'),
        width: 170,
        card: 'status',
        cell: (row) =>
          mayOpen(row) ? (
            <Anchor component={Link} to={sourceHref(row)} size="sm">
              {typeLabel(row.type)}
            </Anchor>
          ) : (
            <Text span size="sm">
              {typeLabel(row.type)}
            </Text>
          ),
      },
      {
        id: 'balanceAfter',
        header: t('entries.columns.balanceAfter'),
        width: 160,
        align: 'end',
        priority: 2,
        card: 'amount',
        cell: (row) => <MoneyAmount amount={row.balanceAfter} currency={row.currency} />,
      },
      {
        id: 'createdAt',
        header: t('entries.columns.created'),
        width: 170,
        priority: 1,
        card: 'when',
        cell: (row) => <bdi>{formatDateTime(row.createdAt)}</bdi>,
      },
    ],
    [t, typeLabel, formatDateTime, mayOpen],
  );
}

function Wallet({ resourceId, name }: WalletHolder) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const typeLabel = useWalletLabel('entryType');
  const timeZone = useTimeZone();
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const mayReadTopUps = usePermission(TOP_UPS_READ);
  const mayReadTransfers = usePermission(TRANSFERS_READ);
  const summary = useWalletSummaryQuery(resourceId);
  const currencyKey = (summary.data ?? []).map((b) => b.currency).join();
  const definition = useMemo<ListDefinition>(
    () => ({
      id: 'wallet-entries',
      filters: [
        choiceField('type', t('entries.columns.type'), walletEntryTypes, typeLabel),
        currencyField(t('entries.columns.currency'), currencyKey ? currencyKey.split(',') : ['EUR']),
        createdField(t('entries.columns.created')),
      ],
      sortable: SORTABLE,
      defaultSort: { id: 'createdAt', desc: true },
      pageSize: PAGE_SIZE,
    }),
    [t, typeLabel, currencyKey],
  );
  const list = useListParams(definition);
  const { params } = list;
  const filters = useMemo(() => toFilters(params.filters, timeZone), [params.filters, timeZone]);
  const query = useListWalletEntriesQuery({ resourceId, filters, sort: sortOf(params.sort), page: params.page, pageSize: params.pageSize });
  const mayOpen = useCallback((entry: WalletEntry) => (entry.sourceType === 'top-up' ? mayReadTopUps : mayReadTransfers), [mayReadTopUps, mayReadTransfers]);
  const columns = useEntryColumns(mayOpen);
  const actions: ListAction[] = [
    ...(mayReadTopUps
      ? [{ id: 'top-ups', label: t('wallet.topUps'), icon: <IconCashPlus size={18} aria-hidden />, onClick: () => void navigate(TOP_UPS_PATH) }]
      : []),
    ...(mayReadTransfers
      ? [{ id: 'transfers', label: t('wallet.transfers'), icon: <IconArrowsTransferUp size={18} aria-hidden />, onClick: () => void navigate(TRANSFERS_PATH) }]
      : []),
  ];

  return (
    <ListPage
      title={t('wallet.title')}
      description={t('wallet.description', { name })}
      actions={actions}
      notice={<WalletBalances balances={summary.data} loading={summary.isLoading} failed={summary.isError} />}
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(row) => row.id}
      label={t('entries.label', { name })}
      {...queryState(query)}
      empty={{ title: t('entries.emptyTitle'), text: t('entries.emptyText'), icon: <IconPigMoney size={36} aria-hidden /> }}
      userId={userId}
    />
  );
}

/** `/wallet`: the wallet's balance per currency and every entry that made it (top-ups in, transfers out). */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  return <WalletGate title={t('wallet.title')}>{(holder) => <Wallet key={holder.resourceId} {...holder} />}</WalletGate>;
}
