import { Button } from '@mantine/core';
import { IconBuildingPlus, IconFolderOff, IconFolderPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListController } from '@/components/list-page';
import type { Resource } from '@/features/workspace';
import type { OrganizationGroup } from '../model/group-projects';
import { OrganizationsOverview } from './organizations-overview';
import { useProjectColumns } from './project-columns';

export interface ProjectsListViewProps {
  workspace: Resource;
  list: ListController;
  /** The current page of the workspace's projects, as `list.params` asks. */
  projects: Resource[];
  total: number;
  groups: { organizations: OrganizationGroup[]; standalone: Resource[] };
  userId: string | null;
  canCreateOrganization: boolean;
  canCreateProject: boolean;
  onCreateOrganization: () => void;
  onCreateProject: () => void;
  onOpenProject: (project: Resource) => void;
}

export function ProjectsListView(props: ProjectsListViewProps) {
  const { workspace, groups, canCreateOrganization, canCreateProject } = props;
  const { t } = useTranslation('projects');
  const columns = useProjectColumns();
  const isOrganization = workspace.resourceType === 'organization';
  const caption = isOrganization ? t('list.captionOrganization', { name: workspace.name }) : t('list.captionProject');
  const createProject = (
    <Button leftSection={<IconFolderPlus size={18} aria-hidden />} onClick={props.onCreateProject}>
      {t('createProject.open')}
    </Button>
  );

  return (
    <ListPage
      title={t('list.title')}
      description={caption}
      actions={
        (canCreateOrganization || canCreateProject) && (
          <>
            {canCreateOrganization && (
              <Button variant="default" leftSection={<IconBuildingPlus size={18} aria-hidden />} onClick={props.onCreateOrganization}>
                {t('createOrganization.open')}
              </Button>
            )}
            {canCreateProject && createProject}
          </>
        )
      }
      list={props.list}
      columns={columns}
      rows={props.projects}
      total={props.total}
      getRowId={(project) => project.id}
      label={caption}
      empty={{
        title: t('list.emptyTitle'),
        text: canCreateProject ? t('list.emptyHintCreate') : t('list.emptyHint'),
        icon: <IconFolderOff size={36} aria-hidden />,
      }}
      onOpen={props.onOpenProject}
      userId={props.userId}
    >
      <OrganizationsOverview organizations={groups.organizations} standalone={groups.standalone} currentId={workspace.id} />
    </ListPage>
  );
}
