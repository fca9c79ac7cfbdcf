import { Alert, Button, Stack } from '@mantine/core';
import { IconLock, IconMail, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage, queryState, useListParams, type ListAction } from '@/components/list-page';
import { usePermission } from '@/features/permissions';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource, type Resource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useListMailboxTopicsQuery } from '../api/topics-api';
import { ScopeControl } from '../components/scope-control';
import { useTopicColumns } from '../components/topic-columns';
import { NEW_TOPIC_PATH, topicHref } from '../mailbox-href';
import { topicSort, toTopicFilters, useTopicScope, useTopicsListDefinition } from '../model/topics-list';
import { NEW_TOPIC_PERMISSION, THREAD_PERMISSION } from '../routes';

function Topics({ workspace }: { workspace: Resource }) {
  const { t } = useTranslation('mailbox');
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const mayCreate = usePermission(NEW_TOPIC_PERMISSION);
  // Each of topics.* opens this list; a topic's conversation also needs topics.read and messages.read.
  const mayOpenThreads = usePermission(THREAD_PERMISSION);
  const { supervisor, scope, projects, choose } = useTopicScope();
  const list = useListParams(useTopicsListDefinition(projects));
  const { params } = list;
  const filters = useMemo(() => toTopicFilters(params.search, params.filters), [params.search, params.filters]);
  const query = useListMailboxTopicsQuery({
    resourceId: workspace.id,
    scope,
    filters,
    sort: topicSort(params.sort),
    page: params.page,
    pageSize: params.pageSize,
  });
  const columns = useTopicColumns(scope === 'organization');
  const actions: ListAction[] = mayCreate
    ? [{ id: 'create', label: t('newTopic.open'), icon: <IconPlus size={18} aria-hidden />, to: NEW_TOPIC_PATH, primary: true }]
    : [];
  const label = scope === 'organization' ? t('supervisor.label', { name: workspace.name }) : t('list.label', { name: workspace.name });
  const threadsNotice = mayOpenThreads ? null : (
    <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
      {t('list.threadsNotAllowed')}
    </Alert>
  );
  const scopeControl = supervisor ? <ScopeControl value={scope} onChange={choose} /> : null;

  return (
    <ListPage
      title={t('list.title')}
      description={t('list.description', { name: workspace.name })}
      actions={actions}
      notice={
        scopeControl && threadsNotice ? (
          <Stack gap="sm">
            {scopeControl}
            {threadsNotice}
          </Stack>
        ) : (
          (scopeControl ?? threadsNotice ?? undefined)
        )
      }
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(topic) => topic.id}
      rowHref={mayOpenThreads ? (topic) => topicHref(topic.id) : undefined}
      label={label}
      {...queryState(query)}
      empty={{
        title: t('list.emptyTitle'),
        text: t('list.emptyText'),
        icon: <IconMail size={36} aria-hidden />,
        action: mayCreate ? (
          <Button component={Link} to={NEW_TOPIC_PATH}>
            {t('newTopic.open')}
          </Button>
        ) : undefined,
      }}
      userId={userId}
    />
  );
}

/**
 * `/mailbox`: the workspace's support topics, newest change first, with status (Pending shown as
 * New), filters and search in the URL; a supervisor may list every project's topics of the
 * organization. Pushed changes refetch it (the MailboxTopic tag).
 */
export function MailboxPage() {
  const workspace = useAppSelector(selectSelectedResource);
  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  return <Topics key={workspace.id} workspace={workspace} />;
}
