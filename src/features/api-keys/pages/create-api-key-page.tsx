import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SecretRevealDialog } from '@/components/secret-reveal';
import { revealSecret } from '@/lib/http/direct-calls';
import { ErrorState, LoadingState } from '@/components/states';
import { ModeBadge } from '@/components/workspace/mode-badge';
import type { Resource } from '@/features/workspace';
import { API_KEYS_WRITE } from '@/lib/contract/developers';
import { useProjectGrantsQuery, type MadeKey } from '../api/api-keys-api';
import { apiKeyHref, apiKeysHref, projectApiKeyHref } from '../api-keys-href';
import { BackToKeys } from '../components/back-to-keys';
import { CreateKeyForm } from '../components/create-key-form';
import { KeyNotFound } from '../components/key-not-found';
import { ProjectSelect } from '../components/project-select';
import { useProjectChoice, useWorkspaceProject } from '../model/key-projects';

interface Props {
  project: Resource;
  /** The organization's project select (the `/api-keys/create` page of an organization). */
  chooser?: React.ReactNode;
  /** Reached from the project's page (`/projects/:projectId/api-keys/create`): the key's page follows that path. */
  scoped: boolean;
}

function CreateForProject({ project, chooser, scoped }: Props) {
  const { t } = useTranslation(['apiKeys', 'permissions', 'payouts']);
  const navigate = useNavigate();
  const grants = useProjectGrantsQuery(project.id);
  const [made, setMade] = useState<{ id: string; name: string; ticket: string } | null>(null);
  const listHref = apiKeysHref(chooser ? project.id : undefined);

  let body: React.ReactNode;
  if (grants.currentData) {
    body = grants.currentData.held.includes(API_KEYS_WRITE) ? (
      <CreateKeyForm
        project={project}
        grants={grants.currentData}
        cancelHref={listHref}
        onMade={({ key, secretTicket }: MadeKey) => setMade({ id: key.id, name: key.name, ticket: secretTicket })}
      />
    ) : (
      <KeyNotFound what="project" />
    );
  } else if (grants.isError && !grants.isFetching) {
    body = <ErrorState error={grants.error} title={t('create.loadFailed')} onRetry={() => void grants.refetch()} />;
  } else body = <LoadingState label={t('create.loading')} rows={5} rowHeight={56} />;

  return (
    <Stack gap="lg">
      <BackToKeys fallback={listHref} />
      <Stack gap={4}>
        <Title order={1}>{t('create.title')}</Title>
        <Group gap="xs">
          <Text c="dimmed">{t('create.forProject', { name: project.name })}</Text>
          <ModeBadge mode={project.mode} size="sm" />
        </Group>
      </Stack>
      {chooser}
      {body}
      {made && (
        <SecretRevealDialog
          reveal={revealSecret}
          ticket={made.ticket}
          title={t('secret.createdTitle')}
          subject={t('secret.subject', { name: made.name })}
          label={t('secret.label')}
          lostHint={t('secret.lostHint')}
          onClose={() => void navigate(scoped ? projectApiKeyHref(project.id, made.id) : apiKeyHref(made.id), { replace: true })}
        />
      )}
    </Stack>
  );
}

/**
 * `/api-keys/create` (the workspace's project, or the organization's project chosen on the page) and
 * `/projects/:projectId/api-keys/create`: a new key, then its secret, once.
 */
export function CreateApiKeyPage() {
  const { t } = useTranslation(['apiKeys', 'permissions', 'payouts']);
  const projectId = useParams().projectId;
  const scopedProject = useWorkspaceProject(projectId ?? '');
  const { chosen, projects, isOrganization, choose } = useProjectChoice();
  // An organization's create page makes the key for the project the URL names, else its first.
  const project = chosen ?? projects[0] ?? null;

  if (projectId !== undefined) {
    if (!scopedProject) {
      return (
        <Stack gap="lg">
          <BackToKeys />
          <Title order={1}>{t('create.title')}</Title>
          <KeyNotFound what="project" />
        </Stack>
      );
    }
    return <CreateForProject key={scopedProject.id} project={scopedProject} scoped />;
  }
  if (!project) {
    return (
      <Stack gap="lg">
        <BackToKeys />
        <Title order={1}>{t('create.title')}</Title>
        <KeyNotFound what="project" />
      </Stack>
    );
  }
  const chooser = isOrganization ? <ProjectSelect projects={projects} value={project.id} onChange={choose} /> : undefined;
  return <CreateForProject key={project.id} project={project} chooser={chooser} scoped={false} />;
}
