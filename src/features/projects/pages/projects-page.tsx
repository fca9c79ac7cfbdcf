import { useMemo, useState } from 'react';
import { useClientList, useListParams } from '@/components/list-page';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { hrefs } from '@/config/paths';
import { usePermission } from '@/features/permissions';
import { selectCurrentUser } from '@/features/session';
import { resourceAdded, selectResourceIndex, selectSelectedResource, selectWorkspaceProjects, type Resource } from '@/features/workspace';
import { notify, tx } from '@/lib/notify';
import { CreateOrganizationDialog } from '../components/create-organization-dialog';
import { CreateProjectDialog } from '../components/create-project-dialog';
import { ProjectsListView } from '../components/projects-list-view';
import { groupProjects } from '../model/group-projects';
import { projectsListSpec, useProjectsListDefinition } from '../model/projects-list';

type Dialog = 'organization' | 'project' | null;

/** Projects of the workspace, the organizations around them, and the create dialogs. */
export function ProjectsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const workspace = useAppSelector(selectSelectedResource);
  const projects = useAppSelector(selectWorkspaceProjects);
  const index = useAppSelector(selectResourceIndex);
  const user = useAppSelector(selectCurrentUser);
  const canCreateOrganization = usePermission('organizations.write');
  const canWriteProjects = usePermission('projects.write');
  const [dialog, setDialog] = useState<Dialog>(null);
  const groups = useMemo(() => groupProjects(index.values()), [index]);
  const list = useListParams(useProjectsListDefinition());
  const page = useClientList(projects, list.params, projectsListSpec);

  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  const organization = workspace.resourceType === 'organization' ? workspace : null;
  // The contract names no merchant resource for the user; a known one wins, else the user's id.
  const merchantId = [...index.values()].find((r) => r.resourceType === 'merchant')?.id ?? user?.id ?? '';

  const created = (resource: Resource, messageKey: string) => {
    dispatch(resourceAdded(resource));
    setDialog(null);
    notify({ color: 'teal', title: tx(messageKey), message: resource.name });
  };

  return (
    <>
      <ProjectsListView
        workspace={workspace}
        list={list}
        projects={page.rows}
        total={page.total}
        groups={groups}
        userId={user?.id ?? null}
        canCreateOrganization={canCreateOrganization}
        canCreateProject={canWriteProjects && organization !== null}
        onCreateOrganization={() => setDialog('organization')}
        onCreateProject={() => setDialog('project')}
        onOpenProject={(project) => void navigate(hrefs.project(project.id))}
      />
      {canCreateOrganization && (
        <CreateOrganizationDialog
          opened={dialog === 'organization'}
          merchantId={merchantId}
          onClose={() => setDialog(null)}
          onCreated={(resource) => created(resource, 'projects:createOrganization.done')}
        />
      )}
      {organization && canWriteProjects && (
        <CreateProjectDialog
          opened={dialog === 'project'}
          organization={organization}
          onClose={() => setDialog(null)}
          onCreated={(resource) => {
            created(resource, 'projects:createProject.done');
            void navigate(hrefs.project(resource.id));
          }}
        />
      )}
    </>
  );
}
