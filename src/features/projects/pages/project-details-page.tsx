import { skipToken } from '@reduxjs/toolkit/query';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSelector } from '@/lib/store';
import { failureMessageKey } from '@/lib/forms';
import { ProjectSettingsSections } from '@/features/project-settings';
import { selectResourceIndex, selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import { ProjectWebhooksLink } from '@/features/webhooks';
import { toFailure, type Failure } from '@/lib/http';
import { useGetProjectQuery } from '../api/get-project';
import { useGetProjectDetailsQuery } from '../api/get-project-details';
import { BackToProjects, DetailsSkeleton, ForeignProject, LoadError, NoRights, ProjectNotFound } from '../components/details-states';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { ProjectApiKeysLink } from '@/features/api-keys';
import { ProjectDetailsView } from '../components/project-details-view';
import { isNoRights, resolveAccess } from '../model/project-access';

/**
 * /projects/:projectId: `projects/get` for the project, `GET projects/{id}/details` for its labels, then
 * its allowed IP addresses and checkout languages (features/project-settings).
 */
export function ProjectDetailsPage() {
  // The settings sections' and the API keys and webhooks links' texts load with the page.
  const { t } = useTranslation(['projects', 'errors', 'projectSettings', 'apiKeys', 'webhooks']);
  const projectId = useParams().projectId ?? '';
  const workspace = useAppSelector(selectSelectedResource);
  const workspaceProjects = useAppSelector(selectWorkspaceProjects);
  const index = useAppSelector(selectResourceIndex);

  const inWorkspace = workspaceProjects.some((p) => p.id === projectId);
  const knownElsewhere = !inWorkspace && index.has(projectId);
  const project = useGetProjectQuery(knownElsewhere || !projectId ? skipToken : projectId);
  const access = resolveAccess({
    inWorkspace,
    knownElsewhere,
    workspaceId: workspace?.id ?? null,
    project: project.currentData,
    failure: project.isError && !project.isFetching ? toFailure(project.error) : undefined,
  });
  // Details are asked for only of a project of this workspace (in parallel when the store knows it).
  const details = useGetProjectDetailsQuery(inWorkspace || access.kind === 'ready' ? projectId : skipToken);

  const name = access.kind === 'ready' ? access.project.name : null;
  const message = (failure: Failure) => t(failureMessageKey(failure));

  let body: React.ReactNode;
  if (access.kind === 'foreign') body = <ForeignProject />;
  else if (access.kind === 'not-found') body = <ProjectNotFound />;
  else if (access.kind === 'no-rights') body = <NoRights />;
  else if (access.kind === 'error') {
    body = <LoadError message={message(access.failure)} onRetry={() => void project.refetch()} retrying={project.isFetching} />;
  } else if (access.kind === 'loading') body = <DetailsSkeleton />;
  else if (details.currentData) {
    body = (
      <>
        <ProjectDetailsView project={access.project} details={details.currentData} />
        <ProjectSettingsSections projectId={access.project.id} projectName={access.project.name} />
      </>
    );
  }
  else if (details.isError && !details.isFetching) {
    const failure = toFailure(details.error);
    body = isNoRights(failure) ? (
      <NoRights />
    ) : (
      <LoadError message={message(failure)} onRetry={() => void details.refetch()} retrying={details.isFetching} />
    );
  } else body = <DetailsSkeleton />;

  return (
    <Stack gap="lg">
      <Stack gap={4} align="flex-start">
        <BackToProjects />
        <Group gap="sm">
          <Title order={1}>{name ?? t('details.heading')}</Title>
          {access.kind === 'ready' && <ModeBadge mode={access.project.mode} />}
        </Group>
        {access.kind === 'ready' && workspace && (
          <Text c="dimmed">{t('details.inWorkspace', { name: workspace.name })}</Text>
        )}
      </Stack>
      {access.kind === 'ready' && (
        <Group gap="sm">
          <ProjectApiKeysLink projectId={access.project.id} />
          <ProjectWebhooksLink projectId={access.project.id} />
        </Group>
      )}
      {body}
    </Stack>
  );
}
