import { Badge, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams, type ListColumn, type ListDefinition } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useListOldPayoutRequestsQuery, type OldPayoutRequest } from '../api/old-payout-requests';
import { PayoutAmount } from '../components/payout-amount';

const statusColors: Record<string, string> = { pending: 'orange', approved: 'blue', paid: 'teal', rejected: 'red' };

function useColumns(): ListColumn<OldPayoutRequest>[] {
  const { t } = useTranslation('payouts');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(
    () => [
      {
        id: 'id',
        header: t('old.columns.id'),
        rowHeader: true,
        hideable: false,
        width: 180,
        card: 'title',
        cell: (row) => (
          <Text span size="sm" dir="ltr" ff="monospace">
            {row.id}
          </Text>
        ),
      },
      {
        id: 'amount',
        header: t('old.columns.amount'),
        width: 140,
        align: 'end',
        card: 'amount',
        cell: (row) => (row.amount !== null && row.currency ? <PayoutAmount amount={row.amount} currency={row.currency} /> : '—'),
      },
      {
        id: 'status',
        header: t('old.columns.status'),
        width: 130,
        card: 'status',
        cell: (row) =>
          row.status ? (
            <Badge variant="light" color={statusColors[row.status] ?? 'gray'}>
              {t(`old.status.${row.status}`, { defaultValue: row.status })}
            </Badge>
          ) : (
            '—'
          ),
      },
      {
        id: 'createdAt',
        header: t('old.columns.created'),
        width: 160,
        priority: 1,
        card: 'when',
        cell: (row) => (row.createdAt ? <bdi>{formatDateTime(row.createdAt)}</bdi> : '—'),
      },
    ],
    [t, formatDateTime],
  );
}

/** `/payout-requests`: the workspace's payout requests of the system before this one, read-only. */
export function PayoutRequestsPage() {
  const { t } = useTranslation('payouts');
  const workspace = useAppSelector(selectSelectedResource);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const definition = useMemo<ListDefinition>(
    () => ({ id: 'payout-requests', sortable: ['createdAt', 'amount', 'status', 'currency'], defaultSort: { id: 'createdAt', desc: true }, pageSize: 25 }),
    [],
  );
  const list = useListParams(definition);
  const { params } = list;
  const sort = params.sort ? `${params.sort.desc ? '-' : ''}${params.sort.id}` : '-createdAt';
  const query = useListOldPayoutRequestsQuery({ resourceId: workspace?.id ?? '', sort, page: params.page, pageSize: params.pageSize }, { skip: !workspace });
  const columns = useColumns();

  if (!workspace) return null;
  return (
    <ListPage
      title={t('old.title')}
      description={t('old.description', { name: workspace.name })}
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(row) => row.id}
      label={t('old.label', { name: workspace.name })}
      {...queryState(query)}
      empty={{ title: t('old.emptyTitle'), text: t('old.emptyText'), icon: <IconHistory size={36} aria-hidden /> }}
      userId={userId}
    />
  );
}
