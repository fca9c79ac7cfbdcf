import type { z } from 'zod/mini';
import { featureApi } from '@/lib/api/base-api';
import { lazySchema, type Zod } from '@/lib/validation';

const statisticsSchema = (z: Zod) => {
  const count = z.int().check(z.nonnegative());
  // Money is an integer in minor units; a float here is a contract violation.
  const minorUnits = z.int();
  return z.object({
    currencies: z.array(z.object({ currency: z.string(), volume: minorUnits, count, approvedCount: count })),
    series: z.array(z.object({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), currency: z.string(), volume: minorUnits, count })),
    byStatus: z.array(z.object({ status: z.string(), count })),
    byPaymentMethod: z.array(z.object({ method: z.string(), count })),
    approvalRate: z.number().check(z.gte(0), z.lte(1)),
    totalCount: count,
  });
};

const parseAnswer = lazySchema((z) => z.object({ type: z.literal('transaction-statistics'), attributes: statisticsSchema(z) }));

export type Statistics = z.output<ReturnType<typeof statisticsSchema>>;

export interface StatisticsArgs {
  resourceId: string;
  /** ISO instants, inclusive. */
  from: string;
  to: string;
  /** 'UTC' or an IANA zone: the server buckets days in it. */
  timezone: string;
}

const statisticsApi = featureApi(['Statistics']).injectEndpoints({
  endpoints: (build) => ({
    // The whole argument is the cache key: another workspace or range is another request.
    getStatistics: build.query<Statistics, StatisticsArgs>({
      query: (payload) => ({ action: 'transactions/getStatistics', payload }),
      transformResponse: async (answer: { data?: unknown }) => (await parseAnswer(answer.data)).attributes,
      providesTags: (_result, _error, { resourceId }) => [{ type: 'Statistics', id: resourceId }],
    }),
  }),
});

export const { useGetStatisticsQuery } = statisticsApi;
