import { transfer } from '../client';
import type { TransferProgress, TransportResponse } from '../transport';

/**
 * `PUT {url}` of one range of a file (docs/api/mailbox.md, *Attachments*), with axios's upload progress
 * of the range on its way; a `416` that says where to resume is an answer, not a failure.
 */
export const putFileRange = (
  url: string,
  range: { body: ArrayBuffer; first: number; last: number; size: number },
  options: { signal?: AbortSignal; onUploadProgress?: (progress: TransferProgress) => void },
): Promise<TransportResponse> =>
  transfer({
    method: 'PUT',
    url,
    body: range.body,
    headers: { 'Content-Type': 'application/octet-stream', 'Content-Range': `bytes ${range.first}-${range.last}/${range.size}` },
    signal: options.signal,
    accepts: (status) => status === 416,
    onUploadProgress: options.onUploadProgress,
  });

/** `GET {url}` of a file as a Blob, with axios's download progress. */
export const getFile = (
  url: string,
  options: { signal?: AbortSignal; onDownloadProgress?: (progress: TransferProgress) => void },
): Promise<TransportResponse> => transfer({ method: 'GET', url, signal: options.signal, responseType: 'blob', onDownloadProgress: options.onDownloadProgress });
