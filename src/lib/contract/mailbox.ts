/**
 * The mailbox area of the action contract (docs/api/mailbox.md), on the `mailbox` endpoint: topics
 * (a merchant's question to the provider's support and its thread of messages), their status, and
 * the attachments of a message: allocated, uploaded in byte ranges to `files/uploads/{id}`, then
 * named by the message that carries them; read back through a short-lived file id
 * (`messages/getFileId`, then `GET files/{fileId}`).
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import { FILE_OFFER_LIMIT_BYTES } from './file-limits';
import {
  ATTACHMENT_NAME_MAX,
  ATTACHMENTS_PER_MESSAGE_MAX,
  MESSAGE_MAX,
  SUBJECT_MAX,
  topicCategories,
  topicRelatedTypes,
  topicScopes,
  topicStatuses,
} from './mailbox-rules';
import * as s from './schemas';

// ——— answers ————————————————————————————————————————————————————————————————————————————

const person = (z: Zod) => z.looseObject({ id: z._default(z.nullable(z.string()), null), name: z._default(z.string(), '') });

export const attachmentAnswer = (z: Zod) =>
  z.looseObject({
    type: z._default(z.literal('attachments'), 'attachments'),
    id: z.string(),
    attributes: z.looseObject({
      name: z.string(),
      size: z.int().check(z.nonnegative()),
      contentType: z._default(z.string(), 'application/octet-stream'),
      /** `allocated`: bytes still to come; `uploaded`: whole, may be named by a message; `attached`: a message carries it. */
      status: z._default(z.enum(['allocated', 'uploaded', 'attached']), 'attached'),
      /** While allocated: where the bytes go (`PUT`, under the API base) and in ranges of at most how many bytes. */
      upload: z._default(z.nullable(z.looseObject({ path: z.string(), chunkSize: z.int().check(z.positive()), received: z._default(z.int(), 0) })), null),
      /** An allocation not completed by then is dropped. */
      expiresAt: z._default(z.nullable(z.string()), null),
    }),
  });
export type AttachmentAnswer = zod.output<ReturnType<typeof attachmentAnswer>>;

/** An attachment as a message lists it. */
const messageAttachment = (z: Zod) =>
  z.looseObject({ id: z.string(), name: z.string(), size: z.int().check(z.nonnegative()), contentType: z._default(z.string(), 'application/octet-stream') });

export const topicAnswer = (z: Zod) =>
  z.looseObject({
    type: z.optional(z.string()),
    id: z.string(),
    attributes: z.looseObject({
      status: z.string(),
      subject: z.nullish(z.string()),
      category: z._default(z.string(), 'other'),
      createdAt: z.nullish(z.string()),
      updatedAt: z.nullish(z.string()),
      /** The transaction, dispute or payout the topic is about. */
      related: z._default(z.nullable(z.looseObject({ type: z.enum(topicRelatedTypes), id: z.string() })), null),
      lastMessage: z._default(
        z.nullable(z.looseObject({ excerpt: z.string(), author: z.enum(['merchant', 'support']), authorName: z._default(z.string(), ''), at: z.string() })),
        null,
      ),
      messageCount: z._default(z.int().check(z.nonnegative()), 0),
      createdBy: z._default(z.nullable(person(z)), null),
      /** The project or organization the topic belongs to (the supervisor view names it). */
      resource: z._default(z.nullable(z.looseObject({ id: z.string(), name: z.string() })), null),
    }),
  });
export type TopicAnswer = zod.output<ReturnType<typeof topicAnswer>>;

export const messageAnswer = (z: Zod) =>
  z.looseObject({
    type: z._default(z.literal('messages'), 'messages'),
    id: z.string(),
    attributes: z.looseObject({
      topicId: z.string(),
      /** Plain text; shown as text, never as HTML. */
      body: z.string(),
      author: z.enum(['merchant', 'support']),
      authorName: z._default(z.string(), ''),
      /** The merchant user who wrote it (the thread says "You" for one's own); null for support. */
      authorId: z._default(z.nullable(z.string()), null),
      createdAt: z.string(),
      attachments: z._default(z.array(messageAttachment(z)), []),
    }),
  });
export type MessageAnswer = zod.output<ReturnType<typeof messageAnswer>>;

/** `messages/getFileId`: the id to download with (`GET files/{id}`), for this session, until `expiresAt`. */
export const fileIdAnswer = (z: Zod) =>
  z.looseObject({
    type: z._default(z.literal('files'), 'files'),
    id: z.string(),
    attributes: z.looseObject({
      name: z.string(),
      size: z.int().check(z.nonnegative()),
      contentType: z._default(z.string(), 'application/octet-stream'),
      expiresAt: z.string(),
    }),
  });

// ——— payloads ———————————————————————————————————————————————————————————————————————————

const resourceId = (z: Zod) => z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' }));

const text = (z: Zod, max: number, empty: string, tooLong: string) =>
  z.string({ error: empty }).check(z.trim(), z.minLength(1, { error: empty }), z.maxLength(max, { error: tooLong }));

