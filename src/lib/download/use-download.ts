import { useCallback, useEffect, useRef, useState } from 'react';
import { toFailure, type Failure } from '@/lib/http';
import { downloadFile, saveBlob, type DownloadOptions, type DownloadProgress } from './download-file';

export type DownloadState =
  | { status: 'idle' }
  | ({ status: 'downloading' } & DownloadProgress)
  | { status: 'done'; fileName: string }
  | { status: 'cancelled' }
  | { status: 'failed'; failure: Failure };

/** Percent done, or null while the size is unknown. */
export const downloadPercent = (state: DownloadState) =>
  state.status === 'downloading' && state.total ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : null;

/**
 * One download at a time with its progress, cancel and outcome; the file is saved when complete.
 * Leaving the screen cancels a running download.
 */
/** What `useDownload` hands a screen: the state, start and cancel. */
export type Download = ReturnType<typeof useDownload>;

export function useDownload(save: typeof saveBlob = saveBlob) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (options: Omit<DownloadOptions, 'signal' | 'onProgress'>) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'downloading', loaded: 0, total: null });
      try {
        const file = await downloadFile({
          ...options,
          signal: current.signal,
          onProgress: (progress) => !current.signal.aborted && setState({ status: 'downloading', ...progress }),
        });
        if (current.signal.aborted) return;
        save(file);
        setState({ status: 'done', fileName: file.fileName });
      } catch (error) {
        if (controller.current !== current) return;
        const failure = toFailure(error);
        setState(failure.code === 'cancelled' ? { status: 'cancelled' } : { status: 'failed', failure });
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [save],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'cancelled' });
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, reset };
}
