/**
 * messages/allocateAttachment and messages/deleteAttachment (docs/api/mailbox.md, *Attachments*):
 * room for one file in a workspace, for the session that asks; its bytes come by
 * `PUT files/uploads/{id}` (mocks/handlers/mailbox-uploads.ts). The size and type are checked here,
 * before any byte, as the screens check them.
 */
import { FILE_OFFER_LIMIT_BYTES } from '@/lib/contract/file-limits';
import { attachmentProblem } from '@/lib/contract/mailbox-rules';
import { now } from '../clock';
import { newId } from '../db/ids';
import type { Attachment } from '../db/schema';
import { db } from '../db/store';
import { forgetFileBytes } from '../mailbox/file-bytes';
import { MESSAGES_WRITE } from '../mailbox/topic-access';
import { defineAction } from './define-action';
import { failure, fieldError } from './types';

const DAY = 86_400_000;
/** The largest byte range one `PUT` may carry. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;

export const uploadPathOf = (id: string) => `files/uploads/${id}`;

export const attachmentJson = (a: Attachment) => ({
  type: 'attachments',
  id: a.id,
  attributes: {
    name: a.name,
    size: a.size,
    contentType: a.contentType,
    status: a.status,
    expiresAt: a.status === 'attached' ? null : a.expiresAt,
    upload: a.status === 'allocated' ? { path: uploadPathOf(a.id), chunkSize: UPLOAD_CHUNK_BYTES, received: a.received } : null,
  },
});

/** Drops allocations nobody attached in time (and their bytes). */
export function dropExpiredAttachments(at = now()) {
  for (const row of db.attachments.filter((a) => a.status !== 'attached' && Date.parse(a.expiresAt) <= at)) {
    db.attachments.remove(row.id);
    forgetFileBytes(row.id);
  }
}

const allocate = defineAction({
  name: 'messages/allocateAttachment',
  permission: MESSAGES_WRITE,
  resource: 'resourceId',
  run: ({ payload, resource, session }) => {
    const { name, size, contentType } = payload.data.attributes;
    const problem = attachmentProblem({ name, size, type: contentType }, FILE_OFFER_LIMIT_BYTES);
    if (problem === 'too-large') return { errors: [fieldError('size', 'file-too-large', 'A file must be at most 2 GB')] };
    if (problem === 'type') return { errors: [fieldError('name', 'file-type', 'This type of file cannot be attached')] };
    if (problem) return { errors: [fieldError(problem === 'empty' ? 'size' : 'name', 'validation', 'This file cannot be attached')] };
    dropExpiredAttachments();
    const at = now();
    const row: Attachment = {
      id: newId('att'),
      resourceId: resource!.id,
      sessionId: session.id,
      name,
      size,
      contentType: contentType || 'application/octet-stream',
      status: 'allocated',
      received: 0,
      messageId: null,
      createdAt: new Date(at).toISOString(),
      expiresAt: new Date(at + DAY).toISOString(),
    };
    db.attachments.insert(row);
    return { data: attachmentJson(row) };
  },
});

/** Removes a file not yet sent: only its allocator's session; an attached one is the message's (`attachment-in-use`). */
const remove = defineAction({
  name: 'messages/deleteAttachment',
  permission: MESSAGES_WRITE,
  resource: 'resourceId',
  run: ({ payload, request, resource, session }) => {
    const id = request.id ?? payload.id;
    const row = id ? db.attachments.get(id) : undefined;
    if (!row || row.sessionId !== session.id || row.resourceId !== resource!.id) return failure('attachment-not-found', 'Attachment not found');
    if (row.status === 'attached') return failure('attachment-in-use', 'The file is already sent in a message');
    db.attachments.remove(row.id);
    forgetFileBytes(row.id);
    return { data: null };
  },
});

export const attachmentActions = [allocate, remove];
