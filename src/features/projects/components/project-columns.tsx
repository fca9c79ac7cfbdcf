import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { ModeBadge } from '@/components/workspace/mode-badge';
import type { Resource } from '@/features/workspace';

/** The projects list's columns: the name (the frame links it to the details), the mode and the id. */
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
        card: 'title',
        cell: (project) => (
          <Text span size="sm" fw={500}>
            {project.name}
          </Text>
        ),
      },
      { id: 'mode', header: t('list.columns.mode'), width: 120, card: 'status', cell: (project) => <ModeBadge mode={project.mode} /> },
      {
        id: 'id',
        header: t('list.columns.id'),
        width: 220,
        grow: 1.5,
        card: 'who',
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
