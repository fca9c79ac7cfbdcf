import { HttpResponse } from 'msw';
import { attachmentDisposition } from '@/lib/download/safe-file-name';
import { exportCsv, visibleExport } from '../actions/transaction-exports';
import { fileCaller } from './file-caller';
import { apiRoute, errorResponse } from './respond';

/**
 * GET transaction-exports/{id}/file: the CSV of a ready export, as an attachment named after the
 * workspace and range. Checked again on every download: 401 without a signed-in session; 403
 * `forbidden` when the session's identity is no longer active; 404 `not-found` for an unknown id, an
 * export of another user or identity, or one whose workspace's transactions the identity may no
 * longer read (no existence leak); 409 `export-not-ready` while it is being written.
 */
export const exportFileHandler = apiRoute('get', 'transaction-exports/:id/file', ({ request, params, cookies }) => {
  const caller = fileCaller(request, cookies);
  if (caller instanceof Response) return caller;
  const row = visibleExport(caller.identity, String(params.id));
  if (!row) return errorResponse(404, 'not-found', 'Export not found');
  if (row.status !== 'ready') return errorResponse(409, 'export-not-ready', 'The export is not ready yet');
  const body = new TextEncoder().encode(exportCsv(row));
  return new HttpResponse(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(body.byteLength),
      'Content-Disposition': attachmentDisposition(row.fileName),
      'Cache-Control': 'no-store',
    },
  });
});

export const exportFileHandlers = [exportFileHandler];
