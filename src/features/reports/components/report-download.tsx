import { useCallback } from 'react';
import { FileDownload } from '@/components/file-download';
import { useDownload } from '@/lib/download';
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
  // No longer (410), not yet (409) or not at all (404) downloadable: the report's status is read again.
  const onFailed = useCallback(
    (code: string | number) => {
      if (code === 409 || code === 410 || code === 404) onStale();
    },
    [onStale],
  );
  const download = useDownload();
  return <FileDownload download={download} path={reportFilePath(report.id)} namespace="reports" codes={downloadCodes} sayAgain onFailed={onFailed} />;
}
