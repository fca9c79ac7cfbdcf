import { HttpResponse } from 'msw';
import { mayRead, reportFileOf, settleReport } from '../actions/reports';
import { REPORT_CONTENT_TYPES } from '../db/reports';
import { db } from '../db/store';
import { resolveSession } from '../sessions';
import { apiRoute, errorResponse, unauthorized } from './respond';

/**
 * GET reports/{id}/file: the file of a ready report, as an attachment under its `fileName`, with
 * `Content-Length` (the client shows download progress). 401 without a signed-in session; 404
 * `not-found` for an unknown id or a report the identity may not read (no existence leak); 409
 * `report-not-ready` while queued or generating; 410 `report-expired` (archived: request it again)
 * or `report-failed`.
 */
export const reportFileHandler = apiRoute('get', 'reports/:id/file', ({ request, params, cookies }) => {
  const session = resolveSession(request, cookies);
  if (!session || session.scope !== 'full') return unauthorized();
  const identity = session.identityId ? db.identities.get(session.identityId) : undefined;
  const found = db.reports.get(String(params.id));
  if (!identity || identity.status !== 'active' || !found || !mayRead(identity, found)) return errorResponse(404, 'not-found', 'Report not found');
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
      'Content-Disposition': `attachment; filename="${report.fileName}"; filename*=UTF-8''${encodeURIComponent(report.fileName)}`,
      'Cache-Control': 'no-store',
    },
  });
});

export const reportFileHandlers = [reportFileHandler];
