import { Button, Group, Text, Textarea } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface BulkIdsFormProps {
  text: string;
  onChange: (text: string) => void;
  count: number;
  error: string | null;
  onPreview: () => void;
  previewing: boolean;
}

/** The pasted IDs and "Preview". */
export function BulkIdsForm({ text, onChange, count, error, onPreview, previewing }: BulkIdsFormProps) {
  const { t } = useTranslation('transactionDetails');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      <Textarea
        label={t('bulk.idsLabel')}
        description={t('bulk.idsHint')}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        rows={8}
        resize="vertical"
        spellCheck={false}
        autoComplete="off"
        dir="ltr"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('bulk.idsCount', { count })}
        </Text>
        <Button type="submit" leftSection={<IconListSearch size={16} aria-hidden />} loading={previewing}>
          {t('bulk.preview')}
        </Button>
      </Group>
    </form>
  );
}
