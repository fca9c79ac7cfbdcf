import { baseApi } from '@/lib/api/base-api';
import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { resourceUpdated, type ActionResult } from '@/lib/actions';
import { contractOf, PAGE_SIZE_LIMIT } from '@/lib/contract';
import type { MessageAnswer, TopicAnswer } from '@/lib/contract/mailbox';
import type { TopicScope, TopicStatus } from '@/lib/contract/mailbox-rules';
import type { Failure } from '@/lib/http';
import type { ThreadMessage, TopicSummary } from '../mailbox-slice';

/** A thread longer than this many pages is shown up to there (a thread of 10,000 messages is not a support case). */
const MESSAGE_PAGES_MAX = 20;

const toTopic = (answer: TopicAnswer): TopicSummary => ({ ...answer.attributes, id: answer.id });
const toMessage = (answer: MessageAnswer): ThreadMessage => ({ ...answer.attributes, id: answer.id });

const byTime = (a: ThreadMessage, b: ThreadMessage) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** A topic as read, with what an answer or a push says changed. */
export const withTopicChange = (topic: TopicSummary | null, change: Partial<TopicSummary>): TopicSummary | null =>
  topic && { ...topic, ...change, id: topic.id };

/** The thread with `incoming` added or replaced, each message once, oldest first. */
export function withMessages(current: ThreadMessage[], incoming: ThreadMessage[]): ThreadMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

async function readTopic(raw: unknown): Promise<TopicSummary> {
  const checked = await contractOf('topics/setStatus').answer.check(raw);
  if (!checked.ok) throw new Error('Malformed topic');
  return toTopic(checked.value);
}

async function readMessage(raw: unknown): Promise<ThreadMessage> {
  const checked = await contractOf('messages/create').answer.check(raw);
  if (!checked.ok) throw new Error('Malformed message');
  return toMessage(checked.value);
}

export interface TopicArgs {
  resourceId: string;
  id: string;
  /** `organization` for a supervisor in an organization: a topic of any of its projects. */
  scope: TopicScope;
}

/** One try of a change: the same `requestReference` for every try of one intent. */
interface Acting {
  requestReference: string;
}

export interface ReplyArgs extends Acting {
  topicId: string;
  body: string;
  attachmentIds: string[];
}

/** `messages/getFileId`: the short-lived id to download an attachment with (`GET files/{fileId}`). */
export interface MailboxFileId {
  fileId: string;
  name: string;
  size: number;
}

