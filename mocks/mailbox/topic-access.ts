/**
 * Who may do what with a topic (docs/api/mailbox.md, *Permissions*): every check is on the topic's
 * workspace, where a group on an ancestor counts (a supervisor on the organization reads its
 * projects' topics).
 */
import { can, reaches } from '../db/access';
import type { Identity, Topic } from '../db/schema';

/** Any of these reads a workspace's topics (and receives their pushes). */
export const TOPICS_READ = ['topics.read', 'topics.all', 'topics.supervisor'] as const;
/** Opens topics, closes and reopens them. */
export const TOPICS_WRITE = 'topics.all';
export const TOPICS_SUPERVISE = 'topics.supervisor';
export const MESSAGES_READ = 'messages.read.1315667214';
export const MESSAGES_WRITE = 'messages.write';

export const readsTopic = (identity: Identity, topic: Topic) =>
  reaches(identity, topic.resourceId) && can(identity, TOPICS_READ, topic.resourceId);

/** Reads the topic and its thread (and the files its messages carry). */
export const readsMessages = (identity: Identity, topic: Topic) => readsTopic(identity, topic) && can(identity, MESSAGES_READ, topic.resourceId);

export const mayOnTopic = (identity: Identity, topic: Topic, permission: string) => can(identity, permission, topic.resourceId);
