import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { DetailsSection } from '@/components/details-section';
import { apiKeyHref } from '@/features/api-keys';
import { usePermission } from '@/features/permissions';
import { selectWorkspaceProjects } from '@/features/workspace';
import { WEBHOOKS_READ } from '@/lib/contract/developer-permissions';
import { useLocaleFormat } from '@/lib/format';
import { useAppSelector } from '@/lib/store';
import { useGetApiRequestQuery, type ApiRequest } from '../api/developers-api';
import { REQUEST_LOG_PATH } from '../developers-href';
import { BodyCard } from '../components/body-card';
import { CausedEvents } from '../components/caused-events';
import { keyLabel } from '../components/request-columns';
import { StatusCode } from '../components/status-code';

const mono = (text: string) => (
  <Text span size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
    {text}
  </Text>
);

function RequestFacts({ request, projectName }: { request: ApiRequest; projectName: string | null }) {
  const { t } = useTranslation('developers');
  const formatDateTime = useLocaleFormat().dateTime;
  const key =
    request.keyName && request.apiKeyId ? (
      <Anchor component={Link} to={apiKeyHref(request.apiKeyId)}>
        <bdi>{request.keyName}</bdi>
      </Anchor>
    ) : (
      mono(keyLabel(request))
    );
  return (
    <DetailsSection
      title={t('details.facts')}
      rows={[
        [t('details.status'), <StatusCode key="s" status={request.status} />],
        [t('details.at'), <bdi key="a">{formatDateTime(request.at)}</bdi>],
        [t('details.duration'), t('log.duration', { ms: request.durationMs })],
        [
          t('details.key'),
          <Group key="k" gap={6}>
            {key}
            {request.keyName && <Text span size="sm" c="dimmed" ff="monospace" dir="ltr">{`${request.keyPrefix}…`}</Text>}
          </Group>,
        ],
        [t('details.ip'), mono(request.ip)],
        [
          t('details.idempotencyKey'),
          request.idempotencyKey ? (
            mono(request.idempotencyKey)
          ) : (
            <Text key="i" span size="sm" c="dimmed">
              {t('details.noIdempotencyKey')}
            </Text>
          ),
        ],
        ...(projectName ? [[t('details.project'), <bdi key="p">{projectName}</bdi>] as const] : []),
        [t('details.id'), mono(request.id)],
      ]}
    />
  );
}

/** `/developers/requests/:id`: one call to the API, its bodies (secrets masked by the server) and the webhook events it caused. */
export function RequestPage() {
  const { t } = useTranslation('developers');
  const id = useParams().id ?? '';
  const projects = useAppSelector(selectWorkspaceProjects);
  const mayReadWebhooks = usePermission(WEBHOOKS_READ);
  const details = useGetApiRequestQuery(id, { skip: !id });
  const request = details.currentData;
  // A call of a project outside the workspace reads like an unknown one.
  const foreign = Boolean(request?.projectId && !projects.some((p) => p.id === request.projectId));
  const projectName = (request && projects.length > 1 && projects.find((p) => p.id === request.projectId)?.name) || null;

  return (
    <DetailsFrame
      back={{ list: REQUEST_LOG_PATH, label: t('details.back') }}
      title={t('details.heading')}
      {...detailsState(details, { missingId: !id, foreign })}
      refusal={<DetailsRefusal title={t('details.noAccessTitle')} text={t('details.noAccessHint')} />}
      texts={{ loading: t('details.loading'), loadFailed: t('details.loadFailed') }}
    >
      {(request) => (
        <>
          <Group gap="sm" align="center" wrap="wrap">
            <Title order={1} dir="ltr" ff="monospace" fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {`${request.method} ${request.path}`}
            </Title>
            <StatusCode status={request.status} size="lg" />
          </Group>
          <RequestFacts request={request} projectName={projectName} />
          <CausedEvents events={request.events} mayReadWebhooks={mayReadWebhooks} />
          <Stack gap="md">
            <BodyCard title={t('details.requestBody')} description={t('details.masked')} body={request.requestBody} empty={t('details.noBody')} />
            <BodyCard title={t('details.responseBody')} body={request.responseBody} empty={t('details.noBody')} />
          </Stack>
        </>
      )}
    </DetailsFrame>
  );
}
