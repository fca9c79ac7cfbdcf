/** mailbox: messages/list, messages/create, messages/getFileId (docs/api/mailbox.md). */
import type { TopicMessage } from '../db/schema';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { claimAttachments } from '../mailbox/attachment-claims';
import { issueFileId } from '../mailbox/file-ids';
import { scheduleSupportReply } from '../mailbox/support-agent';
import { MESSAGES_READ, MESSAGES_WRITE, mayOnTopic, readableAttachment, readsMessages, readsTopic } from '../mailbox/topic-access';
import { addMessage } from '../mailbox/topic-changes';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { messageJson, threadOf } from './mailbox-json';
import type { ActionOutcome } from './types';

const at = (code: string, title: string, pointer: string): ActionOutcome => ({ errors: [apiError(code, title, { source: { pointer } })] });

const messageFields: ListOptions<TopicMessage> = {
  fields: { id: (m) => m.id, createdAt: (m) => m.createdAt, author: (m) => m.author },
  defaultSort: 'createdAt',
};

const listMessages = defineAction({
  name: 'messages/list',
  needsIdentity: true,
  permission: MESSAGES_READ,
  run: ({ identity, payload }) => {
    const topic = db.topics.get(payload.topicId);
    if (!topic || !readsTopic(identity, topic)) return at('not-found', 'Topic not found', '/topicId');
    if (!readsMessages(identity, topic)) return at('forbidden', 'Forbidden', '/topicId');
    const page = listQuery(threadOf(topic.id), payload, messageFields);
    return isListPage(page) ? { data: page.rows.map(messageJson), meta: page.meta } : page;
  },
});

const createMessage = defineAction({
  name: 'messages/create',
  needsIdentity: true,
  permission: MESSAGES_WRITE,
  run: ({ session, user, identity, payload }) => {
    const pointer = '/data/relationships/topic/data/id';
    const topic = db.topics.get(payload.data.relationships.topic.data.id);
    if (!topic || !readsTopic(identity, topic)) return at('not-found', 'Topic not found', pointer);
    if (!mayOnTopic(identity, topic, MESSAGES_WRITE)) return at('forbidden', 'Forbidden', pointer);
    if (topic.status === 'Closed') return at('topic-closed', 'The topic is closed; reopen it to reply', pointer);
    const claimed = claimAttachments(session, topic.resourceId, payload.data.relationships.attachments?.data);
    if ('errors' in claimed) return claimed;
    const written = addMessage(
      topic,
      {
        body: payload.data.attributes.body,
        author: 'merchant',
        authorName: user.name,
        userId: user.id,
        attachmentIds: claimed.ids,
      },
      'Open',
    );
    scheduleSupportReply(written.topic, written.message);
    return { data: messageJson(written.message) };
  },
});

/** messages/getFileId: a download id for this session, valid 5 minutes (`GET files/{fileId}`). */
const getFileId = defineAction({
  name: 'messages/getFileId',
  needsIdentity: true,
  permission: MESSAGES_READ,
  run: ({ session, request, payload }) => {
    const id = request.id ?? payload.id;
    const attachment = id ? db.attachments.get(id) : undefined;
    if (!attachment || !readableAttachment(session, attachment.id)) return { errors: [apiError('not-found', 'File not found')] };
    const issued = issueFileId(attachment.id, session.id);
    return {
      data: {
        type: 'files',
        id: issued.id,
        attributes: { name: attachment.name, size: attachment.size, contentType: attachment.contentType, expiresAt: new Date(issued.expiresAt).toISOString() },
      },
    };
  },
});

export const mailboxMessageActions = [listMessages, createMessage, getFileId];
