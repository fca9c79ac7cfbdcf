import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { ApiRequest } from '../api/developers-api';
import { StatusCode } from './status-code';

const mono = (text: string, weight?: number) => (
  <Text span size="sm" ff="monospace" fw={weight} dir="ltr" truncate="end">
    {text}
  </Text>
);

/** The key a call was made with: its name, else the prefix the API saw. */
export const keyLabel = (request: Pick<ApiRequest, 'keyName' | 'keyPrefix'>) => request.keyName ?? `${request.keyPrefix}…`;

/**
 * The log's columns (about 1,100 px). The call (method and path) is the row's key: the frame links it to
 * the call's page. A phone card shows the call, its status, the key and when.
 */
export function useRequestColumns(projectNames: ReadonlyMap<string, string> | null): ListColumn<ApiRequest>[] {
  const { t } = useTranslation('developers');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(
    () => [
      {
        id: 'call',
        header: t('log.columns.call'),
        rowHeader: true,
        hideable: false,
        width: 240,
        grow: 3,
        card: 'title',
        cell: (request) => {
          const project = projectNames && request.projectId ? projectNames.get(request.projectId) : undefined;
          return (
            <Stack gap={0} miw={0}>
              <Group gap={6} wrap="nowrap" miw={0} dir="ltr" justify="flex-start">
                {mono(request.method, 600)}
                {mono(request.path)}
              </Group>
              {project && (
                <Text span size="xs" c="dimmed" truncate="end">
                  <bdi>{project}</bdi>
                </Text>
              )}
            </Stack>
          );
        },
      },
      { id: 'status', header: t('log.columns.status'), width: 80, card: 'status', cell: (request) => <StatusCode status={request.status} /> },
      {
        id: 'key',
        header: t('log.columns.key'),
        width: 150,
        card: 'who',
        cell: (request) => (
          <Text span size="sm" truncate="end">
            <bdi>{keyLabel(request)}</bdi>
          </Text>
        ),
      },
      { id: 'ip', header: t('log.columns.ip'), width: 130, priority: 4, cell: (request) => mono(request.ip) },
      {
        id: 'duration',
        header: t('log.columns.duration'),
        width: 90,
        priority: 3,
        align: 'end',
        cell: (request) => t('log.duration', { ms: request.durationMs }),
      },
      {
        id: 'events',
        header: t('log.columns.events'),
        width: 130,
        priority: 2,
        cell: (request) =>
          request.eventCount ? (
            request.eventCount
          ) : (
            <Text span size="sm" c="dimmed">
              —
            </Text>
          ),
      },
      {
        id: 'idempotencyKey',
        header: t('log.columns.idempotencyKey'),
        width: 160,
        defaultHidden: true,
        cell: (request) => (request.idempotencyKey ? mono(request.idempotencyKey) : '—'),
      },
      { id: 'at', header: t('log.columns.at'), width: 150, priority: 1, card: 'when', cell: (request) => <bdi>{formatDateTime(request.at, true)}</bdi> },
    ],
    [t, formatDateTime, projectNames],
  );
}
