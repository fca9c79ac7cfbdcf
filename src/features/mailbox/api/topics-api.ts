import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { TopicAnswer } from '@/lib/contract/mailbox';
import type { TopicCategory, TopicRelatedType, TopicScope } from '@/lib/contract/mailbox-rules';
import type { TopicSummary } from '../mailbox-slice';
import { MAILBOX_ENDPOINT } from './count-new-topics';

/** One filter of `topics/list` (docs/api/mailbox.md). */
export interface TopicFilter {
  field: 'status' | 'category' | 'relatedType' | 'resourceId' | 'search';
  operator: 'eq' | 'in' | 'contains';
  value: string | string[];
}

export interface ListTopicsArgs {
  resourceId: string;
  /** `organization`: the topics of every project of the organization too (topics.supervisor). */
  scope: TopicScope;
  filters: TopicFilter[];
  /** `-updatedAt` (default), `subject`… */
  sort: string;
  page: number;
  pageSize: number;
}

export interface TopicsPage {
  rows: TopicSummary[];
  total: number;
}

export interface NewTopic {
  subject: string;
  category: TopicCategory;
  message: string;
  related: { type: TopicRelatedType; id: string } | null;
  attachmentIds: string[];
}

export interface CreateTopicArgs extends NewTopic {
  resourceId: string;
  /** One per intent: a retry after a lost answer sends the same one, and the server makes one topic. */
  requestReference: string;
}

export const toTopic = (answer: TopicAnswer): TopicSummary => ({ ...answer.attributes, id: answer.id });

/** The query tag of every topic list; the pushes of `topics` and `messages` invalidate it (lib/api/base-api). */
export const TOPICS_LIST_TAG = { type: 'MailboxTopic' as const, id: 'LIST' };

export const topicCreatePayload = ({ resourceId, subject, category, message, related, attachmentIds }: Omit<CreateTopicArgs, 'requestReference'>) => ({
  resourceId,
  data: {
    type: 'topics',
    attributes: { subject: subject.trim(), category, message: message.trim() },
    relationships: {
      ...(related && { related: { data: related } }),
      ...(attachmentIds.length > 0 && { attachments: { data: attachmentIds.map((id) => ({ type: 'attachments', id })) } }),
    },
  },
});

export const topicsApi = featureApi(['MailboxTopic']).injectEndpoints({
  endpoints: (build) => ({
    /** `topics/list`: one page of the workspace's topics (or, scope organization, its projects' too); refetched on every pushed change. */
    listMailboxTopics: build.query<TopicsPage, ListTopicsArgs>({
      query: ({ resourceId, scope, filters, sort, page, pageSize }) => ({
        endpoint: MAILBOX_ENDPOINT,
        action: 'topics/list',
        payload: { resourceId, scope, filters, sort, page: { size: pageSize, number: page } },
      }),
      transformResponse: async (answer: { data?: unknown; meta?: { page?: { total?: number } } }) => {
        const data = await contractOf('topics/list').answer.check(answer.data ?? []);
        const rows = data.ok ? data.value.map(toTopic) : [];
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: (result) => [TOPICS_LIST_TAG, ...(result?.rows ?? []).map((row) => ({ type: 'MailboxTopic' as const, id: row.id }))],
    }),
    /** `topics/create`: the topic with its first message (and files); answered with the topic, status Open. */
    createMailboxTopic: build.mutation<TopicSummary, CreateTopicArgs>({
      query: ({ requestReference, ...topic }) => ({
        endpoint: MAILBOX_ENDPOINT,
        action: 'topics/create',
        requestReference,
        payload: topicCreatePayload(topic),
      }),
      transformResponse: async (answer: { data?: unknown }) => {
        const checked = await contractOf('topics/create').answer.check(answer.data);
        if (!checked.ok) throw new Error('Malformed topic');
        return toTopic(checked.value);
      },
      invalidatesTags: (result) => (result ? [TOPICS_LIST_TAG] : []),
    }),
  }),
});

export const { useListMailboxTopicsQuery, useCreateMailboxTopicMutation } = topicsApi;
