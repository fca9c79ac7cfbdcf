import { Anchor, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowActionButton, type ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { AuditEntry } from '../api/audit-entry';
import { useActionLabel, useObjectTypeLabel } from '../model/labels';
import { useObjectHref } from '../model/object-href';
import { ChangeSummary } from './change-lines';

/** An entry's object: its type in words and its id, a link to its page where it has one the user may open. */
export function ObjectCell({ object, tabIndex }: { object: AuditEntry['object']; tabIndex?: 0 | -1 }) {
  const typeLabel = useObjectTypeLabel();
  const href = useObjectHref()(object);
  const id = (
    <Text span size="sm" ff="monospace" dir="ltr" truncate="end" title={object.id}>
      {object.id}
    </Text>
  );
  return (
    <Stack gap={0} miw={0}>
      <Text span size="sm" truncate="end">
        {typeLabel(object.type)}
      </Text>
      {href ? (
        <Anchor component={Link} to={href} size="sm" tabIndex={tabIndex} style={{ minWidth: 0 }}>
          {id}
        </Anchor>
      ) : (
        id
      )}
    </Stack>
  );
}

/**
 * The audit list's columns (about 1,100 px with the details button). The action in words is the
 * row's key: it links to the entry's details over the list. A phone card shows the action, who,
 * the object, when, and the details button.
 */
export function useAuditColumns(onDetails: (entry: AuditEntry) => void): ListColumn<AuditEntry>[] {
  const { t } = useTranslation('audit');
  const formatDateTime = useLocaleFormat().dateTime;
  const actionLabel = useActionLabel();
  return useMemo(
    () => [
      {
        id: 'action',
        header: t('list.columns.action'),
        rowHeader: true,
        hideable: false,
        width: 200,
        grow: 1.5,
        card: 'title',
        cell: (entry) => (
          <Text span size="sm" fw={500} truncate="end" title={actionLabel(entry.action)}>
            <bdi>{actionLabel(entry.action)}</bdi>
          </Text>
        ),
      },
      {
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
      {
        id: 'who',
        header: t('list.columns.who'),
        width: 200,
        grow: 1,
        priority: 2,
        card: 'who',
        cell: (entry) => (
          <Stack gap={0} miw={0}>
            <Text span size="sm" truncate="end" title={entry.actor.name}>
              <bdi>{entry.actor.name || entry.actor.email}</bdi>
            </Text>
            {entry.actor.name && entry.actor.email && (
              <Text span size="xs" c="dimmed" truncate="end" title={entry.actor.email}>
                <bdi>{entry.actor.email}</bdi>
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'object',
        header: t('list.columns.object'),
        width: 190,
        grow: 1,
        priority: 3,
        card: 'amount',
        cell: (entry, { tabIndex }) => <ObjectCell object={entry.object} tabIndex={tabIndex} />,
      },
      {
        id: 'changes',
        header: t('list.columns.changes'),
        width: 300,
        grow: 2,
        priority: 4,
        cell: (entry) => <ChangeSummary changes={entry.changes} />,
      },
      {
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
    ],
    [t, formatDateTime, actionLabel, onDetails],
  );
}
