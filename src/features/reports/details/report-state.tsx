import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconArchive, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Report } from '../api/reports-api';
import { RequestAgainButton } from '../components/request-again-button';
import { ReportDownload } from '../components/report-download';

interface Props {
  report: Report;
  canWrite: boolean;
  onStale: () => void;
}

/** What can be done with the report now: wait for it, download it, or request it again. */
export function ReportState({ report, canWrite, onStale }: Props) {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const again = canWrite && <RequestAgainButton report={report} onRequested={(created) => void navigate(`/reports/${encodeURIComponent(created.id)}`)} />;

  if (report.status === 'ready') return <ReportDownload report={report} onStale={onStale} />;
  if (report.status === 'queued' || report.status === 'generating') {
    return (
      <Alert color="blue" variant="light" icon={<Loader size={16} aria-hidden />} role="status">
        {t(`details.${report.status}`)}
      </Alert>
    );
  }
  const expired = report.status === 'expired';
  return (
    <Stack gap="sm">
      <Alert
        color={expired ? 'orange' : 'red'}
        variant="light"
        icon={expired ? <IconArchive size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
        title={t(expired ? 'details.expiredTitle' : 'details.failedTitle')}
      >
        <Text size="sm">{t(expired ? 'details.expiredText' : 'details.failedText')}</Text>
        {!canWrite && (
          <Text size="sm" mt={4}>
            {t('details.noWrite')}
          </Text>
        )}
      </Alert>
      {again && <div>{again}</div>}
    </Stack>
  );
}
