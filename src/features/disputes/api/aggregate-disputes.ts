import type { z } from 'zod/mini';
import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { disputeAggregateAnswer } from '@/lib/contract/disputes';
import type { DisputeFilter } from './list-disputes';

export type DisputeAggregate = z.output<ReturnType<typeof disputeAggregateAnswer>>['attributes'];
export type DisputeGroup = DisputeAggregate['byStatus'][number];
export type CurrencyAmount = DisputeGroup['amounts'][number];

export interface AggregateDisputesArgs {
  resourceId: string;
  /** The list's filters; the date range is the `openedAt` filter. */
  filters: DisputeFilter[];
}

export const aggregateDisputesApi = featureApi(['Dispute']).injectEndpoints({
  endpoints: (build) => ({
    /** `disputes/aggregate`: counts and per-currency amounts, grouped; refetched when any dispute changes. */
    aggregateDisputes: build.query<DisputeAggregate, AggregateDisputesArgs>({
      query: (payload) => ({ action: 'disputes/aggregate', payload }),
      transformResponse: async (answer: { data?: unknown }) => (await contractOf('disputes/aggregate').answer(answer.data)).attributes,
      providesTags: [{ type: 'Dispute' as const, id: 'LIST' }],
    }),
  }),
});

export const { useAggregateDisputesQuery } = aggregateDisputesApi;
