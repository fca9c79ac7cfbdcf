import { HttpResponse } from 'msw';
import { attachmentDisposition } from '@/lib/download/safe-file-name';
import { mayRead, reportFileOf, settleReport } from '../actions/reports';
import { REPORT_CONTENT_TYPES } from '../db/reports';
import { db } from '../db/store';
import { fileCaller } from './file-caller';
import { apiRoute, errorResponse } from './respond';

/**
 * GET reports/{id}/file: the file of a ready report, as an attachment under its `fileName`, with
 * `Content-Length` (the client shows download progress). Checked again on every download: 401
 * without a signed-in session; 403 `forbidden` when the session's identity is no longer active; 404
 * `not-found` for an unknown id or a report the identity may not read (no existence leak); 409
 * `report-not-ready` while queued or generating; 410 `report-expired` (archived: request it again)
 * or `report-failed`.
 */
export const reportFileHandler = apiRoute('get', 'reports/:id/file', ({ request, params, cookies }) => {
  const caller = fileCaller(request, cookies);
  if (caller instanceof Response) return caller;
  const found = db.reports.get(String(params.id));
  if (!found || !mayRead(caller.identity, found)) return errorResponse(404, 'not-found', 'Report not found');
  const report = settleReport(found);
  if (report.status === 'expired') return errorResponse(410, 'report-expired', 'The report has expired; request it again');
  if (report.status === 'failed') return errorResponse(410, 'report-failed', 'The report could not be generated; request it again');
  if (report.status !== 'ready') return errorResponse(409, 'report-not-ready', 'The report is not ready yet');
  const body = reportFileOf(report);
  return new HttpResponse(body, {
    status: 200,
    headers: {
      'Content-Type': REPORT_CONTENT_TYPES[report.format],
      'Content-Length': String(body.byteLength),
      'Content-Disposition': attachmentDisposition(report.fileName),
      'Cache-Control': 'no-store',
    },
  });
});

export const reportFileHandlers = [reportFileHandler];
