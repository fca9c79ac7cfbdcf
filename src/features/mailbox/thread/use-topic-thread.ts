import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { isRefusal } from '@/components/details-frame';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector, type AppState } from '@/lib/store';
import { useGetMailboxTopicQuery, useListTopicMessagesQuery, useSetMailboxTopicStatusMutation } from '../api/thread-api';
import { topicsApi } from '../api/topics-api';
import type { ThreadMessage, TopicSummary } from '../mailbox-slice';

/** Refusals that read the same as an unknown topic (no existence leak): another workspace, no right to read it. */
const isNoAccess = (error: unknown) => isRefusal(error, ['no-rights']);

/** The thread on screen: its messages once read (oldest first), or why not yet. */
export interface MailboxThread {
  messages: ThreadMessage[];
  status: 'loading' | 'ready' | 'failed';
}

/**
 * The open thread of `/mailbox/:id`: the topic and its messages as RTK Query read them (fresh on
 * opening; until the topic's own read answers, the row of a topic list already in the cache shows it),
 * kept live by the `resource-updated` pushes, and marked read (`Pending` → `Open`) once per opening
 * and once per support reply seen while the tab is visible.
 */
export function useTopicThread(id: string) {
  const resource = useAppSelector(selectSelectedResource);
  const supervisor = usePermission('topics.supervisor');
  const scope = resource?.resourceType === 'organization' && supervisor ? 'organization' : 'workspace';
  const resourceId = resource?.id ?? '';

  const topicQuery = useGetMailboxTopicQuery({ resourceId, id, scope }, { skip: !resourceId || !id, refetchOnMountOrArgChange: true });
  const messagesQuery = useListTopicMessagesQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const ownRead = topicQuery.currentData;
  // The cached lists are searched only until the topic's own read answers, not on every later store change.
  const listedTopic = useAppSelector((state) => (ownRead === undefined ? listedTopicOf(state, id) : null));
  const topic: TopicSummary | null = ownRead === undefined ? listedTopic : ownRead;
  const messages = messagesQuery.currentData;
  const thread: MailboxThread = messages
    ? { messages, status: 'ready' }
    : { messages: [], status: messagesQuery.isError && !messagesQuery.isFetching ? 'failed' : 'loading' };

  useMarkRead(id, topic, thread.status === 'ready' && topicQuery.isSuccess, thread.messages);

  const notFound = !id || (topicQuery.isSuccess && topicQuery.currentData === null) || isNoAccess(topicQuery.error) || isNoAccess(messagesQuery.error);
  const failure = notFound ? null : (topicQuery.error ?? messagesQuery.error ?? null);
  return {
    topic: notFound ? null : topic,
    thread,
    notFound,
    failure,
    messagesError: messagesQuery.error ?? null,
    retrying: topicQuery.isFetching || messagesQuery.isFetching,
    retry: () => {
      void topicQuery.refetch();
      void messagesQuery.refetch();
    },
  };
}

/** The topic as a topic list in the cache shows it (the mailbox page just opened it): shown until its own read answers. */
function listedTopicOf(appState: AppState, id: string): TopicSummary | null {
  // The dashboard runs with RTK Query's slice injected (app/shell/query-api.ts), holding the mailbox's tags.
  const state = appState as AppState & Parameters<typeof topicsApi.util.selectCachedArgsForQuery>[0];
  for (const args of topicsApi.util.selectCachedArgsForQuery(state, 'listMailboxTopics')) {
    const row = topicsApi.endpoints.listMailboxTopics
      .select(args)(state)
      .data?.rows.find((topic) => topic.id === id);
    if (row) return row;
  }
  return null;
}

/**
 * `Pending` means support wrote since the workspace last opened the topic: opening it says it was
 * read (`topics/setStatus` `Open`), so the badge and every other tab clear. Once per opening and then
 * once per support reply that arrives while the page is open (when the tab is visible; a hidden tab
 * marks it when it is shown again). Never without a need: only when the topic, read fresh, is Pending.
 */
function useMarkRead(id: string, topic: TopicSummary | null, loaded: boolean, messages: { id: string; author: string }[]) {
  const [setStatus] = useSetMailboxTopicStatusMutation();
  const visible = useDocumentVisibility() === 'visible';
  const marked = useRef(new Set<string>());
  const sending = useRef(false);
  const lastSupport = messages.findLast((message) => message.author === 'support')?.id ?? 'none';
  const pending = topic?.status === 'Pending';

  useEffect(() => {
    // The thread, and what was seen of it, is another one.
    marked.current = new Set();
  }, [id]);

  useEffect(() => {
    if (!loaded || !pending || !visible || sending.current || marked.current.has(lastSupport)) return;
    marked.current.add(lastSupport);
    sending.current = true;
    void setStatus({ id, status: 'Open', requestReference: crypto.randomUUID() })
      .unwrap()
      .catch(() => undefined)
      .finally(() => {
        sending.current = false;
      });
  }, [id, loaded, pending, visible, lastSupport, setStatus]);
}
