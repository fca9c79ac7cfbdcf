/** Helpers for the mailbox's sandbox tests: a live session that calls the mailbox endpoint, and uploaded files. */
import { now } from '../clock';
import { newId } from '../db/ids';
import type { Attachment, Topic } from '../db/schema';
import { tokenDigest } from '../db/seed-accounts';
import { db } from '../db/store';
import { openLive, signIn, signInAs } from '../test/harness';

export const ORG = 'res_org_northwind';
export const SHOP = 'res_prj_northwind_shop';
export const SANDBOX = 'res_prj_northwind_sandbox';
export const SOLO = 'res_prj_solo';

export type Live = Awaited<ReturnType<typeof live>>;

/** Signs in (as `identityId` when the account has several) and opens a live session; `mailbox` calls the mailbox endpoint. */
export async function live(email: string, identityId?: string) {
  const token = identityId ? await signInAs(email, identityId) : await signIn(email);
  const session = await openLive(token);
  const sessionId = db.sessions.find((row) => row.tokenDigest === tokenDigest(token))!.id;
  const mailbox = (name: string, payload?: unknown, options: { id?: string; reference?: string } = {}) =>
    session.action(name, payload, { ...options, endpoint: 'mailbox/actions' });
  return { ...session, token, sessionId, mailbox };
}

/** A file as `messages/allocateAttachment` and the uploads would leave it: `uploaded` by the session. */
export function uploadedFile(sessionId: string, resourceId: string, changes: Partial<Attachment> = {}): Attachment {
  const at = new Date(now()).toISOString();
  return db.attachments.insert({
    id: newId('att'),
    resourceId,
    sessionId,
    name: 'invoice.pdf',
    size: 1234,
    contentType: 'application/pdf',
    status: 'uploaded',
    received: 1234,
    messageId: null,
    createdAt: at,
    expiresAt: new Date(now() + 86_400_000).toISOString(),
    ...changes,
  });
}

export const topicBody = (
  resourceId: string,
  attributes: { subject?: string; category?: string; message?: string } = {},
  relationships: Record<string, unknown> = {},
) => ({
  resourceId,
  data: { type: 'topics', attributes: { subject: 'Payment question', category: 'payments', message: 'Could you look at this?', ...attributes }, relationships },
});

export const replyBody = (topicId: string, body: string, attachmentIds: string[] = []) => ({
  data: {
    type: 'messages',
    attributes: { body },
    relationships: {
      topic: { data: { type: 'topics', id: topicId } },
      ...(attachmentIds.length && { attachments: { data: attachmentIds.map((id) => ({ type: 'attachments', id })) } }),
    },
  },
});

export const seededTopic = (resourceId: string, status: Topic['status']) => db.topics.find((t) => t.resourceId === resourceId && t.status === status)!;
