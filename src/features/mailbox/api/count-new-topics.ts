import type { ActionCaller } from '@/lib/actions';
import { NEW_TOPIC_STATUS, NEW_TOPICS_PAGE_SIZE } from '@/lib/contract/mailbox-rules';

export const MAILBOX_ENDPOINT = 'mailbox/actions';
export { NEW_TOPICS_PAGE_SIZE };

/** Spec §9: one page of 200 topics with status Pending (new) of the workspace. */
export async function countNewTopics(actions: ActionCaller, resourceId: string): Promise<number> {
  const result = await actions.call({
    endpoint: MAILBOX_ENDPOINT,
    action: 'topics/list',
    kind: 'mailbox/new-count',
    payload: {
      resourceId,
      page: { size: NEW_TOPICS_PAGE_SIZE },
      filters: [{ field: 'status', operator: 'eq', value: NEW_TOPIC_STATUS }],
    },
  });
  return result.meta?.page?.total ?? (Array.isArray(result.data) ? result.data.length : 0);
}
