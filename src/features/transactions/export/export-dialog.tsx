import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { FormError } from '@/components/feedback/form-error';
import { downloadPercent } from '@/lib/download';
import { failureMessageKey } from '@/lib/forms';
import { useLocaleFormat } from '@/lib/format';
import type { ExportRequest } from './exports-api';
import { useExportJob } from './use-export-job';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** What the list shows now: its filters, order, search, visible columns and the user's zone. */
  request: ExportRequest;
  /** Rows matching the list now (`meta.page.total`). */
  rowCount: number;
  /** The visible columns' names, in table order. */
  columnNames: readonly string[];
}

/** "Export CSV": says what is exported, then the server's progress, then the download's own. */
export function ExportDialog({ opened, onClose, request, rowCount, columnNames }: Props) {
  const { t } = useTranslation('transactions');
  const { job, starting, startFailure, start, download, downloadAgain, reset } = useExportJob();
  const { number: count } = useLocaleFormat();
  const close = () => {
    reset();
    onClose();
  };
  const percent = downloadPercent(download.state);
  const state = download.state;

  let body;
  if (!job) {
    body = (
      <>
        <Text size="sm">{t('export.summary', { rows: count(rowCount) })}</Text>
        <div>
          <Text size="sm" fw={600} id="export-columns">
            {t('export.columns')}
          </Text>
          <List size="sm" aria-labelledby="export-columns">
            {columnNames.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        </div>
        <Text size="xs" c="dimmed">
          {t('export.keysHint')} {t('export.formatHint')}
        </Text>
        <FormError message={startFailure && t(failureMessageKey(startFailure))} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:cancel')}
          </Button>
          <Button leftSection={<IconFileSpreadsheet size={18} aria-hidden />} loading={starting} disabled={rowCount === 0} onClick={() => void start(request)}>
            {t('export.start')}
          </Button>
        </Group>
      </>
    );
  } else if (job.status === 'failed') {
    body = (
      <>
        <FormError message={t('export.failed')} />
        <Group justify="flex-end">
          <Button onClick={close}>{t('common:close')}</Button>
        </Group>
      </>
    );
  } else if (job.status !== 'ready') {
    body = (
      <Stack gap={6}>
        <Text size="sm" id="export-progress">
          {t('export.generating', { progress: job.progress })}
        </Text>
        <Progress value={job.progress} animated aria-labelledby="export-progress" />
        <Text size="xs" c="dimmed">
          {t('export.keepWorking')}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        {state.status === 'downloading' && (
          <Stack gap={6}>
            <Text size="sm" id="download-progress">
              {percent === null ? t('export.downloading') : t('export.downloadingPercent', { percent })}
            </Text>
            <Progress value={percent ?? 100} animated={percent === null} aria-labelledby="download-progress" />
            <Group justify="flex-end">
              <Button variant="default" onClick={download.cancel}>
                {t('export.cancelDownload')}
              </Button>
            </Group>
          </Stack>
        )}
        {state.status === 'done' && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {t('export.saved', { fileName: state.fileName })}
          </Alert>
        )}
        {state.status === 'cancelled' && <Text size="sm">{t('export.downloadCancelled')}</Text>}
        {state.status === 'failed' && <FormError message={t(failureMessageKey(state.failure))} />}
        {(state.status === 'done' || state.status === 'cancelled' || state.status === 'failed') && (
          <Group justify="flex-end">
            <Button variant="default" onClick={downloadAgain}>
              {t('export.downloadAgain')}
            </Button>
            <Button onClick={close}>{t('common:close')}</Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Dialog opened={opened} onClose={close} title={t('export.title')}>
      <Stack gap="md">{body}</Stack>
    </Dialog>
  );
}
