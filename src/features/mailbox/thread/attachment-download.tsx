import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPercent, useDownload } from '@/lib/download';
import { formatBytes } from '@/lib/files/format-bytes';
import { firstErrorCode, toFailure, type Failure } from '@/lib/http';
import { intlLocale } from '@/lib/i18n';
import { useAppDispatch } from '@/lib/store';
import { threadApi } from '../api/thread-api';

export interface MessageAttachment {
  id: string;
  name: string;
  size: number;
}

const isExpired = (failure: Failure) => failure.code === 410 || firstErrorCode(failure) === 'file-expired';

/**
 * One attachment of a message: "name (size)" downloads it. A file id is asked for first
 * (`messages/getFileId`), then `files/{fileId}` is streamed with its progress and a cancel, and saved
 * under the attachment's name. An id that expired meanwhile (410) is asked for again once. A 403 is
 * told by the download layer itself (spec §8); the row stays usable after any failure.
 */
export function AttachmentDownload({ attachment }: { attachment: MessageAttachment }) {
  const { t, i18n } = useTranslation('mailbox');
  const dispatch = useAppDispatch();
  const download = useDownload();
  const { state } = download;
  const [preparing, setPreparing] = useState(false);
  const [idFailure, setIdFailure] = useState<Failure | null>(null);
  const [secondTry, setSecondTry] = useState(false);
  const progressId = useId();

  const begin = async (again: boolean) => {
    setSecondTry(again);
    setIdFailure(null);
    setPreparing(true);
    let fileId: string;
    try {
      const request = dispatch(threadApi.endpoints.getMailboxFileId.initiate(attachment.id, { subscribe: false, forceRefetch: true }));
      fileId = (await request.unwrap()).fileId;
    } catch (error) {
      setIdFailure(toFailure(error));
      return;
    } finally {
      setPreparing(false);
    }
    void download.start({ path: `files/${encodeURIComponent(fileId)}`, fileName: attachment.name });
  };

  const expired = state.status === 'failed' && isExpired(state.failure);
  useEffect(() => {
    if (expired && !secondTry) void begin(true);
    // `begin` is recreated each render; the expiry is what starts the second try.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expired]);

  const label = t('thread.attachment.label', { name: attachment.name, size: formatBytes(attachment.size, intlLocale(i18n.language)) });
  if (state.status === 'downloading') {
    const percent = downloadPercent(state);
    return (
      <Stack gap={4} miw={220}>
        <Text size="sm" id={progressId}>
          <bdi>{attachment.name}</bdi> · {percent === null ? t('thread.attachment.downloading') : t('thread.attachment.downloadingPercent', { percent })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Progress.Root size="md" style={{ flex: 1 }}>
            <Progress.Section value={percent ?? 100} animated={percent === null} aria-labelledby={progressId} />
          </Progress.Root>
          <Button size="compact-sm" variant="default" leftSection={<IconX size={14} aria-hidden />} onClick={download.cancel}>
            {t('thread.attachment.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }

  // A 403 has its own notification (spec §8); any other failure is said here, beside the file.
  const failure = idFailure ?? (state.status === 'failed' && !(expired && !secondTry) ? state.failure : null);
  const failed = failure !== null && failure.code !== 403;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={preparing}
        onClick={() => void begin(false)}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
      >
        <bdi>{label}</bdi>
      </Button>
      {failed && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t('thread.attachment.failed')}
        </Text>
      )}
      {state.status === 'cancelled' && (
        <Text size="xs" c="dimmed" role="status">
          {t('thread.attachment.cancelled')}
        </Text>
      )}
    </Stack>
  );
}