export const threadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One topic, read through `topics/list` with `id eq` (there is no `topics/get`): null when the workspace has no such topic. */
    getMailboxTopic: build.query<TopicSummary | null, TopicArgs>({
      query: ({ resourceId, id, scope }) => ({
        action: 'topics/list',
        payload: { resourceId, scope, filters: [{ field: 'id', operator: 'eq', value: id }], page: { size: 1 } },
      }),
      transformResponse: async (answer: { data?: unknown }) => {
        const checked = await contractOf('topics/list').answer.check(answer.data ?? []);
        if (!checked.ok) throw new Error('Malformed topics');
        const topic = checked.value[0];
        return topic ? toTopic(topic) : null;
      },
      keepUnusedDataFor: 0,
      // Pushes: what a topic push says shows at once and the topic is read again for the rest; a new
      // message on it moved its status and last message, so it is read again too.
      async onCacheEntryAdded(args, { dispatch, updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        await cacheDataLoaded.catch(() => undefined);
        const readAgain = () => void dispatch(threadApi.endpoints.getMailboxTopic.initiate(args, { subscribe: false, forceRefetch: true }));
        const stop = dispatch(
          addListener({
            actionCreator: resourceUpdated,
            effect: ({ payload }) => {
              if (payload.type === 'topics' && payload.id === args.id) {
                const change = payload.attributes as Partial<TopicSummary> | undefined;
                if (change) updateCachedData((topic) => withTopicChange(topic, change));
                readAgain();
              } else if (payload.type === 'messages' && payload.attributes?.topicId === args.id) readAgain();
            },
          }),
        ) as unknown as UnsubscribeListener;
        await cacheEntryRemoved;
        stop();
      },
    }),
    /** `messages/list`: the whole thread, oldest first, page after page; a message pushed on it reads it again. */
    listTopicMessages: build.query<ThreadMessage[], string>({
      queryFn: async (topicId, _api, _extra, baseQuery) => {
        const messages: ThreadMessage[] = [];
        let after: string | undefined;
        for (let page = 0; page < MESSAGE_PAGES_MAX; page += 1) {
          const result = await baseQuery({
            action: 'messages/list',
            payload: { topicId, page: { size: PAGE_SIZE_LIMIT, ...(after && { after }) } },
          });
          if (result.error) return { error: result.error as Failure };
          const answer = result.data as ActionResult;
          const checked = await contractOf('messages/list').answer.check(answer.data ?? []);
          if (!checked.ok) return { error: { code: 'malformed', message: 'Malformed messages' } as Failure };
          messages.push(...checked.value.map(toMessage));
          const total = answer.meta?.page?.total ?? messages.length;
          if (checked.value.length < PAGE_SIZE_LIMIT || messages.length >= total) break;
          after = messages.at(-1)?.id;
        }
        return { data: messages };
      },
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(topicId, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        await cacheDataLoaded.catch(() => undefined);
        const stop = dispatch(
          addListener({
            actionCreator: resourceUpdated,
            effect: ({ payload }) => {
              if (payload.type !== 'messages' || payload.attributes?.topicId !== topicId) return;
              void dispatch(threadApi.endpoints.listTopicMessages.initiate(topicId, { subscribe: false, forceRefetch: true }));
            },
          }),
        ) as unknown as UnsubscribeListener;
        await cacheEntryRemoved;
        stop();
      },
    }),
    /** `messages/create`: a reply, with files uploaded before; the answer joins the open thread at once. */
    createTopicMessage: build.mutation<ThreadMessage, ReplyArgs>({
      query: ({ topicId, body, attachmentIds, requestReference }) => ({
        action: 'messages/create',
        requestReference,
        payload: {
          data: {
            type: 'messages',
            attributes: { body },
            relationships: {
              topic: { data: { type: 'topics', id: topicId } },
              ...(attachmentIds.length > 0 && { attachments: { data: attachmentIds.map((id) => ({ type: 'attachments', id })) } }),
            },
          },
        },
      }),
      transformResponse: (answer: { data?: unknown }) => readMessage(answer.data),
      async onQueryStarted({ topicId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(threadApi.util.updateQueryData('listTopicMessages', topicId, (messages) => withMessages(messages, [data])));
      },
    }),
    /** `topics/setStatus`: Pending → Open marks the topic read; Open ↔ Closed closes and reopens it (topics.all). */
    setMailboxTopicStatus: build.mutation<TopicSummary, Acting & { id: string; status: TopicStatus }>({
      query: ({ id, status, requestReference }) => ({
        action: 'topics/setStatus',
        id,
        requestReference,
        payload: { data: { type: 'topics', attributes: { status } } },
      }),
      transformResponse: (answer: { data?: unknown }) => readTopic(answer.data),
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const args of threadApi.util.selectCachedArgsForQuery(getState(), 'getMailboxTopic')) {
          if (args.id === data.id) dispatch(threadApi.util.updateQueryData('getMailboxTopic', args, (topic) => withTopicChange(topic, data)));
        }
      },
    }),
    /** `messages/getFileId` (envelope id: the attachment): a file id valid for a few minutes, for this session. Never cached. */
    getMailboxFileId: build.query<MailboxFileId, string>({
      query: (attachmentId) => ({ action: 'messages/getFileId', id: attachmentId, payload: {} }),
      transformResponse: async (answer: { data?: unknown }) => {
        const checked = await contractOf('messages/getFileId').answer.check(answer.data);
        if (!checked.ok) throw new Error('Malformed file id');
        return { fileId: checked.value.id, name: checked.value.attributes.name, size: checked.value.attributes.size };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMailboxTopicQuery, useListTopicMessagesQuery, useCreateTopicMessageMutation, useSetMailboxTopicStatusMutation } = threadApi;
