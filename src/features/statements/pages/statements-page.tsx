import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useListStatementsQuery } from '../api/statements-api';
import { useStatementColumns } from '../components/statement-columns';
import { StatementViews } from '../components/statement-views';
import { useStatementsListDefinition } from '../model/statements-list';
import { statementHref } from '../statement-href';

/** /statements: the workspace's monthly statements per account and currency, newest month first. */
export function StatementsPage() {
  const { t } = useTranslation('statements');
  const workspace = useAppSelector(selectSelectedResource);
  const user = useAppSelector(selectCurrentUser);
  const list = useListParams(useStatementsListDefinition(workspace?.resourceType === 'organization'));
  const { params } = list;
  const query = useListStatementsQuery(
    { resourceId: workspace?.id ?? '', filters: params.filters, page: params.page, pageSize: params.pageSize, sort: params.sort },
    { skip: !workspace },
  );
  const columns = useStatementColumns();

  if (!workspace) return null;
  return (
    <ListPage
      title={t('title')}
      description={t('description', { name: workspace.name })}
      notice={<StatementViews current="monthly" />}
      list={list}
      columns={columns}
      rows={query.data?.statements ?? []}
      total={query.data?.total ?? 0}
      getRowId={(s) => s.id}
      rowHref={(s) => statementHref(s.id)}
      label={t('list.label', { name: workspace.name })}
      {...queryState(query)}
      empty={{ title: t('list.emptyTitle'), text: t('list.emptyText'), icon: <IconFileInvoice size={36} aria-hidden /> }}
      userId={user?.id ?? null}
    />
  );
}
