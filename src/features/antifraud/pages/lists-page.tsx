import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams, type ListDefinition } from '@/components/list-page';
import { antifraudListHref } from '@/config/paths';
import { usePermission } from '@/features/permissions';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { listKinds } from '@/lib/antifraud-rules/types';
import { antifraudPermissions } from '@/lib/contract/antifraud-permissions';
import { listPurposes } from '@/lib/contract/antifraud';
import { useAppSelector } from '@/lib/store';
import { useListListsQuery } from '../api/antifraud-api';
import { CreateListDialog } from '../lists/create-list-dialog';
import { useListColumns } from '../lists/list-columns';

function useListsDefinition(): ListDefinition {
  const { t } = useTranslation('antifraud');
  return useMemo(
    () => ({
      id: 'antifraud-lists',
      pageSize: 50,
      sortable: ['name', 'createdAt'],
      defaultSort: { id: 'name', desc: false },
      filters: [
        {
          type: 'select',
          id: 'purpose',
          label: t('lists.columns.purpose'),
          options: listPurposes.map((value) => ({ value, label: t(`lists.purpose.${value}`) })),
        },
        { type: 'select', id: 'kind', label: t('lists.columns.kind'), options: listKinds.map((value) => ({ value, label: t(`lists.kind.${value}`) })) },
      ],
    }),
    [t],
  );
}

/** `/antifraud/lists`: the merchant's block, allow and review lists; rules name them `@alias`. */
export function ListsPage() {
  const { t } = useTranslation('antifraud');
  const workspace = useAppSelector(selectSelectedResource);
  const user = useAppSelector(selectCurrentUser);
  const list = useListParams(useListsDefinition());
  const { params } = list;
  const filters = (['purpose', 'kind'] as const).flatMap((field) => {
    const value = params.filters[field];
    return typeof value === 'string' && value ? [{ field, operator: 'eq' as const, value }] : [];
  });
  const sort = params.sort ? `${params.sort.desc ? '-' : ''}${params.sort.id}` : 'name';
  const query = useListListsQuery({ resourceId: workspace?.id ?? '', page: params.page, pageSize: params.pageSize, sort, filters }, { skip: !workspace });
  const columns = useListColumns();
  const mayWrite = usePermission(antifraudPermissions.listsWrite);
  const [creating, setCreating] = useState(false);
  if (!workspace) return null;
  return (
    <>
      <ListPage
        title={t('lists.title')}
        description={t('lists.description')}
        actions={
          mayWrite
            ? [{ id: 'create', label: t('lists.create'), icon: <IconPlus size={18} aria-hidden />, onClick: () => setCreating(true), primary: true }]
            : []
        }
        list={list}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        getRowId={(row) => row.id}
        rowHref={(row) => antifraudListHref(row.id)}
        label={t('lists.label', { name: workspace.name })}
        {...queryState(query)}
        empty={{ title: t('lists.emptyTitle'), text: t('lists.emptyText'), icon: <IconListDetails size={36} aria-hidden /> }}
        userId={user?.id ?? null}
      />
      {creating && <CreateListDialog resourceId={workspace.id} onClose={() => setCreating(false)} />}
    </>
  );
}
