import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconFolderQuestion, IconPlus, IconWebhook } from '@tabler/icons-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage, queryState, useListParams, type ListAction, type ListDefinition } from '@/components/list-page';
import { usePermission } from '@/features/permissions';
import { selectCurrentUser } from '@/features/session';
import { selectResourceIndex, selectSelectedResource, type Resource } from '@/features/workspace';
import { WEBHOOKS_WRITE } from '@/lib/contract/developers';
import { useAppSelector } from '@/lib/store';
import { useListWebhookEndpointsQuery } from '../api/webhooks-api';
import { useEndpointColumns } from '../components/endpoint-columns';
import { ProjectSelect } from '../components/project-select';
import { useWebhookProject } from '../model/use-webhook-project';
import { createWebhookEndpointHref, webhookEndpointHref } from '../webhook-href';

const ENDPOINTS_LIST: ListDefinition = { id: 'webhook-endpoints', pageSize: 25 };

/** The endpoints of one project, or of every project of an organization (with a project column). */
function EndpointsList({ scope, allProjects, actions, picker }: { scope: Resource; allProjects: boolean; actions: ListAction[]; picker: ReactNode }) {
  const { t } = useTranslation('webhooks');
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const index = useAppSelector(selectResourceIndex);
  const list = useListParams(ENDPOINTS_LIST);
  const { params } = list;
  const query = useListWebhookEndpointsQuery({ resourceId: scope.id, page: params.page, pageSize: params.pageSize });
  const projectName = useCallback((id: string | null) => (id && index.get(id)?.name) || id || '—', [index]);
  const columns = useEndpointColumns(allProjects ? projectName : null);
  const create = actions.find((action) => action.id === 'create');
  return (
    <ListPage
      title={t('title')}
      description={t(allProjects ? 'descriptionAll' : 'description', { name: scope.name })}
      actions={actions}
      notice={picker}
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(row) => row.id}
      rowHref={(row) => webhookEndpointHref(row.id)}
      label={t('list.label', { name: scope.name })}
      {...queryState(query)}
      rowHeight={56}
      empty={{
        title: t('list.emptyTitle'),
        text: t('list.emptyText'),
        icon: <IconWebhook size={36} aria-hidden />,
        action: create?.to ? (
          <Button component={Link} to={create.to}>
            {create.label}
          </Button>
        ) : undefined,
      }}
      userId={userId}
    />
  );
}

/**
 * `/webhook-endpoints`: the endpoints of the workspace's project with their health over 24 hours. An
 * organization's page lists every project's, or the one chosen (`?project=`).
 */
export function EndpointsPage() {
  const { t } = useTranslation('webhooks');
  const workspace = useAppSelector(selectSelectedResource);
  const mayWrite = usePermission(WEBHOOKS_WRITE);
  const target = useWebhookProject();
  const projectId = target.kind === 'project' ? target.project.id : undefined;
  const actions = useMemo<ListAction[]>(
    () =>
      mayWrite
        ? [{ id: 'create', label: t('create.open'), icon: <IconPlus size={18} aria-hidden />, to: createWebhookEndpointHref(projectId), primary: true }]
        : [],
    [mayWrite, projectId, t],
  );
  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;

  const picker = target.inOrganization && <ProjectSelect projects={target.projects} value={projectId ?? null} onChange={target.choose} withAll />;

  if (target.kind === 'unknown') {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        {picker}
        <Alert role="alert" color="orange" variant="light" icon={<IconFolderQuestion aria-hidden />} title={t('project.unknownTitle')}>
          {t('project.unknownText', { name: workspace.name })}
        </Alert>
      </Stack>
    );
  }
  const scope = target.kind === 'project' ? target.project : workspace;
  return <EndpointsList key={scope.id} scope={scope} allProjects={target.kind !== 'project'} actions={actions} picker={picker} />;
}
