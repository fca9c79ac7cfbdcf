import { HttpResponse } from 'msw';
import { attachmentDisposition } from '@/lib/download/safe-file-name';
import { settlementCsv, settlementFileName, visibleSettlement } from '../actions/settlements';
import { fileCaller } from './file-caller';
import { apiRoute, errorResponse } from './respond';

/**
 * GET settlements/{id}/file: a settlement's statement as CSV (docs/api/payouts.md), an attachment
 * with `Content-Length` for the download's progress. 401 without a signed-in session; 403 when the
 * session's identity is no longer active; 404 for an unknown settlement or one whose organization's
 * settlements the identity may not read (no existence leak).
 */
export const settlementFileHandler = apiRoute('get', 'settlements/:id/file', ({ request, params, cookies }) => {
  const caller = fileCaller(request, cookies);
  if (caller instanceof Response) return caller;
  const settlement = visibleSettlement(caller.identity, String(params.id));
  if (!settlement) return errorResponse(404, 'not-found', 'Settlement not found');
  const body = new TextEncoder().encode(settlementCsv(settlement));
  return new HttpResponse(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(body.byteLength),
      'Content-Disposition': attachmentDisposition(settlementFileName(settlement)),
      'Cache-Control': 'no-store',
    },
  });
});

export const settlementFileHandlers = [settlementFileHandler];
