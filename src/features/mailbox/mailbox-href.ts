import type { TopicRelatedType } from '@/lib/contract/mailbox-rules';

export const MAILBOX_PATH = '/mailbox';
export const NEW_TOPIC_PATH = `${MAILBOX_PATH}/new`;
/** A topic's thread. */
export const topicHref = (id: string) => `${MAILBOX_PATH}/${encodeURIComponent(id)}`;
/** "Ask support" about one object: the new topic form with it filled in (`?related=transactions:tx_1`). */
export const newTopicHref = (related?: { type: TopicRelatedType; id: string }) =>
  related ? `${NEW_TOPIC_PATH}?${new URLSearchParams({ related: `${related.type}:${related.id}` }).toString()}` : NEW_TOPIC_PATH;