const attachmentRefs = (z: Zod) =>
  z.optional(
    z.object({
      data: z
        .array(z.object({ type: z.optional(z.literal('attachments')), id: z.string().check(z.minLength(1)) }))
        .check(z.maxLength(ATTACHMENTS_PER_MESSAGE_MAX, { error: `At most ${ATTACHMENTS_PER_MESSAGE_MAX} files per message` })),
    }),
  );

/** `topics/list`: the list fields, and `scope` (`organization` needs `topics.supervisor` on an organization). */
export const topicListPayload = (z: Zod) => z.object({ resourceId: resourceId(z), scope: z._default(z.enum(topicScopes), 'workspace'), ...s.listShape(z) });

/** `topics/create` (payload type `topic`): the subject, category and first message, optionally what it is about and files. */
export const topicCreatePayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({
      type: z.optional(z.literal('topics')),
      attributes: z.object({
        subject: text(z, SUBJECT_MAX, 'Enter a subject', `At most ${SUBJECT_MAX} characters`),
        category: z.enum(topicCategories, { error: 'Choose a category' }),
        message: text(z, MESSAGE_MAX, 'Write a message', `At most ${MESSAGE_MAX} characters`),
      }),
      relationships: z._default(
        z.object({
          related: z.optional(z.object({ data: z.nullable(z.object({ type: z.enum(topicRelatedTypes), id: z.string().check(z.trim(), z.minLength(1)) })) })),
          attachments: attachmentRefs(z),
        }),
        {},
      ),
    }),
  });

/** `topics/setStatus`: envelope `id` the topic. `Open` from `Pending` marks it read (topics.read); `Closed` and back to `Open` need topics.all. */
export const topicStatusPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({ type: z.optional(z.literal('topics')), attributes: z.object({ status: z.enum(topicStatuses, { error: 'Status is Open or Closed' }) }) }),
  });

/** `messages/list`: the messages of one topic, oldest first. */
export const messageListPayload = (z: Zod) =>
  z.object({ topicId: z.string({ error: 'Topic is required' }).check(z.minLength(1, { error: 'Topic is required' })), ...s.listShape(z) });

/** `messages/create` (payload type `message`): a reply on a topic, with files uploaded before. */
export const messageCreatePayload = (z: Zod) =>
  z.object({
    data: z.object({
      type: z.optional(z.literal('messages')),
      attributes: z.object({ body: text(z, MESSAGE_MAX, 'Write a message', `At most ${MESSAGE_MAX} characters`) }),
      relationships: z.object({
        topic: z.object({ data: z.object({ type: z.optional(z.literal('topics')), id: z.string().check(z.minLength(1)) }) }),
        attachments: attachmentRefs(z),
      }),
    }),
  });

/** `messages/allocateAttachment` (payload type `file`): room for one file; the size limit is checked here, before any byte. */
export const allocateAttachmentPayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({
      type: z.optional(z.literal('files')),
      attributes: z.object({
        name: z.string({ error: 'A file needs a name' }).check(z.trim(), z.minLength(1, { error: 'A file needs a name' }), z.maxLength(ATTACHMENT_NAME_MAX)),
        size: z
          .int({ error: 'Size in bytes' })
          .check(z.positive({ error: 'The file is empty' }), z.lte(FILE_OFFER_LIMIT_BYTES, { error: 'A file must be at most 2 GB' })),
        contentType: z._default(z.string(), ''),
      }),
    }),
  });

/** `messages/deleteAttachment` (payload type `delete-request`): envelope `id` the attachment, not yet sent in a message. */
export const deleteAttachmentPayload = (z: Zod) => z.object({ resourceId: resourceId(z), id: z.optional(z.string()) });

export const mailboxActions = {
  'topics/list': action('topics/list', { endpoint: 'mailbox', payload: topicListPayload, answer: (z) => list(z, topicAnswer), meta: s.listMeta }),
  'topics/create': action('topics/create', { endpoint: 'mailbox', mutates: true, payload: topicCreatePayload, answer: topicAnswer }),
  'topics/setStatus': action('topics/setStatus', { endpoint: 'mailbox', mutates: true, target: true, payload: topicStatusPayload, answer: topicAnswer }),
  'messages/list': action('messages/list', { endpoint: 'mailbox', payload: messageListPayload, answer: (z) => list(z, messageAnswer), meta: s.listMeta }),
  'messages/create': action('messages/create', { endpoint: 'mailbox', mutates: true, payload: messageCreatePayload, answer: messageAnswer }),
  'messages/allocateAttachment': action('messages/allocateAttachment', {
    endpoint: 'mailbox',
    mutates: true,
    payload: allocateAttachmentPayload,
    answer: attachmentAnswer,
  }),
  'messages/deleteAttachment': action('messages/deleteAttachment', {
    endpoint: 'mailbox',
    mutates: true,
    target: true,
    payload: deleteAttachmentPayload,
    answer: s.nullAnswer,
  }),
  'messages/getFileId': action('messages/getFileId', { endpoint: 'mailbox', target: true, payload: s.targetPayload, answer: fileIdAnswer }),
};
