import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { WebhookEndpoint } from '../api/webhooks-api';
import { EndpointStatusBadge } from './endpoint-status-badge';
import { HealthCell } from './health-cell';

/**
 * A URL as it is: left to right in every language, cut at its (right) end with the whole of it in its
 * title. A block of its own, so a right-to-left link around it does not cut its start instead.
 */
export function UrlText({ url, fw }: { url: string; fw?: number }) {
  return (
    <Text span size="sm" ff="monospace" dir="ltr" fw={fw} truncate="end" title={url} style={{ display: 'block', minWidth: 0 }}>
      {url}
    </Text>
  );
}

/**
 * The endpoints list's columns (about 1,090 px; an organization's list adds the project, and the
 * description gives way first). The URL is the row's key: the frame links it to the endpoint's page. A
 * phone card shows the URL, status, the project (else the description), health and last delivery.
 */
export function useEndpointColumns(projectName: ((id: string | null) => string) | null): ListColumn<WebhookEndpoint>[] {
  const { t } = useTranslation('webhooks');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(
    () => [
      {
        id: 'url',
        header: t('list.columns.url'),
        rowHeader: true,
        hideable: false,
        width: 280,
        grow: 2,
        card: 'title',
        cell: (row) => <UrlText url={row.url} fw={500} />,
      },
      ...(projectName
        ? [
            {
              id: 'project',
              header: t('list.columns.project'),
              width: 160,
              priority: 2,
              card: 'who' as const,
              cell: (row: WebhookEndpoint) => (
                <Text span size="sm" truncate="end">
                  <bdi>{projectName(row.projectId)}</bdi>
                </Text>
              ),
            },
          ]
        : []),
      {
        id: 'description',
        header: t('list.columns.description'),
        width: 180,
        priority: 3,
        // One column per card slot: an organization's card names the project there instead.
        card: projectName ? undefined : 'who',
        cell: (row) =>
          row.description ? (
            <Text span size="sm" truncate="end" title={row.description}>
              <bdi>{row.description}</bdi>
            </Text>
          ) : (
            <Text span size="sm" c="dimmed">
              {t('list.noDescription')}
            </Text>
          ),
      },
      {
        id: 'events',
        header: t('list.columns.events'),
        width: 110,
        priority: 2,
        align: 'end',
        cell: (row) => t('list.eventsCount', { count: row.events.length }),
      },
      { id: 'status', header: t('list.columns.status'), width: 170, card: 'status', cell: (row) => <EndpointStatusBadge endpoint={row} /> },
      {
        id: 'health',
        header: t('list.columns.health'),
        width: 200,
        priority: 1,
        card: 'amount',
        cell: (row) => <HealthCell succeeded={row.succeeded24h} failed={row.failed24h} />,
      },
      {
        id: 'lastDelivery',
        header: t('list.columns.lastDelivery'),
        width: 150,
        priority: 2,
        card: 'when',
        cell: (row) =>
          row.lastDeliveryAt ? (
            <time dateTime={row.lastDeliveryAt}>
              <bdi>{formatDateTime(row.lastDeliveryAt)}</bdi>
            </time>
          ) : (
            <Text span size="sm" c="dimmed">
              {t('list.never')}
            </Text>
          ),
      },
    ],
    [t, formatDateTime, projectName],
  );
}
