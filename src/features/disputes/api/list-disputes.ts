import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { DisputeAnswer, DisputeFilterField } from '@/lib/contract/disputes';

/** One filter of `disputes/list` and `disputes/aggregate` (docs/api/disputes.md). */
export interface DisputeFilter {
  field: DisputeFilterField;
  operator: 'eq' | 'ne' | 'in' | 'gte' | 'lte';
  value: string | string[];
}

/** A dispute as a list row: the answer's attributes, flattened, with its project. */
export type DisputeRow = DisputeAnswer['attributes'] & {
  id: string;
  projectId: string | null;
};

export interface ListDisputesArgs {
  resourceId: string;
  filters: DisputeFilter[];
  /** `deadlineAt`, `-amount`... */
  sort: string;
  page: number;
  pageSize: number;
}

export interface DisputesPage {
  rows: DisputeRow[];
  /** `meta.page.total`: the disputes matching the filters, before paging. */
  total: number;
}

const toRow = (answer: DisputeAnswer): DisputeRow => ({
  ...answer.attributes,
  id: answer.id,
  projectId: answer.relationships?.project?.data?.id ?? null,
});

export const listDisputesApi = featureApi(['Dispute']).injectEndpoints({
  endpoints: (build) => ({
    /** `disputes/list`: one page of the workspace's disputes; refetched when any dispute changes. */
    listDisputes: build.query<DisputesPage, ListDisputesArgs>({
      query: ({ resourceId, filters, sort, page, pageSize }) => ({
        action: 'disputes/list',
        payload: { resourceId, filters, sort, page: { size: pageSize, number: page } },
      }),
      transformResponse: async (answer: { data?: unknown; meta?: { page?: { total?: number } } }) => {
        const data = await contractOf('disputes/list').answer.check(answer.data ?? []);
        const rows = data.ok ? data.value.map(toRow) : [];
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: (result) => [{ type: 'Dispute' as const, id: 'LIST' }, ...(result?.rows ?? []).map((row) => ({ type: 'Dispute' as const, id: row.id }))],
    }),
  }),
});

export const { useListDisputesQuery } = listDisputesApi;
