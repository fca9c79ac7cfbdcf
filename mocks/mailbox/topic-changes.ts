/**
 * Every change to a topic goes through here, so that each one is pushed alike (docs/api/mailbox.md,
 * *Live changes*): `{type: 'topics', id, attributes: {status, updatedAt, lastMessage}}` and, for a
 * new message, `{type: 'messages', id, attributes: {topicId, author}}`, to the sessions that read
 * the topic's workspace (a group on an ancestor counts: a supervisor hears its projects' topics).
 */
import { lastMessageJson, threadOf } from '../actions/mailbox-json';
import { now, nowIso } from '../clock';
import { newId } from '../db/ids';
import type { Topic, TopicMessage } from '../db/schema';
import { db } from '../db/store';
import { pushResourceUpdated } from '../pusher-hub';
import { TOPICS_READ } from './topic-access';

export function pushTopicChanged(topic: Topic) {
  pushResourceUpdated(
    topic.resourceId,
    {
      type: 'topics',
      id: topic.id,
      attributes: { status: topic.status, updatedAt: topic.updatedAt, lastMessage: lastMessageJson(threadOf(topic.id).at(-1)) },
    },
    { permission: TOPICS_READ },
  );
}

/** A new status; `touch`: the change counts as activity (`updatedAt` now). Pushed. */
export function changeTopicStatus(topic: Topic, status: Topic['status'], touch: boolean): Topic {
  const changed = db.topics.upsert({ ...topic, status, ...(touch && { updatedAt: nowIso() }) });
  pushTopicChanged(changed);
  return changed;
}

export type NewMessage = Pick<TopicMessage, 'body' | 'author' | 'authorName' | 'userId' | 'attachmentIds'>;

/**
 * Writes a message on the topic, which takes `status` and `updatedAt` then; the files named become
 * attached to it. Pushed. `as` fixes the id and time (a job's answer: every tab that runs the job
 * writes the same row).
 */
export function addMessage(
  topic: Topic,
  message: NewMessage,
  status: Topic['status'],
  as: { id?: string; at?: number } = {},
): { topic: Topic; message: TopicMessage } {
  // A thread's times strictly increase, so that "oldest first" is the order written even within one millisecond.
  const last = threadOf(topic.id).at(-1);
  const at = new Date(Math.max(as.at ?? now(), last ? Date.parse(last.createdAt) + 1 : 0)).toISOString();
  const written = db.topicMessages.insert({ id: as.id ?? newId('tmsg'), topicId: topic.id, ...message, createdAt: at });
  for (const id of message.attachmentIds) db.attachments.patch(id, { status: 'attached', messageId: written.id });
  const changed = db.topics.upsert({ ...topic, status, updatedAt: at });
  pushResourceUpdated(
    topic.resourceId,
    { type: 'messages', id: written.id, attributes: { topicId: topic.id, author: written.author } },
    { permission: TOPICS_READ },
  );
  pushTopicChanged(changed);
  return { topic: changed, message: written };
}
