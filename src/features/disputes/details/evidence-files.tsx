import { ActionIcon, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconFile, IconTrash } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useDisputeLabels } from '../model/labels';
import { evidenceKinds, type EvidenceKind } from '../model/reason-codes';
import type { EvidenceFile } from './api/get-dispute';
import { useLocaleFormat } from '@/lib/format';

interface Props {
  files: readonly EvidenceFile[];
  /** Offered only to a user who may act on an open dispute. */
  onRemove?: (file: EvidenceFile) => void;
  /** Offered with `onRemove`: the evidence type becomes a choice. */
  onKindChange?: (file: EvidenceFile, kind: EvidenceKind) => void;
  /** The file being removed or changed. */
  busyId?: string | null;
}

/** The evidence files the dispute holds: name, evidence type (changeable while the dispute is open), size and upload time. */
export function EvidenceFiles({ files, onRemove, onKindChange, busyId }: Props) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const format = useLocaleFormat();
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('details.files.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" aria-label={t('details.files.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {files.map((file) => (
        <Group key={file.id} component="li" gap="sm" wrap="nowrap" justify="space-between" aria-label={file.name}>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFile size={20} aria-hidden />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate dir="auto">
                {file.name}
              </Text>
              {onKindChange && (
                <NativeSelect
                  aria-label={t('workspace.fileKind')}
                  size="xs"
                  my={4}
                  value={file.kind}
                  disabled={Boolean(busyId)}
                  onChange={(event) => onKindChange(file, event.currentTarget.value as EvidenceKind)}
                  data={evidenceKinds.map((kind) => ({ value: kind, label: labels.evidenceName(kind) }))}
                />
              )}
              <Text size="xs" c="dimmed">
                {!onKindChange && (
                  <>
                    {labels.evidenceName(file.kind)}
                    {' · '}
                  </>
                )}
                <bdi>{format.bytes(file.size)}</bdi>
                {' · '}
                <Trans t={t} i18nKey="details.files.uploadedAt" values={{ date: format.dateTime(file.uploadedAt) }} components={{ bdi: <bdi /> }} />
              </Text>
            </Stack>
          </Group>
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('workspace.removeFile', { name: file.name })}
              onClick={() => onRemove(file)}
              loading={busyId === file.id}
              disabled={Boolean(busyId)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
    </Stack>
  );
}
