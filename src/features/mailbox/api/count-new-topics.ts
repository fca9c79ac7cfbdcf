import type { ActionCaller } from '@/lib/actions';

export const MAILBOX_ENDPOINT = 'mailbox/actions';
export const NEW_TOPICS_PAGE_SIZE = 200;
export const NEW_TOPIC_STATUS = 'Pending';

/** Topics with status Pending count as new. */
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
