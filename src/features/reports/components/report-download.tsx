import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { downloadPercent, useDownload } from '@/lib/download';
import { failureMessageKey } from '@/lib/forms';
import { reportFilePath, type Report } from '../api/reports-api';

/** Why a download may fail → message keys. */
const downloadCodes = {
  'report-expired': 'reports:download.errors.expired',
  'report-failed': 'reports:download.errors.failed',
  'report-not-ready': 'reports:download.errors.notReady',
  'not-found': 'reports:errors.notAccessible',
};

interface Props {
  report: Report;
  /** The server said the report is no longer (or not yet) downloadable: its status is read again. */
  onStale: () => void;
}

/** "Download": the file streamed with its progress, cancel, and "Try again" after a failure; saved under the server's name. */
export function ReportDownload({ report, onStale }: Props) {
  const { t } = useTranslation('reports');
  const download = useDownload();
  const { state } = download;
  const percent = downloadPercent(state);
  const progressId = useId();
  const start = () => void download.start({ path: reportFilePath(report.id) });

  const failedCode = state.status === 'failed' ? state.failure.code : null;
  useEffect(() => {
    if (failedCode === 409 || failedCode === 410 || failedCode === 404) onStale();
  }, [failedCode, onStale]);

  if (state.status === 'downloading') {
    return (
      <Stack gap={6}>
        <Text size="sm" id={progressId}>
          {percent === null ? t('download.downloading') : t('download.downloadingPercent', { percent })}
        </Text>
        <Progress.Root size="md">
          <Progress.Section value={percent ?? 100} animated={percent === null} aria-labelledby={progressId} />
        </Progress.Root>
        <Group>
          <Button variant="default" onClick={download.cancel}>
            {t('download.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {state.status === 'done' && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          <Trans t={t} i18nKey="download.saved" values={{ fileName: state.fileName }} components={{ name: <bdi /> }} />
        </Alert>
      )}
      {state.status === 'cancelled' && (
        <Text size="sm" role="status">
          {t('download.cancelled')}
        </Text>
      )}
      {state.status === 'failed' && <FormError title={t('download.failedTitle')} message={t(failureMessageKey(state.failure, downloadCodes))} />}
      <Group>
        <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={start} variant={state.status === 'idle' ? 'filled' : 'default'}>
          {state.status === 'failed' ? t('download.tryAgain') : state.status === 'idle' ? t('download.action') : t('download.again')}
        </Button>
      </Group>
    </Stack>
  );
}
