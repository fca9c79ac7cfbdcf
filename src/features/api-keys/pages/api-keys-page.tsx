import { Button, Stack, Title } from '@mantine/core';
import { IconFolderOff, IconKey, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams, type ListAction, type ListDefinition } from '@/components/list-page';
import { EmptyState } from '@/components/states';
import { usePermission } from '@/features/permissions';
import { selectCurrentUser } from '@/features/session';
import type { Resource } from '@/features/workspace';
import { API_KEYS_WRITE } from '@/lib/contract/developers';
import { useAppSelector } from '@/lib/store';
import { Link } from 'react-router';
import { useListApiKeysQuery } from '../api/api-keys-api';
import { apiKeyHref, createApiKeyHref } from '../api-keys-href';
import { useApiKeyColumns } from '../components/api-key-columns';
import { ProjectSelect } from '../components/project-select';
import { API_KEYS_LIST_ID, API_KEYS_PAGE_SIZE, apiKeyFilterFields, apiKeySort, apiKeySortable, toApiKeyFilters } from '../model/api-keys-list';
import { useProjectChoice } from '../model/key-projects';
import { useKeyStatusLabel } from '../model/labels';

interface KeysListProps {
  /** What the keys are listed for: a project, or an organization (the keys of all its projects). */
  resource: Resource;
  /** The projects, by id, when the list covers more than one (each row names its project). */
  projectNames: ReadonlyMap<string, string> | null;
  /** Where "Create API key" leads. */
  createHref: string;
  /** The organization's project select, above the list. */
  chooser?: React.ReactNode;
}

function KeysList({ resource, projectNames, createHref, chooser }: KeysListProps) {
  // The permission picker's labels (the permissions popover) load with the page.
  const { t } = useTranslation(['apiKeys', 'permissions']);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const statusLabel = useKeyStatusLabel();
  const mayWrite = usePermission(API_KEYS_WRITE);
  const definition = useMemo<ListDefinition>(
    () => ({
      id: API_KEYS_LIST_ID,
      pageSize: API_KEYS_PAGE_SIZE,
      search: { label: t('list.search'), placeholder: t('list.searchPlaceholder') },
      sortable: apiKeySortable,
      defaultSort: { id: 'createdAt', desc: true },
      filters: apiKeyFilterFields(t('list.columns.status'), statusLabel),
    }),
    [t, statusLabel],
  );
  const list = useListParams(definition);
  const { params } = list;
  const filters = useMemo(() => toApiKeyFilters(params.search, params.filters), [params.search, params.filters]);
  const query = useListApiKeysQuery({ resourceId: resource.id, filters, sort: apiKeySort(params.sort), page: params.page, pageSize: params.pageSize });
  const columns = useApiKeyColumns(projectNames);
  const actions: ListAction[] = mayWrite
    ? [{ id: 'create', label: t('create.open'), icon: <IconPlus size={18} aria-hidden />, to: createHref, primary: true }]
    : [];

  return (
    <ListPage
      title={t('title')}
      description={t('description', { name: resource.name })}
      actions={actions}
      notice={chooser}
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(key) => key.id}
      rowHref={(key) => apiKeyHref(key.id)}
      label={t('list.label', { name: resource.name })}
      {...queryState(query)}
      empty={{
        title: t('list.emptyTitle'),
        text: t('list.emptyText'),
        icon: <IconKey size={36} aria-hidden />,
        action: mayWrite ? (
          <Button component={Link} to={createHref}>
            {t('create.open')}
          </Button>
        ) : undefined,
      }}
      userId={userId}
    />
  );
}

/**
 * `/api-keys`: the keys of the workspace's project; in an organization, of all its projects or of the
 * one chosen above the list (`?project=`). Search, status filter and order in the URL; rows open the
 * key's page.
 */
export function ApiKeysPage() {
  const { t } = useTranslation(['apiKeys', 'permissions']);
  const { chosen, projects, workspace, isOrganization, choose } = useProjectChoice();
  const names = useMemo(() => new Map(projects.map((p) => [p.id, p.name])), [projects]);
  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  if (projects.length === 0) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <EmptyState title={t('project.noneTitle')} text={t('project.none')} icon={<IconFolderOff size={36} aria-hidden />} />
      </Stack>
    );
  }
  if (!isOrganization) return <KeysList key={workspace.id} resource={workspace} projectNames={null} createHref={createApiKeyHref()} />;
  const resource = chosen ?? workspace;
  return (
    <KeysList
      key={resource.id}
      resource={resource}
      projectNames={chosen ? null : names}
      createHref={createApiKeyHref(chosen?.id)}
      chooser={<ProjectSelect projects={projects} value={chosen?.id ?? ''} onChange={choose} allLabel={t('project.all')} />}
    />
  );
}
