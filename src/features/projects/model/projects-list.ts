import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientListSpec, ListDefinition } from '@/components/list-page';
import type { Resource } from '@/features/workspace';

const byName = (a: Resource, b: Resource) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
const modeRank = (r: Resource) => (r.mode === 'live' ? 0 : r.mode === 'sandbox' ? 1 : 2);

/**
 * The workspace's projects are all in the store (loaded with the resources), so the list is
 * filtered, sorted and paged here, with the same params a server-side list would send.
 */
export const projectsListSpec: ClientListSpec<Resource> = {
  searchText: (project) => `${project.name} ${project.id}`,
  filters: { mode: (project, value) => project.mode === value },
  compare: {
    name: byName,
    mode: (a, b) => modeRank(a) - modeRank(b) || byName(a, b),
    id: (a, b) => a.id.localeCompare(b.id),
  },
};

/** What the projects list reads from its URL (`?q=shop&mode=live&sort=-name&page=2`). */
export function useProjectsListDefinition(): ListDefinition {
  const { t } = useTranslation(['projects', 'common']);
  return useMemo(
    () => ({
      id: 'projects',
      pageSize: 100,
      search: { label: t('list.search') },
      sortable: ['name', 'mode', 'id'],
      defaultSort: { id: 'name', desc: false },
      filters: [
        {
          type: 'select',
          id: 'mode',
          label: t('list.columns.mode'),
          options: [
            { value: 'live', label: t('common:mode.live') },
            { value: 'sandbox', label: t('common:mode.sandbox') },
          ],
        },
      ],
    }),
    [t],
  );
}
