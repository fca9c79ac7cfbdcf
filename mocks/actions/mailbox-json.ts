/** How the mailbox's answers and pushes serialize topics and messages (src/lib/contract/mailbox.ts). */
import type { Topic, TopicMessage } from '../db/schema';
import { db } from '../db/store';

const EXCERPT_MAX = 140;

/** The start of a message on one line, for lists. */
export const excerptOf = (body: string) => {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1)}…` : line;
};

/** Oldest first (a thread's times strictly increase: mailbox/topic-changes.ts). */
const byTime = (a: TopicMessage, b: TopicMessage) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

/** A topic's messages, oldest first. */
export const threadOf = (topicId: string) => db.topicMessages.filter((message) => message.topicId === topicId).sort(byTime);

/** Every topic's thread at once (lists): by topic id, oldest first. */
export function threadsByTopic(): Map<string, TopicMessage[]> {
  const threads = new Map<string, TopicMessage[]>();
  for (const message of db.topicMessages.all()) {
    const thread = threads.get(message.topicId);
    if (thread) thread.push(message);
    else threads.set(message.topicId, [message]);
  }
  for (const thread of threads.values()) thread.sort(byTime);
  return threads;
}

export const lastMessageJson = (message: TopicMessage | undefined) =>
  message ? { excerpt: excerptOf(message.body), author: message.author, authorName: message.authorName, at: message.createdAt } : null;

export const topicJson = (topic: Topic, thread: readonly TopicMessage[] = threadOf(topic.id)) => {
  const resource = db.resources.get(topic.resourceId);
  return {
    type: 'topics',
    id: topic.id,
    attributes: {
      subject: topic.subject,
      status: topic.status,
      category: topic.category,
      createdAt: topic.createdAt,
      updatedAt: topic.updatedAt,
      related: topic.related ?? null,
      lastMessage: lastMessageJson(thread.at(-1)),
      messageCount: thread.length,
      createdBy: topic.createdBy ?? null,
      resource: resource ? { id: resource.id, name: resource.name } : null,
    },
    relationships: { resource: { data: { type: 'resources', id: topic.resourceId } } },
  };
};

export const messageJson = (message: TopicMessage) => ({
  type: 'messages',
  id: message.id,
  attributes: {
    topicId: message.topicId,
    body: message.body,
    author: message.author,
    authorName: message.authorName,
    authorId: message.userId,
    createdAt: message.createdAt,
    attachments: message.attachmentIds
      .map((id) => db.attachments.get(id))
      .filter((attachment) => attachment !== undefined)
      .map(({ id, name, size, contentType }) => ({ id, name, size, contentType })),
  },
  relationships: { topic: { data: { type: 'topics', id: message.topicId } } },
});
