/**
 * A file's bytes sent in ranges (docs/api/mailbox.md, *Attachments*): `PUT {path}` with
 * `Content-Range: bytes first-last/size`, at most `chunkSize` bytes each, in order. Progress is the
 * bytes the server acknowledged plus axios's upload progress of the range on its way; a
 * `416 upload-range` says where the server is and the upload goes on from there (a range whose answer
 * was lost is not sent twice). Cancelled at once, also in the middle of a range.
 */
import { announceHttpFailure, apiUrl, failure, isApiOrigin, type ApiError } from '@/lib/http';
import { putFileRange } from '@/lib/http/direct-calls';

export interface UploadTarget {
  /** Under the API base URL (`files/uploads/att_1`). */
  path: string;
  chunkSize: number;
  /** Bytes the server holds already (0 for a new allocation). */
  received?: number;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Bytes acknowledged so far, of `file.size`. */
  onProgress?: (loaded: number, total: number) => void;
}

/** How often one range may be refused with where to resume before the upload gives up (a server that keeps moving). */
const RESUMES_MAX = 3;

interface RangeAnswer {
  status: number;
  body: { data?: unknown; errors?: ApiError[] } | null;
}

async function sendRange(url: string, bytes: Blob, first: number, size: number, options: UploadOptions): Promise<RangeAnswer> {
  // The range's bytes as a buffer: every transport sends that as it is (a Blob from another realm may not be).
  const body = await bytes.arrayBuffer();
  const answer = await putFileRange(
    url,
    { body, first, last: first + bytes.size - 1, size },
    {
      signal: options.signal,
      onUploadProgress: ({ loaded }) => options.onProgress?.(Math.min(size, first + Math.min(loaded, bytes.size)), size),
    },
  );
  return { status: answer.status, body: answer.data as RangeAnswer['body'] };
}

/** Where a `416 upload-range` says the server is, if it says. */
const resumeAt = (answer: RangeAnswer): number | null => {
  const received = answer.body?.errors?.find((error) => error.code === 'upload-range')?.meta?.received;
  return typeof received === 'number' && Number.isInteger(received) && received >= 0 ? received : null;
};

/** Uploads `file` to `target`; resolves with the last answer's `data` (the attachment, uploaded); rejects with a `Failure`. */
export async function uploadInRanges(file: Blob, target: UploadTarget, { signal, onProgress: tell }: UploadOptions = {}): Promise<unknown> {
  const url = apiUrl(target.path);
  // A range's last upload progress and the server's acknowledgement of it are the same figure: told once.
  let told: number | undefined;
  const onProgress = (loaded: number, total: number) => {
    if (loaded !== told) tell?.(loaded, total);
    told = loaded;
  };
  const size = file.size;
  let offset = target.received ?? 0;
  let resumes = 0;
  onProgress(offset, size);
  for (;;) {
    const answer = await sendRange(url, file.slice(offset, Math.min(size, offset + target.chunkSize)), offset, size, { signal, onProgress });
    if (answer.status === 200 || answer.status === 201) {
      const data = answer.body?.data as { received?: unknown } | undefined;
      if (answer.status === 201) {
        onProgress(size, size);
        return answer.body?.data;
      }
      offset = typeof data?.received === 'number' ? data.received : offset + target.chunkSize;
      resumes = 0;
      onProgress(offset, size);
      continue;
    }
    const resume = answer.status === 416 ? resumeAt(answer) : null;
    if (resume !== null && resumes < RESUMES_MAX) {
      resumes += 1;
      offset = resume;
      onProgress(offset, size);
      continue;
    }
    const refused = failure(answer.status, `HTTP ${answer.status}`, answer.body?.errors ?? []);
    if (isApiOrigin(url)) announceHttpFailure(refused, { url, method: 'PUT' });
    throw refused;
  }
}
