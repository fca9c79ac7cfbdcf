import { HttpResponse } from 'msw';
import { ownExport, exportCsv } from '../actions/transaction-exports';
import { resolveSession } from '../sessions';
import { apiRoute, errorResponse, unauthorized } from './respond';

/**
 * GET transaction-exports/{id}/file: the CSV of a ready export, as an attachment named after the
 * workspace and range. 401 without a signed-in session; 404 `not-found` for an unknown id or an
 * export of someone else (no existence leak); 409 `export-not-ready` while it is being written.
 */
export const exportFileHandler = apiRoute('get', 'transaction-exports/:id/file', ({ request, params, cookies }) => {
  const session = resolveSession(request, cookies);
  if (!session || session.scope !== 'full') return unauthorized();
  const row = ownExport(session.userId, String(params.id));
  if (!row) return errorResponse(404, 'not-found', 'Export not found');
  if (row.status !== 'ready') return errorResponse(409, 'export-not-ready', 'The export is not ready yet');
  const body = new TextEncoder().encode(exportCsv(row));
  return new HttpResponse(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(body.byteLength),
      'Content-Disposition': `attachment; filename="${row.fileName}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
      'Cache-Control': 'no-store',
    },
  });
});

export const exportFileHandlers = [exportFileHandler];
