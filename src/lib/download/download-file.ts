/**
 * File downloads (spec §7): a blob request with the bearer token and cookies (on the API's origin
 * only), its progress from axios's download progress, cancellable, saved under a given file name (else
 * the server's `Content-Disposition` name). Generic: any `GET {API base}/<path>` that answers a file.
 */
import { apiUrl, cancelledFailure } from '@/lib/http';
import { getFile } from '@/lib/http/direct-calls';
import { safeFileName } from './safe-file-name';

export interface DownloadProgress {
  /** Bytes received so far. */
  loaded: number;
  /** Bytes in all, when the server says (`Content-Length`); else null. */
  total: number | null;
}

export interface DownloadOptions {
  /** Under the API base URL (`transaction-exports/1/file`), or an absolute URL (sent the token and cookies only on the API's origin). */
  path: string;
  /** The name to save under; default: the server's `Content-Disposition` name, then the path's last part. Always made safe (`safeFileName`). */
  fileName?: string;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export { cancelledFailure };

/** `attachment; filename="a b.csv"; filename*=UTF-8''a%20b.csv` → 'a b.csv' (the UTF-8 form wins). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* a malformed escape: fall back to the plain name */
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name || null;
}

const isBlob = (data: unknown): data is Blob => typeof data === 'object' && data !== null && typeof (data as Blob).arrayBuffer === 'function';

/** Settles as cancelled when `signal` aborts: a body whose stream does not end on abort still ends the download at once. */
function cancellation(signal?: AbortSignal) {
  return new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(cancelledFailure());
    else signal?.addEventListener('abort', () => reject(cancelledFailure()), { once: true });
  });
}

/** Downloads a file; rejects with a `Failure` (`cancelled` when aborted, the HTTP status, or `network`). */
export async function downloadFile({ path, fileName, signal, onProgress }: DownloadOptions): Promise<DownloadedFile> {
  const url = apiUrl(path);
  const answer = await Promise.race([
    getFile(url, { signal, onDownloadProgress: ({ loaded, total }) => !signal?.aborted && onProgress?.({ loaded, total: total || null }) }),
    cancellation(signal),
  ]);
  const type = answer.headers['content-type'] ?? 'application/octet-stream';
  const name = fileName ?? fileNameFromDisposition(answer.headers['content-disposition'] ?? null) ?? new URL(url).pathname.split('/').filter(Boolean).at(-1);
  // A blob of this realm as it is; one from elsewhere (a test's fetch) copied into one.
  const data = answer.data;
  const blob = data instanceof Blob ? data : new Blob(isBlob(data) ? [await data.arrayBuffer()] : [], { type });
  return { blob: blob.type ? blob : blob.slice(0, blob.size, type), fileName: safeFileName(name) };
}

/** Hands a blob to the browser's save flow under `fileName` (made safe). */
export function saveBlob({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
