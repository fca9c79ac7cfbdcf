import { Alert, Button, Group, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_FILE_ACCEPT, EVIDENCE_FILES_MAX } from '@/lib/contract/disputes';
import { useDisputeLabels } from '../model/labels';
import { evidenceKinds, type EvidenceKind } from '../model/reason-codes';
import type { UploadRow, useEvidenceUploads } from './use-evidence-uploads';
import { useLocaleFormat } from '@/lib/format';
import { FilePickArea } from '@/components/attachments/file-pick-area';

type Uploads = ReturnType<typeof useEvidenceUploads>;

function UploadItem({ row, uploads }: { row: UploadRow; uploads: Uploads }) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const format = useLocaleFormat();
  const moving = row.status === 'uploading' || row.status === 'saving';
  return (
    <Stack gap={6} component="li" aria-label={row.name} p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} truncate dir="auto">
          {row.name}
        </Text>
        <Text size="xs" c="dimmed">
          <bdi>{format.bytes(row.size)}</bdi>
        </Text>
      </Group>
      {row.error && (
        <Text size="sm" c="red" role="alert">
          {row.error}
        </Text>
      )}
      {row.status !== 'refused' && (
        <NativeSelect
          label={t('workspace.fileKind')}
          size="sm"
          value={row.kind}
          disabled={row.status === 'saving'}
          onChange={(event) => uploads.setKind(row.key, event.currentTarget.value as EvidenceKind)}
          data={evidenceKinds.map((kind) => ({ value: kind, label: labels.evidenceName(kind) }))}
        />
      )}
      {moving && <Progress value={row.progress} aria-label={t('details.upload.progress', { name: row.name })} animated={row.status === 'saving'} />}
      <Group gap="xs" justify="flex-end">
        {row.status === 'failed' && (
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => uploads.retry(row.key)}>
            {t('details.upload.retry')}
          </Button>
        )}
        {moving ? (
          <Button size="xs" variant="default" onClick={() => uploads.remove(row.key)} disabled={row.status === 'saving'}>
            {t('details.upload.cancel')}
          </Button>
        ) : (
          <Button size="xs" variant="default" onClick={() => uploads.remove(row.key)}>
            {t('details.upload.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Picks or takes dropped files and uploads them at once, each with its evidence type (the first
 * still missing, changeable while it transfers); per file a progress bar, the reason of a refusal,
 * and a way to remove it.
 */
export function EvidenceUpload({ uploads, fileCount }: { uploads: Uploads; fileCount: number }) {
  const { t } = useTranslation('disputes');
  const full = fileCount >= EVIDENCE_FILES_MAX;
  return (
    <Stack gap="sm">
      <FilePickArea
        onFiles={uploads.add}
        accept={EVIDENCE_FILE_ACCEPT}
        label={t('workspace.uploadFiles')}
        icon={<IconUpload size={16} aria-hidden />}
        disabled={full}
        variant="light"
      >
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('details.upload.accepted')} {t('details.upload.hint', { max: EVIDENCE_FILES_MAX })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('workspace.dropHint')}
          </Text>
        </Stack>
      </FilePickArea>
      {full && (
        <Alert color="yellow" variant="light">
          {t('details.errors.tooManyFiles')}
        </Alert>
      )}
      {uploads.rows.length > 0 && (
        <Stack gap="xs" component="ul" aria-label={t('details.upload.staged')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {uploads.rows.map((row) => (
            <UploadItem key={row.key} row={row} uploads={uploads} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
