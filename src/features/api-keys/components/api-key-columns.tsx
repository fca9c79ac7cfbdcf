import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { useLocaleFormat } from '@/lib/format';
import type { ApiKey } from '../api/api-keys-api';
import { personName } from '../model/labels';
import { AllowedIpsSummary } from './allowed-ips-summary';
import { KeyPrefix } from './key-prefix';
import { KeyStatusBadge } from './key-status-badge';
import { PermissionsSummary } from './permissions-summary';

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/**
 * The keys list's columns (about 1,110 px). The name is the row's key: the frame links it to the key's
 * page; in a list of several projects it names the key's project too. A phone card shows the name,
 * status, prefix, mode and the last use.
 */
export function useApiKeyColumns(projectNames: ReadonlyMap<string, string> | null): ListColumn<ApiKey>[] {
  const { t } = useTranslation('apiKeys');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('list.columns.name'),
        rowHeader: true,
        hideable: false,
        width: 160,
        grow: 2,
        card: 'title',
        cell: (key) => {
          const project = projectNames && key.projectId ? projectNames.get(key.projectId) : undefined;
          return (
            <Stack gap={0} miw={0}>
              <Text span size="sm" fw={500} truncate="end">
                <bdi>{key.name}</bdi>
              </Text>
              {project && (
                <Text span size="xs" c="dimmed" truncate="end">
                  <bdi>{project}</bdi>
                </Text>
              )}
            </Stack>
          );
        },
      },
      { id: 'prefix', header: t('list.columns.prefix'), width: 130, card: 'who', cell: (key) => <KeyPrefix prefix={key.prefix} /> },
      { id: 'mode', header: t('list.columns.mode'), width: 84, priority: 4, card: 'amount', cell: (key) => <ModeBadge mode={key.mode} size="sm" /> },
      {
        id: 'permissions',
        header: t('list.columns.permissions'),
        width: 110,
        priority: 3,
        cell: (key, { tabIndex }) => <PermissionsSummary permissions={key.permissions} keyName={key.name} tabIndex={tabIndex} />,
      },
      { id: 'allowedIps', header: t('list.columns.allowedIps'), width: 140, priority: 5, cell: (key) => <AllowedIpsSummary ranges={key.allowedIps} /> },
      {
        id: 'createdAt',
        header: t('list.columns.created'),
        width: 150,
        priority: 2,
        cell: (key) => (
          <Stack gap={0} miw={0}>
            <Text span size="sm">
              <bdi>{formatDateTime(key.createdAt)}</bdi>
            </Text>
            {key.createdBy && (
              <Text span size="xs" c="dimmed" truncate="end">
                {t('list.by', { name: personName(key.createdBy) })}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'lastUsedAt',
        header: t('list.columns.lastUsed'),
        width: 130,
        priority: 1,
        card: 'when',
        cell: (key) => (key.lastUsedAt ? <bdi>{formatDateTime(key.lastUsedAt)}</bdi> : dimmed(t('list.never'))),
      },
      {
        id: 'expiresAt',
        header: t('list.columns.expires'),
        width: 110,
        priority: 6,
        cell: (key) => (key.expiresAt ? <bdi>{formatDateTime(key.expiresAt, false)}</bdi> : dimmed(t('list.noExpiry'))),
      },
      { id: 'status', header: t('list.columns.status'), width: 96, card: 'status', cell: (key) => <KeyStatusBadge status={key.status} /> },
    ],
    [t, formatDateTime, projectNames],
  );
}
