import { Stack } from '@mantine/core';
import { IconCalendarDollar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams, type ListDefinition } from '@/components/list-page';
import { ErrorState, LoadingState } from '@/components/states';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { reserveRequestStatuses } from '@/lib/contract/balances';
import { useAppSelector } from '@/lib/store';
import { useReserveRequestsQuery, useReserveSummaryQuery } from '../api/balances-api';
import { useReserveRequestColumns } from '../components/reserve-request-columns';
import { ReserveSummaryCards } from '../components/reserve-summary-cards';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The rolling reserve: held and released per currency, and its releases (one per currency and day). */
export function RollingsPage() {
  const { t } = useTranslation('balances');
  const workspace = useAppSelector(selectSelectedResource);
  const user = useAppSelector(selectCurrentUser);
  const summary = useReserveSummaryQuery(workspace?.id ?? '', { skip: !workspace });
  const currencies = (summary.data ?? []).map((row) => row.currency).join();
  const definition = useMemo<ListDefinition>(
    () => ({
      id: 'rolling-reserve-requests',
      pageSize: 25,
      sortable: ['releaseOn', 'amount', 'currency'],
      defaultSort: { id: 'releaseOn', desc: false },
      filters: [
        {
          type: 'select',
          id: 'currency',
          label: t('rollings.columns.currency'),
          options: (currencies ? currencies.split(',') : []).map((value) => ({ value, label: value })),
        },
        {
          type: 'select',
          id: 'status',
          label: t('rollings.columns.status'),
          options: reserveRequestStatuses.map((value) => ({ value, label: t(`rollings.status.${value}`) })),
        },
      ],
    }),
    [t, currencies],
  );
  const list = useListParams(definition);
  const { params } = list;
  const query = useReserveRequestsQuery(
    {
      resourceId: workspace?.id ?? '',
      filter: { currency: text(params.filters.currency), status: text(params.filters.status) },
      page: params.page,
      size: params.pageSize,
      sort: params.sort ? `${params.sort.desc ? '-' : ''}${params.sort.id}` : 'releaseOn',
    },
    { skip: !workspace },
  );
  const columns = useReserveRequestColumns();
  if (!workspace) return null;

  let notice;
  if (summary.isLoading) notice = <LoadingState label={t('loading')} rows={2} />;
  else if (summary.isError) notice = <ErrorState error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />;
  else if (summary.data?.length) notice = <ReserveSummaryCards rows={summary.data} />;

  return (
    <ListPage
      title={t('rollings.title')}
      description={t('rollings.description', { name: workspace.name })}
      notice={notice && <Stack>{notice}</Stack>}
      list={list}
      columns={columns}
      rows={query.data?.requests ?? []}
      total={query.data?.total ?? 0}
      getRowId={(row) => row.id}
      label={t('rollings.listLabel', { name: workspace.name })}
      {...queryState(query)}
      empty={{ title: t('rollings.emptyTitle'), text: t('rollings.emptyText'), icon: <IconCalendarDollar size={36} aria-hidden /> }}
      userId={user?.id ?? null}
    />
  );
}
