import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditChange } from '../api/audit-entry';
import { auditValueText } from '../model/change-text';

/** A value as plain text in its own direction; none as a dash. */
export function ChangeValue({ value }: { value: unknown }) {
  const text = auditValueText(value);
  return text ? <bdi>{text}</bdi> : <>—</>;
}

/** "status: successful → partially-refunded", as text (the arrow follows the reading direction). */
export function ChangeLine({ change }: { change: AuditChange }) {
  const { t } = useTranslation('audit');
  return (
    <>
      <bdi>{change.field}</bdi>
      {': '}
      <ChangeValue value={change.before} /> {t('changes.arrow')} <ChangeValue value={change.after} />
    </>
  );
}

/** The first changes of an entry, one per line, and how many more there are. */
export function ChangeSummary({ changes, max = 1 }: { changes: readonly AuditChange[]; max?: number }) {
  const { t } = useTranslation('audit');
  if (changes.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {t('changes.noneShort')}
      </Text>
    );
  }
  // A status change says most about what happened: it comes first.
  const shown = [...changes].sort((a, b) => Number(b.field === 'status') - Number(a.field === 'status')).slice(0, max);
  const rest = changes.length - shown.length;
  return (
    <Stack gap={0} miw={0}>
      {shown.map((change, index) => (
        <Text
          key={`${change.field}-${index}`}
          size="sm"
          truncate="end"
          title={`${change.field}: ${auditValueText(change.before) || '—'} ${t('changes.arrow')} ${auditValueText(change.after) || '—'}`}
        >
          <ChangeLine change={change} />
        </Text>
      ))}
      {rest > 0 && (
        <Text size="xs" c="dimmed">
          {t('changes.more', { count: rest })}
        </Text>
      )}
    </Stack>
  );
}
