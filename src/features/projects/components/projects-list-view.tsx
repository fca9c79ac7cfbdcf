import { IconBuildingPlus, IconFolderOff, IconFolderPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListAction, type ListController } from '@/components/list-page';
import { hrefs } from '@/config/paths';
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
  const actions: ListAction[] = [
    ...(canCreateOrganization
      ? [
          {
            id: 'create-organization',
            label: t('createOrganization.open'),
            icon: <IconBuildingPlus size={18} aria-hidden />,
            onClick: props.onCreateOrganization,
          },
        ]
      : []),
    ...(canCreateProject
      ? [
          {
            id: 'create-project',
            label: t('createProject.open'),
            icon: <IconFolderPlus size={18} aria-hidden />,
            onClick: props.onCreateProject,
            primary: true,
          },
        ]
      : []),
  ];

  return (
    <ListPage
      title={t('list.title')}
      description={caption}
      actions={actions}
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
      rowHref={(project) => hrefs.project(project.id)}
      onOpen={props.onOpenProject}
      userId={props.userId}
    >
      <OrganizationsOverview organizations={groups.organizations} standalone={groups.standalone} currentId={workspace.id} />
    </ListPage>
  );
}
