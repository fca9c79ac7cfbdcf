/**
 * The topics list as the frame keeps it in the URL (`status=Pending&category=payouts&related=disputes&q=refund`,
 * in the supervisor view `scope=organization&project=res_…`), and as `topics/list` takes it (docs/api/mailbox.md).
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FilterValues, ListDefinition, ListParams } from '@/components/list-page';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource, selectWorkspaceProjects, type Resource } from '@/features/workspace';
import { topicCategories, topicRelatedTypes, topicStatuses, type TopicScope } from '@/lib/contract/mailbox-rules';
import { useAppSelector } from '@/lib/store';
import type { TopicFilter } from '../api/topics-api';
import { SUPERVISOR_PERMISSION } from '../routes';
import { relatedTypeKey, topicCategoryKey, topicStatusKey } from './labels';

export const TOPICS_LIST_ID = 'mailbox-topics';
export const TOPICS_PAGE_SIZE = 25;
/** Column ids the server sorts on. */
export const topicSortable = ['updatedAt', 'createdAt', 'subject', 'status'] as const;
export const SCOPE_PARAM = 'scope';
/** The project filter of the supervisor view: a list parameter, so scope changes drop it with the rest. */
const PROJECT_FILTER = 'project';

/**
 * The list's URL definition; the supervisor view adds the project filter (the organization's
 * projects).
 */
export function useTopicsListDefinition(projects: readonly Resource[] | null): ListDefinition {
  const { t } = useTranslation('mailbox');
  return useMemo(
    () => ({
      id: TOPICS_LIST_ID,
      pageSize: TOPICS_PAGE_SIZE,
      search: { label: t('list.search'), placeholder: t('list.searchPlaceholder') },
      sortable: topicSortable,
      defaultSort: { id: 'updatedAt', desc: true },
      filters: [
        {
          type: 'multi-select',
          id: 'status',
          label: t('list.columns.status'),
          options: topicStatuses.map((value) => ({ value, label: t(topicStatusKey(value)) })),
        },
        {
          type: 'select',
          id: 'category',
          label: t('list.columns.category'),
          options: topicCategories.map((value) => ({ value, label: t(topicCategoryKey(value)) })),
        },
        {
          type: 'select',
          id: 'related',
          label: t('list.columns.related'),
          options: topicRelatedTypes.map((value) => ({ value, label: t(relatedTypeKey(value)) })),
        },
        ...(projects
          ? [{ type: 'select' as const, id: PROJECT_FILTER, label: t('supervisor.project'), options: projects.map((p) => ({ value: p.id, label: p.name })) }]
          : []),
      ],
    }),
    [t, projects],
  );
}

/** The frame's search and filters → the filters `topics/list` takes. */
export function toTopicFilters(search: string, values: FilterValues): TopicFilter[] {
  const out: TopicFilter[] = [];
  const text = search.trim();
  if (text) out.push({ field: 'search', operator: 'contains', value: text });
  const statuses = Array.isArray(values.status) ? values.status : [];
  if (statuses.length) out.push({ field: 'status', operator: 'in', value: statuses });
  if (typeof values.category === 'string' && values.category) out.push({ field: 'category', operator: 'eq', value: values.category });
  if (typeof values.related === 'string' && values.related) out.push({ field: 'relatedType', operator: 'eq', value: values.related });
  if (typeof values[PROJECT_FILTER] === 'string' && values[PROJECT_FILTER]) out.push({ field: 'resourceId', operator: 'eq', value: values[PROJECT_FILTER] });
  return out;
}

export const topicSort = (sort: ListParams['sort']) => (sort ? `${sort.desc ? '-' : ''}${sort.id}` : '-updatedAt');

export interface TopicScopeChoice {
  /** The workspace is an organization and the user supervises it: the scope control is offered. */
  supervisor: boolean;
  scope: TopicScope;
  /** The organization's projects, in the organization scope (the project column and filter). */
  projects: readonly Resource[] | null;
  /** Another scope: the list's own parameters (filters, search, page) are left behind. */
  choose: (scope: TopicScope) => void;
}

/**
 * The supervisor's choice between the workspace's own topics and every project's (`scope=organization`
 * in the URL). Without topics.supervisor on an organization the URL's scope is ignored.
 */
export function useTopicScope(): TopicScopeChoice {
  const workspace = useAppSelector(selectSelectedResource);
  const allProjects = useAppSelector(selectWorkspaceProjects);
  const allowed = usePermission(SUPERVISOR_PERMISSION);
  const [params, setParams] = useSearchParams();
  const supervisor = workspace?.resourceType === 'organization' && allowed;
  const scope: TopicScope = supervisor && params.get(SCOPE_PARAM) === 'organization' ? 'organization' : 'workspace';
  const projects = useMemo(() => (scope === 'organization' ? [...allProjects].sort((a, b) => a.name.localeCompare(b.name)) : null), [scope, allProjects]);
  const choose = (next: TopicScope) => setParams(next === 'organization' ? { [SCOPE_PARAM]: next } : {}, { preventScrollReset: true });
  return { supervisor, scope, projects, choose };
}
