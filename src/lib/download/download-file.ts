/**
 * File downloads (spec §7): a blob request with the bearer token and cookies, streamed so the
 * progress can be shown and the transfer cancelled, saved under a given file name (else the
 * server's `Content-Disposition` name). Generic: any `GET {API base}/<path>` that answers a file.
 */
import { announceHttpFailure, apiFetchInit, apiUrl, failure, networkFailure, type ApiError, type Failure } from '@/lib/http';
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

export const cancelledFailure = (): Failure => failure('cancelled', 'Cancelled');

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

async function errorsOf(response: Response): Promise<ApiError[]> {
  try {
    const body: unknown = await response.json();
    const errors = (body as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? (errors as ApiError[]) : [];
  } catch {
    return [];
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Downloads a file; rejects with a `Failure` (`cancelled` when aborted, the HTTP status, or `network`). */
export async function downloadFile({ path, fileName, signal, onProgress }: DownloadOptions): Promise<DownloadedFile> {
  const url = apiUrl(path);
  // An absolute URL elsewhere (a storage link an answer named) gets neither the token nor cookies.
  const { ours, headers, credentials } = apiFetchInit(url);
  let response: Response;
  try {
    response = await fetch(url, { credentials, headers, signal });
  } catch (error) {
    throw signal?.aborted || isAbort(error) ? cancelledFailure() : networkFailure();
  }
  if (!response.ok) {
    const refused = failure(response.status, response.statusText || `HTTP ${response.status}`, await errorsOf(response));
    // On our API the spec §8 catalogue applies (a 403 on a files path notifies and is reported; 401 checks the session).
    if (ours) announceHttpFailure(refused, { url, method: 'GET' });
    throw refused;
  }

  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: BlobPart[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  const reader = response.body?.getReader();
  // A read the transport does not end on abort still ends the download at once.
  const aborted = new Promise<never>((_, reject) => {
    const stop = () => {
      reject(cancelledFailure());
      void reader?.cancel().catch(() => undefined);
    };
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
  aborted.catch(() => undefined);
  try {
    if (reader) {
      for (;;) {
        const { done, value } = await Promise.race([reader.read(), aborted]);
        if (signal?.aborted) throw cancelledFailure();
        if (done) break;
        chunks.push(value);
        loaded += value.byteLength;
        onProgress?.({ loaded, total });
      }
    } else {
      const whole = await response.arrayBuffer();
      chunks.push(whole);
      loaded = whole.byteLength;
      onProgress?.({ loaded, total });
    }
  } catch (error) {
    throw signal?.aborted || isAbort(error) ? cancelledFailure() : error && typeof error === 'object' && 'code' in error ? error : networkFailure();
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const name = fileName ?? fileNameFromDisposition(response.headers.get('content-disposition')) ?? new URL(url).pathname.split('/').filter(Boolean).at(-1);
  return { blob: new Blob(chunks, { type }), fileName: safeFileName(name) };
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
