import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { settlementHref, useListSettlementsQuery, useSettlementColumns, useSettlementsListDefinition } from '@/features/settlements';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { StatementViews } from '../components/statement-views';

/** /statements/settlements: the settlement payouts' statements beside the monthly ones; each opens on the settlement's page. */
export function SettlementStatementsPage() {
  const { t } = useTranslation('statements');
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
      description={t('settlements.description', { name: workspace.name })}
      notice={<StatementViews current="settlement" />}
      list={list}
      columns={columns}
      rows={query.data?.settlements ?? []}
      total={query.data?.total ?? 0}
      getRowId={(s) => s.id}
      rowHref={(s) => settlementHref(s.id)}
      label={t('settlements.label', { name: workspace.name })}
      {...queryState(query)}
      empty={{ title: t('settlements.emptyTitle'), text: t('settlements.emptyText'), icon: <IconReceipt2 size={36} aria-hidden /> }}
      userId={user?.id ?? null}
    />
  );
}
