import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingPlus, IconFolderPlus, IconFolderOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@/features/workspace';
import type { OrganizationGroup } from '../model/group-projects';
import { OrganizationsOverview } from './organizations-overview';
import { ProjectsTable } from './projects-table';

export interface ProjectsListViewProps {
  workspace: Resource;
  projects: Resource[];
  groups: { organizations: OrganizationGroup[]; standalone: Resource[] };
  canCreateOrganization: boolean;
  canCreateProject: boolean;
  onCreateOrganization: () => void;
  onCreateProject: () => void;
}

export function ProjectsListView(props: ProjectsListViewProps) {
  const { workspace, projects, groups, canCreateOrganization, canCreateProject } = props;
  const { t } = useTranslation('projects');
  const isOrganization = workspace.resourceType === 'organization';
  const caption = isOrganization ? t('list.captionOrganization', { name: workspace.name }) : t('list.captionProject');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{caption}</Text>
        </Stack>
        <Group gap="sm">
          {canCreateOrganization && (
            <Button variant="default" leftSection={<IconBuildingPlus size={18} aria-hidden />} onClick={props.onCreateOrganization}>
              {t('createOrganization.open')}
            </Button>
          )}
          {canCreateProject && (
            <Button leftSection={<IconFolderPlus size={18} aria-hidden />} onClick={props.onCreateProject}>
              {t('createProject.open')}
            </Button>
          )}
        </Group>
      </Group>

      <Card withBorder padding="md" component="section" aria-labelledby="projects-workspace-title">
        <Title order={2} size="h3" id="projects-workspace-title" mb="sm">
          {workspace.name}
        </Title>
        {projects.length ? (
          <ProjectsTable projects={projects} caption={caption} />
        ) : (
          <Stack align="center" gap="xs" py="lg" ta="center" role="status">
            <IconFolderOff size={36} aria-hidden />
            <Text fw={500}>{t('list.emptyTitle')}</Text>
            <Text c="dimmed" size="sm" maw={420}>
              {canCreateProject ? t('list.emptyHintCreate') : t('list.emptyHint')}
            </Text>
          </Stack>
        )}
      </Card>

      <OrganizationsOverview organizations={groups.organizations} standalone={groups.standalone} currentId={workspace.id} />
    </Stack>
  );
}
