import { IconUsersGroup } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams } from '@/components/list-page';
import { customerHref } from '@/config/paths';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useListCustomersQuery } from '../api/billing-api';
import { useCustomerColumns } from '../components/customer-columns';
import { customerServerFilters, useCustomersListDefinition } from '../model/customers-list';

/** The workspace's customers: who pays, how much, and their open subscriptions. */
export function CustomersPage() {
  const { t } = useTranslation('billing');
  const workspace = useAppSelector(selectSelectedResource);
  const user = useAppSelector(selectCurrentUser);
  const list = useListParams(useCustomersListDefinition());
  const { params } = list;
  const filters = useMemo(() => customerServerFilters(params.filters, params.search), [params.filters, params.search]);
  const query = useListCustomersQuery(
    { resourceId: workspace?.id ?? '', filters, page: params.page, pageSize: params.pageSize, sort: params.sort },
    { skip: !workspace },
  );
  const columns = useCustomerColumns();
  if (!workspace) return null;
  return (
    <ListPage
      title={t('customers.title')}
      description={t('customers.description', { name: workspace.name })}
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(row) => row.id}
      rowHref={(row) => customerHref(row.id)}
      label={t('customers.label', { name: workspace.name })}
      {...queryState(query)}
      empty={{ title: t('customers.emptyTitle'), text: t('customers.emptyText'), icon: <IconUsersGroup size={36} aria-hidden /> }}
      userId={user?.id ?? null}
    />
  );
}
