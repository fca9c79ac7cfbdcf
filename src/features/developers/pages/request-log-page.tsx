import { Switch } from '@mantine/core';
import { IconApi } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams, type ListDefinition } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useListApiRequestsQuery, useListKeyChoicesQuery } from '../api/developers-api';
import { apiRequestHref } from '../developers-href';
import { useRequestColumns } from '../components/request-columns';
import { ERRORS_ONLY, REQUEST_LOG_LIST_ID, REQUEST_LOG_PAGE_SIZE, requestLogFilterFields, toRequestFilters } from '../model/request-log-list';

/**
 * `/developers/requests`: every call made with the workspace's keys, newest first, one page of the
 * server's at a time; the path's beginning (search), errors only, status, method, key and project in
 * the URL. Rows open the call's page.
 */
export function RequestLogPage() {
  const { t } = useTranslation('developers');
  const workspace = useAppSelector(selectSelectedResource);
  const projects = useAppSelector(selectWorkspaceProjects);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const resourceId = workspace?.id ?? '';
  const keys = useListKeyChoicesQuery(resourceId, { skip: !workspace });
  const isOrganization = workspace?.resourceType === 'organization';
  const projectNames = useMemo(() => (isOrganization ? new Map(projects.map((p) => [p.id, p.name])) : null), [isOrganization, projects]);
  const definition = useMemo<ListDefinition>(
    () => ({
      id: REQUEST_LOG_LIST_ID,
      pageSize: REQUEST_LOG_PAGE_SIZE,
      search: { label: t('log.search'), placeholder: '/v1/payments' },
      filters: requestLogFilterFields(
        {
          errors: t('log.filters.errors'),
          errorsOnly: t('log.filters.errorsOnly'),
          status: t('log.filters.status'),
          statusClass: (cls) => t('log.filters.statusClass', { cls }),
          method: t('log.filters.method'),
          key: t('log.filters.key'),
          project: t('log.filters.project'),
        },
        (keys.data ?? []).map((key) => ({ value: key.id, label: `${key.name} (${key.prefix}…)` })),
        isOrganization ? projects.map((p) => ({ value: p.id, label: p.name })) : [],
      ),
    }),
    [t, keys.data, isOrganization, projects],
  );
  const list = useListParams(definition);
  const { params } = list;
  const filters = useMemo(() => toRequestFilters(params.search, params.filters), [params.search, params.filters]);
  const query = useListApiRequestsQuery({ resourceId, filters, page: params.page, pageSize: params.pageSize }, { skip: !workspace });
  const columns = useRequestColumns(projectNames);
  const errorsOnly = params.filters.errors === ERRORS_ONLY;
  if (!workspace) return null;

  return (
    <ListPage
      title={t('log.title')}
      description={t('log.description', { name: workspace.name })}
      tools={
        <Switch
          label={t('log.filters.errorsOnly')}
          checked={errorsOnly}
          onChange={(event) => list.setFilters({ ...params.filters, errors: event.currentTarget.checked ? ERRORS_ONLY : '' })}
        />
      }
      list={list}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      getRowId={(request) => request.id}
      rowHref={(request) => apiRequestHref(request.id)}
      label={t('log.label', { name: workspace.name })}
      {...queryState(query)}
      empty={{ title: t('log.emptyTitle'), text: t('log.emptyText'), icon: <IconApi size={36} aria-hidden /> }}
      userId={userId}
    />
  );
}
