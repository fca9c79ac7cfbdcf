import type { PushedTags } from '@/lib/api/base-api';

/** A topic changed (status, last message) or a message was written on one: the topic lists follow. */
export const pushedTags: PushedTags = { topics: ['MailboxTopic'], messages: ['MailboxTopic'] };
