import { HttpResponse } from 'msw';
import { attachmentDisposition } from '@/lib/download/safe-file-name';
import { statementCsv, statementPdf } from '../actions/statement-documents';
import { statementFileName, visibleStatement } from '../actions/statements';
import { fileCaller } from './file-caller';
import { apiRoute, errorResponse } from './respond';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * GET statements/{id}/file?format=csv|pdf: a monthly statement as an attachment with
 * `Content-Length` (the download's progress). 401 without a signed-in session; 403 when the
 * session's identity is no longer active; 404 for an unknown statement or one the identity may not
 * read (no existence leak); 400 `invalid-format` for another format.
 */
export const statementFileHandler = apiRoute('get', 'statements/:id/file', async ({ request, params, cookies }) => {
  const caller = fileCaller(request, cookies);
  if (caller instanceof Response) return caller;
  const statement = visibleStatement(caller.identity, String(params.id));
  if (!statement) return errorResponse(404, 'not-found', 'Statement not found');
  const format = new URL(request.url).searchParams.get('format') ?? 'csv';
  if (format !== 'csv' && format !== 'pdf') return errorResponse(400, 'invalid-format', 'The format is csv or pdf');
  const body = format === 'pdf' ? await statementPdf(statement) : new TextEncoder().encode(statementCsv(statement));
  return new HttpResponse(body, {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Length': String(body.byteLength),
      'Content-Disposition': attachmentDisposition(statementFileName(statement, format)),
      'Cache-Control': 'no-store',
    },
  });
});

export const statementFileHandlers = [statementFileHandler];
