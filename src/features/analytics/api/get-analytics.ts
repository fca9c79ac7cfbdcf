import { contractOf } from '@/lib/contract';
import type { AnalyticsDimension, Analytics } from '@/lib/contract/analytics';
import { featureApi } from '@/lib/api/base-api';

export interface AnalyticsArgs {
  resourceId: string;
  /** ISO instants, inclusive: the period's first and last instants in the user's zone. */
  from: string;
  to: string;
  /** IANA zone: the server buckets the series' days in it. */
  timeZone: string;
  dimension: AnalyticsDimension;
}

const analyticsApi = featureApi(['Analytics']).injectEndpoints({
  endpoints: (build) => ({
    // The whole argument is the cache key: another workspace, period or dimension is another request.
    getAnalytics: build.query<Analytics, AnalyticsArgs>({
      query: (payload) => ({ action: 'analytics/get', payload }),
      transformResponse: async (answer: { data?: unknown }) => (await contractOf('analytics/get').answer(answer.data)).attributes,
      providesTags: (_result, _error, { resourceId }) => [{ type: 'Analytics', id: resourceId }],
    }),
  }),
});

export const { useGetAnalyticsQuery } = analyticsApi;
