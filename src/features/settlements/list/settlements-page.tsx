import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useListSettlementsQuery } from '../api/settlements-api';
import { useSettlementColumns } from '../components/settlement-columns';
import { useSettlementsListDefinition } from '../model/settlements-list';
import { settlementHref } from '../settlement-href';

/** /settlement: the organization's settlement payouts, newest first; each opens its statement. */
export function SettlementsPage() {
  const { t } = useTranslation('settlements');
  const workspace = useAppSelector(selectSelectedResource);
  const user = useAppSelector(selectCurrentUser);
  const list = useListParams(useSettlementsListDefinition());
  const { params } = list;
  const query = useListSettlementsQuery(
    { resourceId: workspace?.id ?? '', filters: params.filters, page: params.page, pageSize: params.pageSize, sort: params.sort },
    { skip: !workspace },
  );
  const columns = useSettlementColumns();

  if (!workspace) return null;
  return (
    <ListPage
      title={t('title')}
      description={t('description', { name: workspace.name })}
      list={list}
      columns={columns}
      rows={query.data?.settlements ?? []}
      total={query.data?.total ?? 0}
      getRowId={(s) => s.id}
      rowHref={(s) => settlementHref(s.id)}
      label={t('list.label', { name: workspace.name })}
      {...queryState(query)}
      empty={{ title: t('list.emptyTitle'), text: t('list.emptyText'), icon: <IconReceipt2 size={36} aria-hidden /> }}
      userId={user?.id ?? null}
    />
  );
}
