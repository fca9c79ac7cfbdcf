import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { downloadPercent, useDownload } from '@/lib/download';
import { failureMessageKey } from '@/lib/forms';
import { settlementFilePath, type Settlement } from '../api/settlements-api';

const downloadCodes = { 'not-found': 'settlements:errors.notAccessible' };

/** "Download statement (CSV)": streamed with its progress and cancel, saved under the server's file name. */
export function SettlementDownload({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation('settlements');
  const download = useDownload();
  const { state } = download;
  const percent = downloadPercent(state);
  const progressId = useId();
  const start = () => void download.start({ path: settlementFilePath(settlement.id) });

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
          {state.status === 'failed' ? t('download.tryAgain') : t('download.action')}
        </Button>
        <Text size="sm" c="dimmed">
          <Trans t={t} i18nKey="download.hint" values={{ fileName: settlement.fileName, count: settlement.lineCount }} components={{ name: <bdi /> }} />
        </Text>
      </Group>
    </Stack>
  );
}
