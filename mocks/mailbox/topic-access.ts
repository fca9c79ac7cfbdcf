/**
 * Who may do what with a topic (docs/api/mailbox.md, *Permissions*): every check is on the topic's
 * workspace, where a group on an ancestor counts (a supervisor on the organization reads its
 * projects' topics).
 */
import { can, reaches } from '../db/access';
import type { Identity, Session, Topic } from '../db/schema';
import { db } from '../db/store';

/** Any of these reads a workspace's topics (and receives their pushes). */
export const TOPICS_READ = ['topics.read', 'topics.all', 'topics.supervisor'] as const;
/** Opens topics, closes and reopens them. */
export const TOPICS_WRITE = 'topics.all';
export const TOPICS_SUPERVISE = 'topics.supervisor';
export const MESSAGES_READ = 'messages.read.1315667214';
/** What reading a thread takes besides MESSAGES_READ (of TOPICS_READ, this one only). */
export const THREAD_TOPICS_READ = 'topics.read';
export const MESSAGES_WRITE = 'messages.write';

export const readsTopic = (identity: Identity, topic: Topic) => reaches(identity, topic.resourceId) && can(identity, TOPICS_READ, topic.resourceId);

/**
 * Reads the topic's thread (and the files its messages carry): topics.read and messages.read, as the
 * app's thread page needs (spec §2 `/mailbox/{id}`). topics.all or topics.supervisor alone list topics
 * (and open, or supervise, them) but do not read conversations (ADR 0005).
 */
export const readsMessages = (identity: Identity, topic: Topic) =>
  readsTopic(identity, topic) && can(identity, THREAD_TOPICS_READ, topic.resourceId) && can(identity, MESSAGES_READ, topic.resourceId);

export const mayOnTopic = (identity: Identity, topic: Topic, permission: string) => can(identity, permission, topic.resourceId);

/** The topic of an attachment a message carries, when the session's (active) identity reads that topic's messages. */
export function readableAttachment(session: Pick<Session, 'identityId'>, attachmentId: string): { topic: Topic } | undefined {
  const attachment = db.attachments.get(attachmentId);
  const message = attachment?.status === 'attached' && attachment.messageId ? db.topicMessages.get(attachment.messageId) : undefined;
  const topic = message ? db.topics.get(message.topicId) : undefined;
  const identity = session.identityId ? db.identities.get(session.identityId) : undefined;
  return topic && identity && identity.status === 'active' && readsMessages(identity, topic) ? { topic } : undefined;
}
