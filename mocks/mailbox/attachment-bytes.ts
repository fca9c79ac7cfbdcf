import type { Attachment } from '../db/schema';
import { db } from '../db/store';
import { fileBytes, notKeptNotice, putFileBytes } from './file-bytes';
import { SEED_ATTACHMENT_PREFIX } from './mailbox-seed';
import { seededFileBytes } from './seed-files';

/**
 * What a download of the attachment answers: its bytes (a seeded one's are made on first use, since
 * bytes are not persisted), or, when the sandbox did not keep them, a short text saying so (saved
 * as `<name>.txt`, so that nobody opens it as the file it stands for).
 */
export function attachmentDownload(attachment: Attachment): { bytes: Uint8Array; contentType: string; name: string } {
  let bytes = fileBytes(attachment.id);
  if (!bytes && attachment.id.startsWith(SEED_ATTACHMENT_PREFIX)) {
    const message = attachment.messageId ? db.topicMessages.get(attachment.messageId) : undefined;
    const subject = (message && db.topics.get(message.topicId)?.subject) ?? '';
    bytes = seededFileBytes(attachment.name, subject);
    putFileBytes(attachment.id, bytes);
  }
  return bytes
    ? { bytes, contentType: attachment.contentType || 'application/octet-stream', name: attachment.name }
    : { bytes: notKeptNotice(attachment.name), contentType: 'text/plain; charset=utf-8', name: `${attachment.name}.txt` };
}
