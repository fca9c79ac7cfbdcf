import { skipToken } from '@reduxjs/toolkit/query';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, DetailsFrame, DetailsRefusal } from '@/components/details-frame';
import { useAppSelector } from '@/lib/store';
import { paths } from '@/config/paths';
import { ProjectSettingsSections } from '@/features/project-settings';
import { selectResourceIndex, selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import { ProjectWebhooksLink } from '@/features/webhooks';
import { toFailure } from '@/lib/http';
import { useGetProjectQuery } from '../api/get-project';
import { useGetProjectDetailsQuery } from '../api/get-project-details';
import { useGetResourceQuery } from '../api/get-resource';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { ProjectApiKeysLink } from '@/features/api-keys';
import { ProjectDetailsView } from '../components/project-details-view';
import { ResourceBreadcrumb } from '../components/resource-breadcrumb';
import { isNoRights, resolveAccess } from '../model/project-access';

/**
 * /projects/:projectId: `projects/get` for the project, `GET projects/{id}/details` for its labels, then
 * its allowed IP addresses and checkout languages (features/project-settings). The project as a resource
 * (`resources/get`) names the page as soon as it is known, and its place (`resources/getParentTree`) shows
 * above it; both only for a project of this workspace, never one the page refuses as another's.
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
  // Details, the resource and its place are asked for only of a project of this workspace (in parallel when the store knows it).
  const ours = inWorkspace || access.kind === 'ready';
  const details = useGetProjectDetailsQuery(ours ? projectId : skipToken);
  const resource = useGetResourceQuery(ours ? projectId : skipToken);
  const detailsFailure = details.isError && !details.isFetching ? toFailure(details.error) : null;

  let refusal: React.ReactNode = null;
  if (access.kind === 'foreign') {
    refusal = <DetailsRefusal title={t('details.foreign')} text={t('details.foreignHint')} icon={<IconMapPinOff aria-hidden />} color="orange" />;
  } else if (access.kind === 'not-found') {
    refusal = (
      <DetailsRefusal
        title={t('details.notFound')}
        text={t('details.notFoundHint')}
        icon={<IconMapPinOff aria-hidden />}
        color="orange"
        toList={{ to: paths.projects, label: t('details.toProjects') }}
      />
    );
  } else if (access.kind === 'no-rights' || (detailsFailure && isNoRights(detailsFailure))) {
    refusal = <DetailsRefusal title={t('details.noRights')} text={t('details.noRightsHint')} />;
  }
  const ready = access.kind === 'ready' && details.currentData ? { project: access.project, details: details.currentData } : undefined;
  const retryProject = access.kind === 'error';
  const back = <BackLink list={paths.projects} label={t('details.back')} />;
  // The project's name as soon as it is known, while its details load or fail; when the project itself
  // cannot be read (no projects.read, a failure), the name the resource has (`resources/get`).
  const unreadable = access.kind === 'no-rights' || retryProject || (detailsFailure !== null && isNoRights(detailsFailure));
  const name = access.kind === 'ready' ? access.project.name : ours && unreadable ? resource.currentData?.name : undefined;

  return (
    <DetailsFrame
      back={
        ours && access.kind !== 'foreign' && access.kind !== 'not-found' ? (
          <Stack gap="xs">
            {back}
            <ResourceBreadcrumb resourceId={projectId} workspaceId={workspace?.id ?? null} />
          </Stack>
        ) : (
          back
        )
      }
      title={name ?? t('details.heading')}
      data={ready}
      refused={refusal !== null}
      refusal={refusal}
      failure={retryProject ? access.failure : detailsFailure}
      onRetry={() => void (retryProject ? project.refetch() : details.refetch())}
      texts={{ loading: t('details.loading'), loadFailed: t('details.loadFailed') }}
    >
      {({ project: item, details: labels }) => (
        <>
          <Stack gap={4} align="flex-start">
            <Group gap="sm">
              <Title order={1}>{item.name}</Title>
              <ModeBadge mode={item.mode} />
            </Group>
            {workspace && <Text c="dimmed">{t('details.inWorkspace', { name: workspace.name })}</Text>}
          </Stack>
          <Group gap="sm">
            <ProjectApiKeysLink projectId={item.id} />
            <ProjectWebhooksLink projectId={item.id} />
          </Group>
          <ProjectDetailsView project={item} details={labels} />
          <ProjectSettingsSections projectId={item.id} projectName={item.name} />
        </>
      )}
    </DetailsFrame>
  );
}
