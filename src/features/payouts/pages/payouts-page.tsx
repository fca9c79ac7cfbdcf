import { Button, Stack, Title } from '@mantine/core';
import { IconBuildingBank, IconCashBanknoteMove } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, queryState, useListParams, type ListAction, type ListDefinition } from '@/components/list-page';
import { EmptyState } from '@/components/states';
import { usePermission } from '@/features/permissions';
import { useTimeZone } from '@/features/preferences';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { BALANCES_READ, PAYOUTS_WRITE } from '@/lib/contract/money-permissions';
import { knownCurrencies } from '@/lib/money';
import { useAppSelector } from '@/lib/store';
import { useListPayoutsQuery, usePayoutBalancesQuery } from '../api/payouts-api';
import { usePayoutColumns } from '../components/payout-columns';
import { RequestIntentNotice } from '../components/request-intent-notice';
import { RequestPayoutDialog } from '../components/request-payout-dialog';
import { usePayoutStatusLabel } from '../model/labels';
import { PAYOUTS_LIST_ID, PAYOUTS_PAGE_SIZE, payoutFilterFields, payoutSortable, toPayoutFilters } from '../model/payouts-list';
import { payoutHref } from '@/config/paths';

/** A project's money leaves from its organization: the page says so instead of an empty list. */
function ProjectWorkspace() {
  const { t } = useTranslation('payouts');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <EmptyState title={t('organizationOnlyTitle')} text={t('organizationOnly')} icon={<IconBuildingBank size={36} aria-hidden />} />
    </Stack>
  );
}

function OrganizationPayouts({ resourceId, name }: { resourceId: string; name: string }) {
  const { t } = useTranslation('payouts');
  const navigate = useNavigate();
  const statusLabel = usePayoutStatusLabel();
  const timeZone = useTimeZone();
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const mayRequest = usePermission(PAYOUTS_WRITE);
  const mayReadBalances = usePermission(BALANCES_READ);
  const balances = usePayoutBalancesQuery(resourceId, { skip: !mayReadBalances });
  const balanceList = balances.data ?? [];
  const currencyKey = balanceList.map((b) => b.currency).join();
  const definition = useMemo<ListDefinition>(
    () => ({
      id: PAYOUTS_LIST_ID,
      filters: payoutFilterFields((key) => t(key), statusLabel, currencyKey ? currencyKey.split(',') : knownCurrencies()),
      sortable: payoutSortable,
      defaultSort: { id: 'createdAt', desc: true },
      pageSize: PAYOUTS_PAGE_SIZE,
    }),
    [t, statusLabel, currencyKey],
  );
  const list = useListParams(definition);
  const { params } = list;
  const filters = useMemo(() => toPayoutFilters(params.filters, timeZone), [params.filters, timeZone]);
  const sort = params.sort ? `${params.sort.desc ? '-' : ''}${params.sort.id}` : '-createdAt';
  const query = useListPayoutsQuery({ resourceId, filters, sort, page: params.page, pageSize: params.pageSize });
  const columns = usePayoutColumns();
  const [requesting, setRequesting] = useState(false);
  const canRequest = mayRequest && balanceList.length > 0;
  const actions: ListAction[] = mayRequest
    ? [
        {
          id: 'request',
          label: t('request.open'),
          icon: <IconCashBanknoteMove size={18} aria-hidden />,
          onClick: () => setRequesting(true),
          disabled: !canRequest,
          primary: true,
        },
      ]
    : [];
  const caption = t('list.label', { name });

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('description', { name })}
        actions={actions}
        notice={<RequestIntentNotice resourceId={resourceId} dialogOpen={requesting} />}
        list={list}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        getRowId={(row) => row.id}
        rowHref={(row) => payoutHref(row.id)}
        label={caption}
        {...queryState(query)}
        empty={{
          title: t('list.emptyTitle'),
          text: t('list.emptyText'),
          icon: <IconCashBanknoteMove size={36} aria-hidden />,
          action: canRequest ? <Button onClick={() => setRequesting(true)}>{t('request.open')}</Button> : undefined,
        }}
        userId={userId}
      />
      {canRequest && (
        <RequestPayoutDialog
          key={currencyKey}
          resourceId={resourceId}
          balances={balanceList}
          opened={requesting}
          onClose={() => setRequesting(false)}
          onDone={(payout) => {
            setRequesting(false);
            void navigate(payoutHref(payout.id));
          }}
        />
      )}
    </>
  );
}

/** `/payouts`: the organization's payouts (filters in the URL), requesting one, and any request whose outcome is open. */
export function PayoutsPage() {
  const workspace = useAppSelector(selectSelectedResource);
  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  if (workspace.resourceType !== 'organization') return <ProjectWorkspace />;
  return <OrganizationPayouts key={workspace.id} resourceId={workspace.id} name={workspace.name} />;
}
