import { Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton, type ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { AuditEntry } from '../api/audit-entry';
import { useActionLabel, useActorLabel } from '../model/labels';

/** The columns the audit list and the security log share; `action` and `who` take the list's own id, header and width. */
export interface EntryColumns {
  /** The action (event) in words: the row's key, the card's title. */
  action: (id: string, header: string, width: number) => ListColumn<AuditEntry>;
  /** When, in the user's format. */
  at: ListColumn<AuditEntry>;
  /** Who: the name (else the e-mail), the e-mail under it when both are known. */
  who: (width: number) => ListColumn<AuditEntry>;
  /** The details button, opening the entry over the list. */
  details: ListColumn<AuditEntry>;
}

export function useEntryColumns(onDetails: (entry: AuditEntry) => void): EntryColumns {
  const { t } = useTranslation('audit');
  const formatDateTime = useLocaleFormat().dateTime;
  const actionLabel = useActionLabel();
  const actorLabel = useActorLabel();
  return useMemo(
    () => ({
      action: (id, header, width) => ({
        id,
        header,
        rowHeader: true,
        hideable: false,
        width,
        grow: 1.5,
        card: 'title',
        cell: (entry) => (
          <Text span size="sm" fw={500} truncate="end" title={actionLabel(entry.action)}>
            <bdi>{actionLabel(entry.action)}</bdi>
          </Text>
        ),
      }),
      at: {
        id: 'at',
        header: t('list.columns.at'),
        width: 150,
        priority: 1,
        card: 'when',
        cell: (entry) => (
          <Text span size="sm">
            <time dateTime={entry.at}>
              <bdi>{formatDateTime(entry.at)}</bdi>
            </time>
          </Text>
        ),
      },
      who: (width) => ({
        id: 'who',
        header: t('list.columns.who'),
        width,
        grow: 1,
        priority: 2,
        card: 'who',
        cell: (entry) => {
          const actor = actorLabel(entry.actor);
          return (
            <Stack gap={0} miw={0}>
              <Text span size="sm" truncate="end" title={actor.name}>
                <bdi>{actor.name || actor.email}</bdi>
              </Text>
              {actor.name && actor.email && (
                <Text span size="xs" c="dimmed" truncate="end" title={actor.email}>
                  <bdi>{actor.email}</bdi>
                </Text>
              )}
            </Stack>
          );
        },
      }),
      details: {
        id: 'actions',
        header: t('list.columns.actions'),
        headerHidden: true,
        hideable: false,
        actions: true,
        card: 'actions',
        width: 64,
        grow: 0,
        align: 'end',
        cell: (entry, { tabIndex }) => (
          <RowActionButton
            label={t('list.details')}
            name={t('list.detailsOf', { action: actionLabel(entry.action), when: formatDateTime(entry.at) })}
            icon={<IconListDetails size={18} aria-hidden />}
            tabIndex={tabIndex}
            onClick={() => onDetails(entry)}
          />
        ),
      },
    }),
    [t, formatDateTime, actionLabel, actorLabel, onDetails],
  );
}
