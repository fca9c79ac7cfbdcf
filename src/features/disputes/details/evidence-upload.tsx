import { Alert, Button, FileButton, Group, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_FILE_ACCEPT, EVIDENCE_FILES_MAX } from '@/lib/contract/disputes';
import { useDisputeLabels } from '../model/labels';
import { evidenceKinds, type EvidenceKind } from '../model/reason-codes';
import type { StagedFile, useEvidenceUploads } from './use-evidence-uploads';
import { useDisputeFormat } from './use-dispute-format';

type Uploads = ReturnType<typeof useEvidenceUploads>;

function StagedRow({ row, uploads }: { row: StagedFile; uploads: Uploads }) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const format = useDisputeFormat();
  const busy = row.status !== 'ready';
  const refused = Boolean(row.errors.size || row.errors.name || row.errors.contentType);
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
      {row.errors.size && <Text size="sm" c="red" role="alert">{row.errors.size}</Text>}
      {row.errors.name && <Text size="sm" c="red" role="alert">{row.errors.name}</Text>}
      {row.errors.contentType && <Text size="sm" c="red" role="alert">{row.errors.contentType}</Text>}
      {row.alert && <Text size="sm" c="red" role="alert">{row.alert}</Text>}
      {!refused && (
        <NativeSelect
          label={t('workspace.fileKind')}
          size="sm"
          value={row.kind}
          disabled={busy}
          error={row.errors.kind}
          onChange={(event) => uploads.setKind(row.key, event.currentTarget.value as EvidenceKind)}
          data={evidenceKinds.map((kind) => ({ value: kind, label: labels.evidenceName(kind) }))}
        />
      )}
      {busy && <Progress value={row.progress} aria-label={t('details.upload.progress', { name: row.name })} animated={row.status === 'saving'} />}
      <Group gap="xs" justify="flex-end">
        {busy ? (
          <Button size="xs" variant="default" onClick={() => uploads.cancel(row.key)} disabled={row.status === 'saving'}>
            {t('details.upload.cancel')}
          </Button>
        ) : (
          <>
            <Button size="xs" variant="default" onClick={() => uploads.discard(row.key)}>
              {t('details.upload.discard')}
            </Button>
            {!refused && (
              <Button size="xs" leftSection={<IconUpload size={14} aria-hidden />} onClick={() => uploads.start(row.key)}>
                {t('details.upload.start')}
              </Button>
            )}
          </>
        )}
      </Group>
    </Stack>
  );
}

/** Picks files (a file input), then per file its evidence type and a cancellable upload. */
export function EvidenceUpload({ uploads, fileCount }: { uploads: Uploads; fileCount: number }) {
  const { t } = useTranslation('disputes');
  const full = fileCount >= EVIDENCE_FILES_MAX;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <FileButton onChange={(files) => uploads.add(files)} multiple accept={EVIDENCE_FILE_ACCEPT} disabled={full} inputProps={{ 'aria-label': t('workspace.uploadFiles') }}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
              {t('workspace.uploadFiles')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('details.upload.accepted')} {t('details.upload.hint', { max: EVIDENCE_FILES_MAX })}
        </Text>
      </Group>
      {full && <Alert color="yellow" variant="light">{t('details.errors.tooManyFiles')}</Alert>}
      {uploads.staged.length > 0 && (
        <Stack gap="xs" component="ul" aria-label={t('details.upload.staged')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {uploads.staged.map((row) => (
            <StagedRow key={row.key} row={row} uploads={uploads} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
