import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '@/components/list-page';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { hrefs } from '@/config/paths';
import type { Resource } from '@/features/workspace';

/** The projects list's columns: the name (links to the details), the mode and the id. */
export function useProjectColumns(): ListColumn<Resource>[] {
  const { t } = useTranslation('projects');
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('list.columns.name'),
        rowHeader: true,
        hideable: false,
        width: 200,
        grow: 2,
        cell: (project, { tabIndex }) => (
          <Anchor component={Link} to={hrefs.project(project.id)} fw={500} size="sm" truncate="end" display="block" tabIndex={tabIndex}>
            {project.name}
          </Anchor>
        ),
      },
      { id: 'mode', header: t('list.columns.mode'), width: 120, cell: (project) => <ModeBadge mode={project.mode} /> },
      {
        id: 'id',
        header: t('list.columns.id'),
        width: 220,
        grow: 1.5,
        cell: (project) => (
          <Text span size="sm" c="dimmed" ff="monospace" dir="ltr">
            {project.id}
          </Text>
        ),
      },
    ],
    [t],
  );
}
