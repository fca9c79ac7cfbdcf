import { Alert, Button, Group, Title } from '@mantine/core';
import { IconClockHour4, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SecretRevealDialog } from '@/components/secret-reveal';
import { revealSecret } from '@/lib/http/direct-calls';
import { DetailsFrame, detailsState } from '@/components/details-frame';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { useLocaleFormat } from '@/lib/format';
import { API_KEYS_WRITE } from '@/lib/contract/developers';
import { useGetApiKeyQuery, useProjectGrantsQuery, type ApiKey } from '../api/api-keys-api';
import { apiKeysHref } from '../api-keys-href';
import { BackToKeys } from '../components/back-to-keys';
import { KeyFacts } from '../components/key-facts';
import { KeyNotFound } from '../components/key-not-found';
import { KeyPrefix } from '../components/key-prefix';
import { KeyStatusBadge } from '../components/key-status-badge';
import { RevokeDialog } from '../components/revoke-dialog';
import { RollDialog } from '../components/roll-dialog';
import { useKeyProjects } from '../model/key-projects';

/** After a roll: until when the previous secret keeps working (or since when it does not). */
function PreviousSecret({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation('apiKeys');
  const formatDateTime = useLocaleFormat().dateTime;
  const [shownAt] = useState(() => Date.now());
  if (!apiKey.previousSecretEndsAt || apiKey.status !== 'active') return null;
  const running = Date.parse(apiKey.previousSecretEndsAt) > shownAt;
  const prefix = apiKey.previousPrefix ? <KeyPrefix prefix={apiKey.previousPrefix} size="sm" /> : null;
  return (
    <Alert
      role="note"
      color={running ? 'blue' : 'gray'}
      variant="light"
      icon={<IconClockHour4 aria-hidden />}
      title={running ? t('details.graceTitle') : t('details.graceOverTitle')}
    >
      {prefix} {t(running ? 'details.graceUntil' : 'details.graceOver', { date: formatDateTime(apiKey.previousSecretEndsAt) })}
    </Alert>
  );
}

function KeyView({ apiKey, projectName }: { apiKey: ApiKey; projectName: string }) {
  const { t } = useTranslation(['apiKeys', 'permissions', 'payouts']);
  const grants = useProjectGrantsQuery(apiKey.projectId ?? '', { skip: !apiKey.projectId });
  const mayWrite = grants.currentData?.held.includes(API_KEYS_WRITE) ?? false;
  const [dialog, setDialog] = useState<'roll' | 'revoke' | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const active = apiKey.status === 'active';

  return (
    <>
      <Group gap="sm" align="center">
        <Title order={1}>
          <bdi>{apiKey.name}</bdi>
        </Title>
        <KeyStatusBadge status={apiKey.status} size="lg" />
        <ModeBadge mode={apiKey.mode} />
      </Group>
      {mayWrite && active && (
        <Group gap="sm">
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => setDialog('roll')}>
            {t('roll.open')}
          </Button>
          <Button variant="light" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setDialog('revoke')}>
            {t('revoke.open')}
          </Button>
        </Group>
      )}
      <PreviousSecret apiKey={apiKey} />
      <KeyFacts apiKey={apiKey} projectName={projectName} />
      {mayWrite && (
        <>
          <RollDialog
            apiKey={apiKey}
            opened={dialog === 'roll'}
            onClose={() => setDialog(null)}
            onRolled={({ secretTicket }) => {
              setDialog(null);
              setTicket(secretTicket);
            }}
          />
          <RevokeDialog apiKey={apiKey} opened={dialog === 'revoke'} onClose={() => setDialog(null)} />
        </>
      )}
      {ticket && (
        <SecretRevealDialog
          reveal={revealSecret}
          ticket={ticket}
          title={t('secret.rolledTitle')}
          subject={t('secret.subject', { name: apiKey.name })}
          label={t('secret.label')}
          lostHint={t('secret.lostHint')}
          onClose={() => setTicket(null)}
        />
      )}
    </>
  );
}

/**
 * `/api-keys/:id` and `/projects/:projectId/api-keys/:id`: a key of the workspace's projects (of that
 * project), its facts, Roll (with its grace period) and Revoke. Anything else reads as not found.
 */
export function ApiKeyPage() {
  const { t } = useTranslation(['apiKeys', 'permissions', 'payouts']);
  const { id = '', projectId } = useParams();
  const projects = useKeyProjects();
  const details = useGetApiKeyQuery(id, { skip: !id });
  const apiKey = details.currentData;
  const project = apiKey ? projects.find((p) => p.id === apiKey.projectId) : undefined;
  // A key of another workspace, or of another project than the path's, reads like an unknown one.
  const elsewhere = Boolean(apiKey && (!project || (projectId !== undefined && apiKey.projectId !== projectId)));

  return (
    <DetailsFrame
      back={<BackToKeys fallback={apiKeysHref(projectId)} />}
      title={t('details.heading')}
      {...detailsState(details, { foreign: elsewhere, missingId: !id })}
      refusal={<KeyNotFound what="key" />}
      texts={{ loading: t('details.loading'), loadFailed: t('details.loadFailed') }}
    >
      {(apiKey) => <KeyView apiKey={apiKey} projectName={project?.name ?? ''} />}
    </DetailsFrame>
  );
}
