import { useCallback } from 'react';
import type { TopicStatus } from '@/lib/contract/mailbox-rules';
import { notify, tx } from '@/lib/notify';
import { useSetMailboxTopicStatusMutation } from '../api/thread-api';
import { useRequestReference } from './use-request-reference';

const doneKey: Partial<Record<TopicStatus, string>> = { Closed: 'mailbox:thread.close.done', Open: 'mailbox:thread.reopen.done' };

/** Close or reopen a topic (topics.all): one reference per intent, kept across its retries; a toast when done. */
export function useStatusChange(topicId: string) {
  const [setStatus, state] = useSetMailboxTopicStatusMutation();
  const reference = useRequestReference();
  const change = useCallback(
    async (status: 'Open' | 'Closed') => {
      await setStatus({ id: topicId, status, requestReference: reference.take(`${topicId}:${status}`) }).unwrap();
      reference.settled();
      const key = doneKey[status];
      if (key) notify({ color: 'teal', message: tx(key) });
    },
    [setStatus, topicId, reference],
  );
  return { change, busy: state.isLoading };
}
