import { Button } from '@mantine/core';
import { IconCashPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, queryState, useListParams, type ListAction, type ListDefinition } from '@/components/list-page';
import { usePermission } from '@/features/permissions';
import { useTimeZone } from '@/features/preferences';
import { selectCurrentUser } from '@/features/session';
import { topUpHref } from '@/config/paths';
import { TOP_UPS_WRITE } from '@/lib/contract/money-permissions';
import { topUpStatuses } from '@/lib/contract/wallet';
import { useAppSelector } from '@/lib/store';
import { useListTopUpsQuery } from '../api/wallet-api';
import { RequestTopUpDialog } from '../components/request-top-up-dialog';
import { useTopUpColumns } from '../components/top-up-columns';
import { WalletGate, type WalletHolder } from '../components/wallet-gate';
import { useWalletLabel } from '../model/labels';
import { choiceField, createdField, currencyField, PAGE_SIZE, sortOf, toFilters } from '../model/lists';

/** What a wallet may be topped up in (the provider's client-money accounts). */
export const TOP_UP_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
const SORTABLE = ['createdAt', 'amount', 'status', 'currency'] as const;

function TopUps({ resourceId, name }: WalletHolder) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const statusLabel = useWalletLabel('topUpStatus');
  const timeZone = useTimeZone();
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const mayRequest = usePermission(TOP_UPS_WRITE);
  const definition = useMemo<ListDefinition>(
    () => ({
      id: 'top-ups',
      filters: [
        choiceField('status', t('topUps.columns.status'), topUpStatuses, statusLabel),
        currencyField(t('topUps.columns.currency'), TOP_UP_CURRENCIES),
        createdField(t('topUps.columns.created')),
      ],
      sortable: SORTABLE,
      defaultSort: { id: 'createdAt', desc: true },
      pageSize: PAGE_SIZE,
    }),
    [t, statusLabel],
  );
  const list = useListParams(definition);
  const { params } = list;
  const filters = useMemo(() => toFilters(params.filters, timeZone), [params.filters, timeZone]);
  const query = useListTopUpsQuery({ resourceId, filters, sort: sortOf(params.sort), page: params.page, pageSize: params.pageSize });
  const columns = useTopUpColumns();
  const [requesting, setRequesting] = useState(false);
  const actions: ListAction[] = mayRequest
    ? [{ id: 'request', label: t('topUp.open'), icon: <IconCashPlus size={18} aria-hidden />, onClick: () => setRequesting(true), primary: true }]
    : [];

  return (
    <>
      <ListPage
        title={t('topUps.title')}
        description={t('topUps.description', { name })}
        actions={actions}
        list={list}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        getRowId={(row) => row.id}
        rowHref={(row) => topUpHref(row.id)}
        label={t('topUps.label', { name })}
        {...queryState(query)}
        empty={{
          title: t('topUps.emptyTitle'),
          text: t('topUps.emptyText'),
          icon: <IconCashPlus size={36} aria-hidden />,
          action: mayRequest ? <Button onClick={() => setRequesting(true)}>{t('topUp.open')}</Button> : undefined,
        }}
        userId={userId}
      />
      {mayRequest && (
        <RequestTopUpDialog
          resourceId={resourceId}
          currencies={TOP_UP_CURRENCIES}
          opened={requesting}
          onClose={() => setRequesting(false)}
          onDone={(topUp) => {
            setRequesting(false);
            void navigate(topUpHref(topUp.id));
          }}
        />
      )}
    </>
  );
}

/** `/wallet/top-ups`: requests to add money to the wallet by bank transfer, and a new one. */
export function TopUpsPage() {
  const { t } = useTranslation('wallet');
  return <WalletGate title={t('topUps.title')}>{(holder) => <TopUps key={holder.resourceId} {...holder} />}</WalletGate>;
}
