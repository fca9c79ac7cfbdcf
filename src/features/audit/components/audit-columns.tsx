import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '@/components/list-page';
import type { AuditEntry } from '../api/audit-entry';
import { useObjectTypeLabel } from '../model/labels';
import { useObjectHref } from '../model/object-href';
import { ChangeSummary } from './change-lines';
import { useEntryColumns } from './entry-columns';

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
  const shared = useEntryColumns(onDetails);
  return useMemo(
    () => [
      shared.action('action', t('list.columns.action'), 200),
      shared.at,
      shared.who(200),
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
      shared.details,
    ],
    [t, shared],
  );
}
