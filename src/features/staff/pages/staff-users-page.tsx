import { Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams, type ListColumn, type ListDefinition } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { staffUserHref } from '@/config/paths';
import { accountStatuses } from '@/lib/contract/staff';
import { useLocaleFormat } from '@/lib/format';
import { useAppSelector } from '@/lib/store';
import { useListStaffUsersQuery, type StaffListFilter, type StaffUser } from '../api/staff-api';
import { AccountStatusBadge } from '../components/account-status-badge';
import { useStaffLabel } from '../model/labels';

const PAGE_SIZE = 25;

function useColumns(): ListColumn<StaffUser>[] {
  const { t } = useTranslation('staff');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(
    () => [
      {
        id: 'email',
        header: t('users.columns.email'),
        rowHeader: true,
        hideable: false,
        width: 240,
        card: 'title',
        cell: (user) => <bdi>{user.email}</bdi>,
      },
      { id: 'name', header: t('users.columns.name'), width: 180, priority: 2, card: 'who', cell: (user) => <bdi>{user.name}</bdi> },
      { id: 'status', header: t('users.columns.status'), width: 130, card: 'status', cell: (user) => <AccountStatusBadge status={user.status} /> },
      {
        id: 'workspaces',
        header: t('users.columns.workspaces'),
        width: 120,
        priority: 3,
        align: 'end',
        cell: (user) => (
          <Text span size="sm">
            {user.workspaceCount}
          </Text>
        ),
      },
      {
        id: 'lastSignInAt',
        header: t('users.columns.lastSignIn'),
        width: 170,
        priority: 1,
        card: 'when',
        cell: (user) => <bdi>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('users.never')}</bdi>,
      },
    ],
    [t, formatDateTime],
  );
}

/** `/staff/users`: any user of any merchant, found by e-mail or name. */
export function StaffUsersPage() {
  const { t } = useTranslation('staff');
  const statusLabel = useStaffLabel('status');
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const definition = useMemo<ListDefinition>(
    () => ({
      id: 'staff-users',
      search: { label: t('users.search'), placeholder: t('users.searchPlaceholder') },
      filters: [
        {
          id: 'status',
          type: 'multi-select',
          label: t('users.columns.status'),
          options: accountStatuses.map((value) => ({ value, label: statusLabel(value) })),
        },
      ],
      sortable: ['email', 'lastSignInAt'],
      defaultSort: { id: 'email', desc: false },
      pageSize: PAGE_SIZE,
    }),
    [t, statusLabel],
  );
  const list = useListParams(definition);
  const { params } = list;
  const filters = useMemo(() => {
    const out: StaffListFilter[] = [];
    if (params.search.trim()) out.push({ field: 'search', operator: 'contains', value: params.search.trim() });
    const statuses = params.filters.status;
    if (Array.isArray(statuses) && statuses.length) out.push({ field: 'status', operator: 'in', value: statuses as string[] });
    return out;
  }, [params.search, params.filters]);
  const sort = params.sort ? `${params.sort.desc ? '-' : ''}${params.sort.id}` : 'email';
  const query = useListStaffUsersQuery({ filters, sort, page: params.page, pageSize: params.pageSize });
  const columns = useColumns();
  return (
    <ListPage
      title={t('users.title')}
      description={t('users.description')}
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(row) => row.id}
      rowHref={(row) => staffUserHref(row.id)}
      label={t('users.label')}
      {...queryState(query)}
      empty={{ title: t('users.emptyTitle'), text: t('users.emptyText'), icon: <IconUserSearch size={36} aria-hidden /> }}
      userId={userId}
    />
  );
}
