import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/format';
import type { Note } from '../api/billing-model';

/** Notes as plain text (never markup), newest first, with who wrote them and when. */
export function NotesList({ notes }: { notes: readonly Note[] }) {
  const { t } = useTranslation('billing');
  const { dateTime } = useLocaleFormat();
  if (notes.length === 0) return <Text c="dimmed">{t('notes.none')}</Text>;
  return (
    <List listStyleType="none" spacing="sm">
      {[...notes].reverse().map((note) => (
        <List.Item key={note.id}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <bdi>{note.text}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{note.author}</bdi> · <bdi>{dateTime(note.at)}</bdi>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
