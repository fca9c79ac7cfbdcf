import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { useLocaleFormat } from '@/lib/format';
import type { Resource } from '@/features/workspace';
import type { WebhookEndpoint } from '../api/webhooks-api';
import { useEventLabel } from '../model/labels';
import { EndpointStatusBadge } from './endpoint-status-badge';
import { HealthCell } from './health-cell';

const mono = (value: string) => (
  <Text span size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
    {value}
  </Text>
);

/** What the endpoint is: where it sends, what, its status, signing secret (the prefix only) and health. */
export function EndpointFacts({ endpoint, project }: { endpoint: WebhookEndpoint; project: Resource | null }) {
  const { t } = useTranslation('webhooks');
  const formatDateTime = useLocaleFormat().dateTime;
  const eventLabel = useEventLabel();
  const dimmed = (text: string) => (
    <Text span size="sm" c="dimmed">
      {text}
    </Text>
  );
  const when = (iso: string | null, none: string) =>
    iso ? (
      <time dateTime={iso}>
        <bdi>{formatDateTime(iso)}</bdi>
      </time>
    ) : (
      dimmed(none)
    );
  const rows: LabelledValue[] = [
    [t('facts.url'), mono(endpoint.url)],
    [t('facts.description'), endpoint.description ? <bdi key="description">{endpoint.description}</bdi> : dimmed(t('list.noDescription'))],
    [
      t('facts.project'),
      project ? (
        <Group key="project" gap="xs">
          <bdi>{project.name}</bdi>
          <ModeBadge mode={project.mode} size="sm" />
        </Group>
      ) : (
        mono(endpoint.projectId ?? '—')
      ),
    ],
    [t('facts.status'), <EndpointStatusBadge key="status" endpoint={endpoint} />],
    [
      t('facts.events', { count: endpoint.events.length }),
      <Group key="events" gap={6}>
        {endpoint.events.map((type) => (
          <Badge key={type} variant="default" tt="none" title={type}>
            {eventLabel(type)}
          </Badge>
        ))}
      </Group>,
    ],
    [t('facts.secret'), mono(`${endpoint.secretPrefix}…`)],
    [t('facts.health'), <HealthCell key="health" succeeded={endpoint.succeeded24h} failed={endpoint.failed24h} />],
    [t('facts.lastDelivery'), when(endpoint.lastDeliveryAt, t('list.never'))],
    ...(endpoint.failingSince ? [[t('facts.failingSince'), when(endpoint.failingSince, '—')] as const] : []),
    [t('facts.created'), when(endpoint.createdAt, '—')],
  ];
  return <DetailsSection title={t('facts.title')} rows={rows} headerWidth="30%" />;
}
