import { Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ListFrame, queryState } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useClock } from '../components/use-clock';
import { useDisputeColumns } from './dispute-columns';
import { DisputeRateNotice } from './dispute-rate-notice';
import { disputeHref } from './list-filters';
import { useDisputesList } from './use-disputes-list';

/** `/disputes`: the workspace's disputes, filtered, sorted (most urgent deadline first) and paged by the server. */
export function DisputesPage() {
  const { t } = useTranslation('disputes');
  const navigate = useNavigate();
  const location = useLocation();
  const workspace = useAppSelector(selectSelectedResource);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const now = useClock();
  const { list, query } = useDisputesList(workspace?.id ?? '');
  const columns = useDisputeColumns(now);

  if (!workspace) return null;
  const caption = t('list.caption', { name: workspace.name });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('page.disputes')}</Title>
        <Text c="dimmed">
          {caption}
        </Text>
      </Stack>
      <DisputeRateNotice resourceId={workspace.id} />
      <ListFrame
        list={list}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        getRowId={(row) => row.id}
        label={caption}
        {...queryState(query)}
        empty={{ title: t('page.emptyTitle'), text: t('page.emptyText'), icon: <IconShieldCheck size={36} aria-hidden /> }}
        onOpen={(row) => void navigate(disputeHref(row.id), { state: { from: `${location.pathname}${location.search}` } })}
        userId={userId}
        rowHeight={52}
      />
    </Stack>
  );
}
