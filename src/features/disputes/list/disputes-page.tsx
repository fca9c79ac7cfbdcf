import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useNow } from '@/lib/dates';
import { useDisputeColumns } from './dispute-columns';
import { DisputeRateNotice } from './dispute-rate-notice';
import { useDisputesList } from './use-disputes-list';
import { disputeHref } from '@/config/paths';

/** `/disputes`: the workspace's disputes, filtered, sorted (most urgent deadline first) and paged by the server. */
export function DisputesPage() {
  const { t } = useTranslation('disputes');
  const workspace = useAppSelector(selectSelectedResource);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const now = useNow();
  const { list, query } = useDisputesList(workspace?.id ?? '');
  const columns = useDisputeColumns(now);

  if (!workspace) return null;
  const caption = t('list.caption', { name: workspace.name });

  return (
    <ListPage
      title={t('page.disputes')}
      description={caption}
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(row) => row.id}
      label={caption}
      {...queryState(query)}
      empty={{ title: t('page.emptyTitle'), text: t('page.emptyText'), icon: <IconShieldCheck size={36} aria-hidden /> }}
      rowHref={(row) => disputeHref(row.id)}
      userId={userId}
      rowHeight={52}
      notice={<DisputeRateNotice resourceId={workspace.id} />}
    />
  );
}
