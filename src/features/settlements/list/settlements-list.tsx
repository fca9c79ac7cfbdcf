import { IconReceipt2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ListPage, queryState, useListParams } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useListSettlementsQuery } from '../api/settlements-api';
import { useSettlementColumns } from '../components/settlement-columns';
import { useSettlementsListDefinition } from '../model/settlements-list';
import { settlementHref } from '../settlement-href';

export interface SettlementsListTexts {
  title: string;
  description: string;
  label: string;
  emptyTitle: string;
  emptyText: string;
}

/**
 * The workspace's settlement payouts, newest first, each opening its statement: the settlement page's
 * list, and the statements page's second view (its own words, `texts`, for the workspace's name).
 */
export function SettlementsList({ texts, notice }: { texts: (workspaceName: string) => SettlementsListTexts; notice?: ReactNode }) {
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
  const words = texts(workspace.name);
  return (
    <ListPage
      title={words.title}
      description={words.description}
      notice={notice}
      list={list}
      columns={columns}
      rows={query.data?.settlements ?? []}
      total={query.data?.total ?? 0}
      getRowId={(s) => s.id}
      rowHref={(s) => settlementHref(s.id)}
      label={words.label}
      {...queryState(query)}
      empty={{ title: words.emptyTitle, text: words.emptyText, icon: <IconReceipt2 size={36} aria-hidden /> }}
      userId={user?.id ?? null}
    />
  );
}
