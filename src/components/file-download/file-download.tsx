import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useEffect, useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { downloadPercent, type Download } from '@/lib/download';
import { failureMessageKey } from '@/lib/forms';

interface Props {
  /** The feature's download (`useDownload()`): a shared component starts no call of its own. */
  download: Download;
  /** The file's API path. */
  path: string;
  /**
   * The namespace holding the texts under `download.`: `action`, `again` (with `sayAgain`), `tryAgain`,
   * `downloading`, `downloadingPercent`, `cancel`, `cancelled`, `saved`, `failedTitle`.
   */
  namespace: string;
  /** Where in the namespace those texts are, for a page with more than one file (default `download`). */
  prefix?: string;
  /** Failure codes → message keys (`failureMessageKey`). */
  codes?: Readonly<Record<string, string>>;
  /** After a download, the button says "Download again" instead of its first words. */
  sayAgain?: boolean;
  /** Beside the button: what the file holds. */
  hint?: ReactNode;
  /** A failure with this HTTP status or code came back (a report that expired meanwhile, say). */
  onFailed?: (code: string | number) => void;
}

/** A file streamed with its progress and cancel, "Try again" after a failure, saved under the server's name. */
export function FileDownload({ download, path, namespace, prefix = 'download', codes, sayAgain = false, hint, onFailed }: Props) {
  const { t } = useTranslation(namespace);
  const { state } = download;
  const percent = downloadPercent(state);
  const progressId = useId();
  const start = () => void download.start({ path });

  const failedCode = state.status === 'failed' ? state.failure.code : null;
  useEffect(() => {
    if (failedCode !== null && onFailed) onFailed(failedCode);
  }, [failedCode, onFailed]);

  if (state.status === 'downloading') {
    return (
      <Stack gap={6}>
        <Text size="sm" id={progressId}>
          {percent === null ? t(`${prefix}.downloading`) : t(`${prefix}.downloadingPercent`, { percent })}
        </Text>
        <Progress.Root size="md">
          <Progress.Section value={percent ?? 100} animated={percent === null} aria-labelledby={progressId} />
        </Progress.Root>
        <Group>
          <Button variant="default" onClick={download.cancel}>
            {t(`${prefix}.cancel`)}
          </Button>
        </Group>
      </Stack>
    );
  }

  const label = state.status === 'failed' ? t(`${prefix}.tryAgain`) : sayAgain && state.status !== 'idle' ? t(`${prefix}.again`) : t(`${prefix}.action`);
  return (
    <Stack gap="sm">
      {state.status === 'done' && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          <Trans t={t} i18nKey={`${prefix}.saved`} values={{ fileName: state.fileName }} components={{ name: <bdi /> }} />
        </Alert>
      )}
      {state.status === 'cancelled' && (
        <Text size="sm" role="status">
          {t(`${prefix}.cancelled`)}
        </Text>
      )}
      {state.status === 'failed' && <FormError title={t(`${prefix}.failedTitle`)} message={t(failureMessageKey(state.failure, codes))} />}
      <Group>
        <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={start} variant={state.status === 'idle' ? 'filled' : 'default'}>
          {label}
        </Button>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
