import type { TopicStatus } from '@/lib/contract/mailbox-rules';

/** One colour per status: new needs the reader (blue), open goes on (teal), closed is done (gray). */
export const topicStatusColor: Readonly<Record<TopicStatus, string>> = { Pending: 'blue', Open: 'teal', Closed: 'gray' };

/** `mailbox:status.Pending` ("New"); an unknown status is shown as it came. */
export const topicStatusKey = (status: string) => `mailbox:status.${status}`;
export const topicCategoryKey = (category: string) => `mailbox:category.${category}`;
export const relatedTypeKey = (type: string) => `mailbox:related.${type}`;
