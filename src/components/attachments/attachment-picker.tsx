import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconPaperclip, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { attachmentAccept, ATTACHMENTS_PER_MESSAGE_MAX } from '@/lib/contract/mailbox-rules';
import { formatBytes } from '@/lib/files/format-bytes';
import { failureMessageKey } from '@/lib/forms';
import { intlLocale } from '@/lib/i18n';
import { FilePickArea } from './file-pick-area';
import type { AttachmentUpload, AttachmentUploads } from './attachment-upload';

/** Codes an upload may fail with, besides the shared ones. */
const uploadCodes = {
  'upload-expired': 'attachments:errors.expired',
  'upload-range': 'attachments:errors.failed',
  'attachment-not-found': 'attachments:errors.expired',
};

function AttachmentRow({ row, uploads, disabled }: { row: AttachmentUpload; uploads: AttachmentUploads; disabled: boolean }) {
  const { t, i18n } = useTranslation(['attachments', 'errors']);
  const size = formatBytes(row.size, intlLocale(i18n.language));
  const message =
    row.status === 'refused' && row.problem
      ? t(`attachments:problems.${row.problem}`, { max: ATTACHMENTS_PER_MESSAGE_MAX })
      : row.failure
        ? t(failureMessageKey(row.failure, uploadCodes))
        : null;
  return (
    <Stack gap={4} component="li" aria-label={row.name} py={6} px="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          {row.status === 'uploaded' && <IconCheck size={16} color="var(--mantine-color-teal-filled)" aria-label={t('attachments:uploaded')} />}
          <Text size="sm" fw={500} truncate dir="auto">
            {row.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            <bdi>{size}</bdi>
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          {row.status === 'failed' && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => uploads.retry(row.key)}
              disabled={disabled}
            >
              {t('attachments:retry')}
            </Button>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t(row.status === 'uploading' ? 'attachments:cancelNamed' : 'attachments:removeNamed', { name: row.name })}
            onClick={() => void uploads.remove(row.key)}
            disabled={disabled || row.status === 'removing'}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {row.status === 'uploading' && (
        <Group gap="xs" wrap="nowrap">
          <Progress value={row.progress} style={{ flex: 1 }} aria-label={t('attachments:progress', { name: row.name })} />
          <Text size="xs" c="dimmed" aria-hidden>
            {row.progress}%
          </Text>
        </Group>
      )}
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}

/**
 * "Attach files" with a drop area, and the files of the message: each with its progress while it
 * uploads, the reason it was refused (before any byte was sent) or failed, retry and remove.
 */
export function AttachmentPicker({ uploads, disabled = false }: { uploads: AttachmentUploads; disabled?: boolean }) {
  const { t } = useTranslation('attachments');
  return (
    <Stack gap="xs">
      <FilePickArea onFiles={uploads.add} accept={attachmentAccept} label={t('attach')} icon={<IconPaperclip size={16} aria-hidden />} disabled={disabled}>
        <Text size="xs" c="dimmed">
          {t('hint', { max: ATTACHMENTS_PER_MESSAGE_MAX })}
        </Text>
      </FilePickArea>
      {uploads.items.length > 0 && (
        <Stack gap={6} component="ul" aria-label={t('listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {uploads.items.map((row) => (
            <AttachmentRow key={row.key} row={row} uploads={uploads} disabled={disabled} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
