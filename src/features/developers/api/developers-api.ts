import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { ApiRequestAnswer, DeveloperOverviewAnswer } from '@/lib/contract/api-request-log';

/** A logged call as the screens show it (docs/api/api-request-log.md). */
export type ApiRequest = ApiRequestAnswer['attributes'] & { id: string; projectId: string | null; apiKeyId: string | null };
export type DeveloperOverview = DeveloperOverviewAnswer['attributes'] & { projectId: string };

/** One filter of `api-request-log/list`. */
export interface ApiRequestFilter {
  field: 'projectId' | 'apiKeyId' | 'method' | 'pathPrefix' | 'status';
  operator: 'eq' | 'gte';
  value: string | number;
}

export interface ListApiRequestsArgs {
  resourceId: string;
  filters: ApiRequestFilter[];
  page: number;
  pageSize: number;
}

export interface ApiRequestsPage {
  rows: ApiRequest[];
  total: number;
}

/** A key to filter the log by. */
export interface KeyChoice {
  id: string;
  name: string;
  prefix: string;
}

type Answer = { data?: unknown; meta?: { page?: { total?: number } } };

const toRequest = (answer: ApiRequestAnswer): ApiRequest => ({
  ...answer.attributes,
  id: answer.id,
  projectId: answer.relationships?.project?.data?.id ?? null,
  apiKeyId: answer.relationships?.apiKey?.data?.id ?? null,
});

export const developersApi = featureApi(['ApiRequest', 'ApiRequestEvents', 'DeveloperOverview']).injectEndpoints({
  endpoints: (build) => ({
    /** `api-request-log/list`: one page of the workspace's calls, newest first; a pushed new call reads it again. */
    listApiRequests: build.query<ApiRequestsPage, ListApiRequestsArgs>({
      query: ({ resourceId, filters, page, pageSize }) => ({
        action: 'api-request-log/list',
        payload: { resourceId, filters, page: { size: pageSize, number: page } },
      }),
      transformResponse: async (answer: Answer) => {
        const data = await contractOf('api-request-log/list').answer.check(answer.data ?? []);
        const rows = data.ok ? data.value.map(toRequest) : [];
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: [{ type: 'ApiRequest', id: 'LIST' }],
    }),
    /** `api-request-log/get`: one call with its bodies (secrets masked by the server) and the events it caused. */
    getApiRequest: build.query<ApiRequest, string>({
      query: (id) => ({ action: 'api-request-log/get', id }),
      transformResponse: async (answer: Answer) => {
        const checked = await contractOf('api-request-log/get').answer.check(answer.data);
        if (!checked.ok) throw new Error('Malformed API request');
        return toRequest(checked.value);
      },
      providesTags: (_result, _error, id) => [{ type: 'ApiRequestEvents', id }],
    }),
    /** `developers/overview`: each project's keys, endpoints, allowed IPs and translations at a glance. */
    getDeveloperOverview: build.query<DeveloperOverview[], string>({
      query: (resourceId) => ({ action: 'developers/overview', payload: { resourceId, page: { size: 100 } } }),
      transformResponse: async (answer: Answer) => {
        const data = await contractOf('developers/overview').answer.check(answer.data ?? []);
        return data.ok ? data.value.map((row) => ({ ...row.attributes, projectId: row.id })) : [];
      },
      providesTags: [{ type: 'DeveloperOverview', id: 'LIST' }],
    }),
    /** The workspace's keys, to filter the log by (`api-keys/list`, names only). */
    listKeyChoices: build.query<KeyChoice[], string>({
      query: (resourceId) => ({ action: 'api-keys/list', payload: { resourceId, sort: 'name', page: { size: 200 } } }),
      transformResponse: async (answer: Answer) => {
        const data = await contractOf('api-keys/list').answer.check(answer.data ?? []);
        return data.ok ? data.value.map((key) => ({ id: key.id, name: key.attributes.name, prefix: key.attributes.prefix })) : [];
      },
    }),
  }),
});

export const { useListApiRequestsQuery, useGetApiRequestQuery, useGetDeveloperOverviewQuery, useListKeyChoicesQuery } = developersApi;
