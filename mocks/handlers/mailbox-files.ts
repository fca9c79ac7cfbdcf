import { HttpResponse } from 'msw';
import { attachmentDisposition } from '@/lib/download/safe-file-name';
import { now } from '../clock';
import { db } from '../db/store';
import { attachmentDownload } from '../mailbox/attachment-bytes';
import { fileIdEntry } from '../mailbox/file-ids';
import { readableAttachment } from '../mailbox/topic-access';
import { fileCaller } from './file-caller';
import { apiRoute, errorResponse, forbidden } from './respond';

/**
 * GET files/{fileId} (docs/api/mailbox.md, *Attachments* 5): a mailbox file by the id
 * `messages/getFileId` gave, as an attachment (never inline), with `Content-Length` for the
 * client's progress. 401 unsigned; 403 `forbidden` when the id was given to another session or the
 * session may no longer read the topic's messages (or a `failNext(403, {path: 'files/'})` fault);
 * 404 unknown id; 410 `file-expired` after 5 minutes (ask for a new id).
 */
export const mailboxFileHandler = apiRoute('get', 'files/:fileId', ({ request, params, cookies }) => {
  const caller = fileCaller(request, cookies);
  if (caller instanceof Response) return caller;
  const issued = fileIdEntry(String(params.fileId));
  const attachment = issued && db.attachments.get(issued.attachmentId);
  if (!issued || !attachment) return errorResponse(404, 'not-found', 'File not found');
  if (issued.sessionId !== caller.session.id || !readableAttachment(caller.session, attachment.id)) return forbidden();
  if (now() > issued.expiresAt) return errorResponse(410, 'file-expired', 'This download link has expired; ask for a new one');
  const { bytes, contentType, name } = attachmentDownload(attachment);
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': attachmentDisposition(name),
      'Cache-Control': 'no-store',
    },
  });
});

export const mailboxFileHandlers = [mailboxFileHandler];
