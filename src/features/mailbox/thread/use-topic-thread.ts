import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { isRefusal } from '@/components/details-frame';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { resourceUpdated } from '@/lib/actions';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { threadApi, useGetMailboxTopicQuery, useListTopicMessagesQuery, useSetMailboxTopicStatusMutation } from '../api/thread-api';
import { selectKnownTopic, selectMailboxThread, threadClosed, threadOpened, type TopicSummary } from '../mailbox-slice';

/** Refusals that read the same as an unknown topic (no existence leak): another workspace, no right to read it. */
const isNoAccess = (error: unknown) => isRefusal(error, ['no-rights']);

/**
 * The open thread of `/mailbox/:id`: the topic (from the mailbox slice, read fresh on opening) and
 * its messages (the slice's open thread), kept live by the `resource-updated` pushes, and marked
 * read (`Pending` → `Open`) once per opening and once per support reply seen while the tab is visible.
 */
export function useTopicThread(id: string) {
  const dispatch = useAppDispatch();
  const resource = useAppSelector(selectSelectedResource);
  const supervisor = usePermission('topics.supervisor');
  const scope = resource?.resourceType === 'organization' && supervisor ? 'organization' : 'workspace';
  const resourceId = resource?.id ?? '';

  useEffect(() => {
    dispatch(threadOpened(id));
    return () => void dispatch(threadClosed());
  }, [dispatch, id]);

  const topicQuery = useGetMailboxTopicQuery({ resourceId, id, scope }, { skip: !resourceId || !id, refetchOnMountOrArgChange: true });
  const messagesQuery = useListTopicMessagesQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const topic: TopicSummary | null = useAppSelector((state) => selectKnownTopic(state, id));
  const thread = useAppSelector(selectMailboxThread);

  // Pushes: a new message re-reads the thread (and the topic: its status and last message moved); a
  // changed topic is read again.
  const topicAsked = !topicQuery.isUninitialized;
  const messagesAsked = !messagesQuery.isUninitialized;
  useEffect(() => {
    if (!topicAsked || !messagesAsked) return;
    const again = { subscribe: false, forceRefetch: true } as const;
    const readTopic = () => dispatch(threadApi.endpoints.getMailboxTopic.initiate({ resourceId, id, scope }, again));
    const unsubscribe = dispatch(
      addListener({
        actionCreator: resourceUpdated,
        effect: ({ payload }) => {
          if (payload.type === 'messages' && payload.attributes?.topicId === id) {
            dispatch(threadApi.endpoints.listTopicMessages.initiate(id, again));
            readTopic();
          } else if (payload.type === 'topics' && payload.id === id) {
            // The mailbox listeners merge the pushed attributes into the slice; the topic is read again for the rest.
            readTopic();
          }
        },
      }),
    ) as unknown as UnsubscribeListener;
    return unsubscribe;
  }, [dispatch, id, resourceId, scope, topicAsked, messagesAsked]);

  useMarkRead(id, topic, thread.topicId === id && thread.status === 'ready' && topicQuery.isSuccess, thread.messages);

  const notFound = !id || (topicQuery.isSuccess && topicQuery.currentData === null) || isNoAccess(topicQuery.error) || isNoAccess(messagesQuery.error);
  const failure = notFound ? null : (topicQuery.error ?? messagesQuery.error ?? null);
  return {
    topic: notFound ? null : topic,
    thread: thread.topicId === id ? thread : { ...thread, messages: [], status: 'loading' as const },
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
