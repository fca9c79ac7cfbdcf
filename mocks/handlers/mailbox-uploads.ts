import { HttpResponse } from 'msw';
import { now } from '../clock';
import { db } from '../db/store';
import { attachmentJson, dropExpiredAttachments, UPLOAD_CHUNK_BYTES } from '../actions/mailbox-attachments';
import { appendFileBytes } from '../mailbox/file-bytes';
import { fileCaller } from './file-caller';
import { apiRoute, errorResponse } from './respond';

/** `bytes {first}-{last}/{size}` → its numbers; null when malformed. */
export function parseContentRange(header: string | null): { first: number; last: number; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [first, last, size] = match.slice(1).map(Number);
  return first <= last && last < size ? { first, last, size } : null;
}

/**
 * PUT files/uploads/{id} (docs/api/mailbox.md, *Attachments*): the next byte range of an allocated
 * attachment, from the session that allocated it. 200 `{data: {received}}` while bytes are missing,
 * 201 with the attachment `uploaded` after the last; 416 `upload-range` (with `received`) for a range
 * that does not start where the server is, is larger than `chunkSize` or does not match the size;
 * 404 for an unknown attachment or another session's; 410 `upload-expired` after its time.
 */
export const uploadHandler = apiRoute(
  'put',
  'files/uploads/:id',
  async ({ request, params, cookies }) => {
    const caller = fileCaller(request, cookies);
    if (caller instanceof Response) return caller;
    const row = db.attachments.get(String(params.id));
    if (!row || row.sessionId !== caller.session.id) return errorResponse(404, 'attachment-not-found', 'Attachment not found');
    if (row.status !== 'allocated') return errorResponse(409, 'upload-complete', 'The file is already uploaded');
    if (Date.parse(row.expiresAt) <= now()) {
      dropExpiredAttachments();
      return errorResponse(410, 'upload-expired', 'The upload expired; attach the file again');
    }
    const range = parseContentRange(request.headers.get('content-range'));
    const bytes = new Uint8Array(await request.arrayBuffer());
    const fits = range && range.size === row.size && range.first === row.received && range.last - range.first + 1 === bytes.byteLength;
    if (!fits || bytes.byteLength > UPLOAD_CHUNK_BYTES) {
      return errorResponse(416, 'upload-range', 'Send the bytes from where the server is', { meta: { received: row.received } });
    }
    appendFileBytes(row.id, bytes, row.size);
    const received = row.received + bytes.byteLength;
    if (received < row.size) {
      db.attachments.patch(row.id, { received });
      return HttpResponse.json({ data: { received } }, { status: 200 });
    }
    const done = db.attachments.patch(row.id, { received, status: 'uploaded' })!;
    return HttpResponse.json({ data: attachmentJson(done) }, { status: 201 });
  },
  { body: 'bytes' },
);

export const uploadHandlers = [uploadHandler];
