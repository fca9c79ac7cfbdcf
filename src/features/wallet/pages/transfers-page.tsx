import { Button } from '@mantine/core';
import { IconArrowsTransferUp } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, queryState, useListParams, type ListAction, type ListDefinition } from '@/components/list-page';
import { usePermission } from '@/features/permissions';
import { usePayoutStatusLabel } from '@/features/payouts';
import { useTimeZone } from '@/features/preferences';
import { selectCurrentUser } from '@/features/session';
import { transferHref } from '@/config/paths';
import { TRANSFERS_WRITE, WALLET_READ } from '@/lib/contract/money-permissions';
import { transferStatuses, transferTypes } from '@/lib/contract/wallet';
import { useAppSelector } from '@/lib/store';
import { useListTransfersQuery, useWalletSummaryQuery } from '../api/wallet-api';
import { SendTransferDialog } from '../components/send-transfer-dialog';
import { useTransferColumns } from '../components/transfer-columns';
import { TransferIntentNotice } from '../components/transfer-intent-notice';
import { WalletGate, type WalletHolder } from '../components/wallet-gate';
import { useWalletLabel } from '../model/labels';
import { choiceField, createdField, currencyField, PAGE_SIZE, sortOf, toFilters } from '../model/lists';

const SORTABLE = ['createdAt', 'amount', 'status', 'currency'] as const;

function Transfers({ resourceId, name, isOrganization }: WalletHolder) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const statusLabel = usePayoutStatusLabel();
  const typeLabel = useWalletLabel('transferType');
  const timeZone = useTimeZone();
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const maySend = usePermission(TRANSFERS_WRITE);
  const mayReadWallet = usePermission(WALLET_READ);
  const summary = useWalletSummaryQuery(resourceId, { skip: !mayReadWallet || !maySend });
  const balances = summary.data ?? [];
  const currencyKey = balances.map((b) => b.currency).join();
  const definition = useMemo<ListDefinition>(
    () => ({
      id: 'transfers',
      filters: [
        choiceField('type', t('transfers.columns.type'), transferTypes, typeLabel),
        choiceField('status', t('transfers.columns.status'), transferStatuses, statusLabel),
        currencyField(t('transfers.columns.currency'), currencyKey ? currencyKey.split(',') : ['EUR', 'USD', 'GBP']),
        createdField(t('transfers.columns.created')),
      ],
      sortable: SORTABLE,
      defaultSort: { id: 'createdAt', desc: true },
      pageSize: PAGE_SIZE,
    }),
    [t, typeLabel, statusLabel, currencyKey],
  );
  const list = useListParams(definition);
  const { params } = list;
  const filters = useMemo(() => toFilters(params.filters, timeZone), [params.filters, timeZone]);
  const query = useListTransfersQuery({ resourceId, filters, sort: sortOf(params.sort), page: params.page, pageSize: params.pageSize });
  const columns = useTransferColumns();
  const [sending, setSending] = useState(false);
  const canSend = maySend && balances.some((b) => b.available > 0);
  const actions: ListAction[] = maySend
    ? [
        {
          id: 'send',
          label: t('send.open'),
          icon: <IconArrowsTransferUp size={18} aria-hidden />,
          onClick: () => setSending(true),
          disabled: !canSend,
          primary: true,
        },
      ]
    : [];

  return (
    <>
      <ListPage
        title={t('transfers.title')}
        description={t('transfers.description', { name })}
        actions={actions}
        notice={<TransferIntentNotice resourceId={resourceId} dialogOpen={sending} />}
        list={list}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        getRowId={(row) => row.id}
        rowHref={(row) => transferHref(row.id)}
        label={t('transfers.label', { name })}
        {...queryState(query)}
        empty={{
          title: t('transfers.emptyTitle'),
          text: t('transfers.emptyText'),
          icon: <IconArrowsTransferUp size={36} aria-hidden />,
          action: canSend ? <Button onClick={() => setSending(true)}>{t('send.open')}</Button> : undefined,
        }}
        userId={userId}
      />
      {canSend && (
        <SendTransferDialog
          key={currencyKey}
          resourceId={resourceId}
          isOrganization={isOrganization}
          balances={balances}
          opened={sending}
          onClose={() => setSending(false)}
          onDone={(transfer) => {
            setSending(false);
            void navigate(transferHref(transfer.id));
          }}
        />
      )}
    </>
  );
}

/** `/transfers`: money sent from the wallet (and its reversals and returns), sending one, and any send whose outcome is open. */
export function TransfersPage() {
  const { t } = useTranslation('wallet');
  return <WalletGate title={t('transfers.title')}>{(holder) => <Transfers key={holder.resourceId} {...holder} />}</WalletGate>;
}
