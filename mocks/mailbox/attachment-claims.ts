/**
 * Which uploaded files a new message (or a new topic's first message) may carry
 * (docs/api/mailbox.md, *Attachments* 4): each one `uploaded`, allocated by this very session, in
 * the topic's workspace lineage (allocated on the topic's workspace, an ancestor or a descendant),
 * not expired, named once. Refusals point at `/data/relationships/attachments/data/<i>`.
 */
import { now } from '../clock';
import { lineage } from '../db/access';
import type { Session } from '../db/schema';
import { db } from '../db/store';
import type { ApiError } from '../handlers/respond';

const pointer = (index: number) => ({ source: { pointer: `/data/relationships/attachments/data/${index}` } });

const sameLineage = (a: string, b: string) => lineage(a).some((r) => r.id === b) || lineage(b).some((r) => r.id === a);

/** The attachment ids to attach, or the refusals. */
export function claimAttachments(
  session: Session,
  workspaceId: string,
  refs: readonly { id: string }[] | undefined,
): { ids: string[] } | { errors: ApiError[] } {
  const errors: ApiError[] = [];
  const ids: string[] = [];
  (refs ?? []).forEach(({ id }, index) => {
    const attachment = db.attachments.get(id);
    // Another session's file, or one of another workspace, is as unknown as a missing one.
    if (!attachment || attachment.sessionId !== session.id || !sameLineage(attachment.resourceId, workspaceId)) {
      errors.push({ code: 'attachment-not-found', title: 'File not found', ...pointer(index) });
    } else if (attachment.status === 'attached' || ids.includes(id)) {
      errors.push({ code: 'attachment-in-use', title: 'This file is already attached to a message', ...pointer(index) });
    } else if (Date.parse(attachment.expiresAt) <= now()) {
      errors.push({ code: 'attachment-not-found', title: 'The upload has expired; attach the file again', ...pointer(index) });
    } else if (attachment.status !== 'uploaded') {
      errors.push({ code: 'attachment-not-uploaded', title: 'The file has not finished uploading', ...pointer(index) });
    } else {
      ids.push(id);
    }
  });
  return errors.length ? { errors } : { ids };
}
