import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REBUTTAL_MAX } from '@/lib/contract/disputes';
import type { useRebuttalDraft } from './use-rebuttal-draft';

type Draft = ReturnType<typeof useRebuttalDraft>;

function DraftStatus({ draft }: { draft: Draft }) {
  const { t } = useTranslation('disputes');
  switch (draft.state) {
    case 'saved':
      return draft.text.trim() ? (
        <Group gap={4} wrap="nowrap">
          <IconCheck size={14} aria-hidden />
          {t('details.rebuttal.saved')}
        </Group>
      ) : null;
    case 'saving':
      return (
        <Group gap={6} wrap="nowrap">
          <Loader size={12} aria-hidden />
          {t('details.rebuttal.saving')}
        </Group>
      );
    default:
      return (
        <Group gap={4} wrap="nowrap" c="var(--mantine-color-error)">
          <IconAlertTriangle size={14} aria-hidden />
          {draft.error ? t('details.rebuttal.notSavedBecause', { reason: draft.error }) : t('details.rebuttal.notSaved')}
        </Group>
      );
  }
}

/** The written response: saved as it is typed (no Save press), with what is saved shown beside it. */
export function RebuttalForm({ draft }: { draft: Draft }) {
  const { t } = useTranslation('disputes');
  return (
    <Stack gap="xs">
      <Textarea
        label={t('workspace.rebuttal')}
        description={t('workspace.rebuttalHint')}
        rows={5}
        maxLength={REBUTTAL_MAX + 100}
        value={draft.text}
        onChange={(event) => draft.setText(event.currentTarget.value)}
        onBlur={draft.saveNow}
        error={draft.state === 'invalid' ? t('details.rebuttal.tooLong', { max: REBUTTAL_MAX }) : undefined}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap" mih={30}>
        <Text size="xs" c="dimmed" aria-live="polite" component="div">
          <DraftStatus draft={draft} />
        </Text>
        {draft.state === 'failed' && (
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={draft.saveNow}>
            {t('details.rebuttal.retry')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
