import { useEffect, useRef, useState } from 'react';
import { useDownload } from '@/lib/download';
import { toFailure, type Failure } from '@/lib/http';
import { exportFilePath, useCreateTransactionExportMutation, useGetTransactionExportQuery, type ExportRequest, type TransactionExport } from './exports-api';

/** A safety net when a progress push is lost: the export is asked for again this often. */
const POLL_MS = 5000;

/**
 * One export from start to saved file: creates it, follows its progress (pushed by the server,
 * polled as a fallback), then downloads the file with its own progress as soon as it is ready.
 */
export function useExportJob() {
  const [create, creation] = useCreateTransactionExportMutation();
  const [exportId, setExportId] = useState<string | null>(null);
  const [startFailure, setStartFailure] = useState<Failure | null>(null);
  const [finished, setFinished] = useState(false);
  const followed = useGetTransactionExportQuery(exportId ?? '', { skip: !exportId, pollingInterval: finished ? 0 : POLL_MS, skipPollingIfUnfocused: true });
  const job: TransactionExport | undefined = exportId ? (followed.data?.id === exportId ? followed.data : creation.data) : undefined;
  const download = useDownload();
  const downloaded = useRef<string | null>(null);

  const status = job?.status;
  if (finished !== (status === 'ready' || status === 'failed')) setFinished(!finished);

  useEffect(() => {
    if (job?.status === 'ready' && downloaded.current !== job.id) {
      downloaded.current = job.id;
      void download.start({ path: exportFilePath(job.id), fileName: job.fileName });
    }
  }, [job, download]);

  const start = async (request: ExportRequest) => {
    setStartFailure(null);
    try {
      const created = await create(request).unwrap();
      setExportId(created.id);
    } catch (error) {
      setStartFailure(toFailure(error));
    }
  };

  const downloadAgain = () => job && void download.start({ path: exportFilePath(job.id), fileName: job.fileName });

  const reset = () => {
    download.cancel();
    download.reset();
    downloaded.current = null;
    creation.reset();
    setExportId(null);
    setStartFailure(null);
    setFinished(false);
  };

  return { job, starting: creation.isLoading, startFailure, start, download, downloadAgain, reset };
}
