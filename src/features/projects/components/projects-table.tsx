import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '@/config/paths';
import type { Resource } from '@/features/workspace';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { ScrollTable } from '@/components/scroll-table';

/** One row per project: its name (the link to its details) and its mode. */
export function ProjectsTable({ projects, caption }: { projects: Resource[]; caption: string }) {
  const { t } = useTranslation('projects');
  return (
    <ScrollTable label={caption} minWidth={420}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Text span size="sm" c="dimmed">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('list.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('list.columns.mode')}</Table.Th>
            <Table.Th scope="col">{t('list.columns.id')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={hrefs.project(project.id)}>
                  {project.name}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <ModeBadge mode={project.mode} />
              </Table.Td>
              <Table.Td>
                <Text span size="sm" c="dimmed" ff="monospace" dir="ltr">
                  {project.id}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
