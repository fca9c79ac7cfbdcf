import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { Channel } from '../api/channels-api';
import { ChannelKindLabel, ChannelStatusBadge } from './channel-badges';

/**
 * The list's columns (about 1,000 px). The name is the row's key and links to the channel's page; a
 * phone card shows the name, status, kind and creation time. The project column only in an organization.
 */
export function useChannelColumns(projectName: ((id: string) => string) | null): ListColumn<Channel>[] {
  const { t } = useTranslation('channels');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        rowHeader: true,
        hideable: false,
        width: 200,
        grow: 2,
        card: 'title',
        cell: (channel) => (
          <Text span size="sm" fw={500} truncate="end" title={channel.name}>
            <bdi>{channel.name}</bdi>
          </Text>
        ),
      },
      { id: 'kind', header: t('fields.kind'), width: 150, card: 'who', cell: (channel) => <ChannelKindLabel kind={channel.kind} /> },
      { id: 'status', header: t('fields.status'), width: 110, priority: 1, card: 'status', cell: (channel) => <ChannelStatusBadge status={channel.status} /> },
      {
        id: 'defaultCurrency',
        header: t('fields.defaultCurrency'),
        width: 160,
        priority: 2,
        cell: (channel) => (
          <Text span size="sm" dir="ltr">
            {channel.defaultCurrency}
          </Text>
        ),
      },
      {
        id: 'terminals',
        header: t('fields.terminals'),
        width: 100,
        align: 'end',
        priority: 3,
        cell: (channel) =>
          channel.kind === 'point-of-sale' ? (
            channel.terminals.length
          ) : (
            <Text span c="dimmed" size="sm">
              —
            </Text>
          ),
      },
      ...(projectName
        ? [{ id: 'project', header: t('fields.project'), width: 160, priority: 4, cell: (channel: Channel) => <bdi>{projectName(channel.projectId)}</bdi> }]
        : []),
      {
        id: 'createdAt',
        header: t('fields.created'),
        width: 150,
        priority: 5,
        card: 'when',
        cell: (channel) => <bdi>{formatDateTime(channel.createdAt)}</bdi>,
      },
    ],
    [t, formatDateTime, projectName],
  );
}
