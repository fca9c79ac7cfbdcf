import { antifraudListAnswer, antifraudListItemAnswer, antifraudReviewAnswer, antifraudRuleAnswer, antifraudSettingsAnswer } from '@/lib/contract/antifraud';
import { featureApi } from '@/lib/api/base-api';
import { lazySchema } from '@/lib/validation';
import type { AntifraudList, AntifraudRule, ListItem, Page, Review, RiskThresholds } from './review-model';

export interface ReviewsQuery {
  resourceId: string;
  status: string;
  page: number;
  pageSize: number;
  /** `openedAt` (oldest first, the queue's order) or `-openedAt`. */
  sort: string;
}

type ListAnswer = { data?: unknown; meta?: { page?: { total?: number } } };

const parseReview = lazySchema(antifraudReviewAnswer);
async function toReview(raw: unknown): Promise<Review> {
  const { id, attributes: a, relationships } = await parseReview(raw);
  return { id, ...a, projectId: relationships?.project?.data?.id ?? null };
}

export interface ListsQuery {
  resourceId: string;
  page: number;
  pageSize: number;
  sort: string;
  filters: { field: string; operator: 'eq'; value: string }[];
}

const parseList = lazySchema(antifraudListAnswer);
async function toList(raw: unknown): Promise<AntifraudList> {
  const { id, attributes } = await parseList(raw);
  return { id, ...attributes };
}
const parseItem = lazySchema(antifraudListItemAnswer);
async function toItem(raw: unknown): Promise<ListItem> {
  const { id, attributes } = await parseItem(raw);
  return { id, ...attributes };
}

const parseRule = lazySchema(antifraudRuleAnswer);
async function toRule(raw: unknown): Promise<AntifraudRule> {
  const { id, attributes } = await parseRule(raw);
  return { id, ...attributes };
}
const parseSettings = lazySchema(antifraudSettingsAnswer);

async function toPage<T>(answer: ListAnswer, parse: (raw: unknown) => Promise<T>): Promise<Page<T>> {
  const rows = await Promise.all(((answer.data ?? []) as unknown[]).map(parse));
  return { rows, total: answer.meta?.page?.total ?? rows.length };
}

export const antifraudApi = featureApi(['Review', 'AntifraudList', 'AntifraudRule']).injectEndpoints({
  endpoints: (build) => ({
    listReviews: build.query<Page<Review>, ReviewsQuery>({
      query: ({ resourceId, status, page, pageSize, sort }) => ({
        action: 'antifraud-reviews/list',
        payload: { resourceId, filters: [{ field: 'status', operator: 'eq', value: status }], sort, page: { size: pageSize, number: page } },
      }),
      transformResponse: (answer: ListAnswer) => toPage(answer, toReview),
      providesTags: (result) => [{ type: 'Review' as const, id: 'LIST' }, ...(result?.rows ?? []).map((row) => ({ type: 'Review' as const, id: row.id }))],
    }),
    getReview: build.query<Review, string>({
      query: (id) => ({ action: 'antifraud-reviews/get', id, payload: { id } }),
      transformResponse: (answer: { data?: unknown }) => toReview(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'Review', id }],
    }),
    listLists: build.query<Page<AntifraudList>, ListsQuery>({
      query: ({ resourceId, page, pageSize, sort, filters }) => ({
        action: 'antifraud-lists/list',
        payload: { resourceId, filters, sort, page: { size: pageSize, number: page } },
      }),
      transformResponse: (answer: ListAnswer) => toPage(answer, toList),
      providesTags: (result) => [
        { type: 'AntifraudList' as const, id: 'LIST' },
        ...(result?.rows ?? []).map((row) => ({ type: 'AntifraudList' as const, id: row.id })),
      ],
    }),
    getList: build.query<AntifraudList, string>({
      query: (id) => ({ action: 'antifraud-lists/get', id, payload: { id } }),
      transformResponse: (answer: { data?: unknown }) => toList(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'AntifraudList', id }],
    }),
    listItems: build.query<Page<ListItem>, { id: string; search: string; page: number; pageSize: number }>({
      query: ({ id, search, page, pageSize }) => ({
        action: 'antifraud-lists/items',
        id,
        payload: { id, ...(search && { filters: [{ field: 'search', operator: 'contains', value: search }] }), page: { size: pageSize, number: page } },
      }),
      transformResponse: (answer: ListAnswer) => toPage(answer, toItem),
      providesTags: (_result, _error, { id }) => [{ type: 'AntifraudList', id }],
    }),
    listRules: build.query<Page<AntifraudRule>, string>({
      query: (resourceId) => ({ action: 'antifraud-rules/list', payload: { resourceId, sort: 'order', page: { size: 100, number: 1 } } }),
      transformResponse: (answer: ListAnswer) => toPage(answer, toRule),
      providesTags: (result) => [
        { type: 'AntifraudRule' as const, id: 'LIST' },
        ...(result?.rows ?? []).map((row) => ({ type: 'AntifraudRule' as const, id: row.id })),
      ],
    }),
    getRule: build.query<AntifraudRule, string>({
      query: (id) => ({ action: 'antifraud-rules/get', id, payload: { id } }),
      transformResponse: (answer: { data?: unknown }) => toRule(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'AntifraudRule', id }],
    }),
    getRiskThresholds: build.query<RiskThresholds, string>({
      query: (resourceId) => ({ action: 'antifraud/getSettings', payload: { resourceId } }),
      transformResponse: async (answer: { data?: unknown }) => (await parseSettings(answer.data)).attributes,
      providesTags: [{ type: 'AntifraudRule', id: 'SETTINGS' }],
    }),
  }),
});

export const {
  useListReviewsQuery,
  useGetReviewQuery,
  useListListsQuery,
  useGetListQuery,
  useListItemsQuery,
  useListRulesQuery,
  useGetRuleQuery,
  useGetRiskThresholdsQuery,
} = antifraudApi;
