import { baseApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import { PAYOUTS_ENDPOINT } from '../payouts-endpoint';

/** A payout request of the system before this one (read-only). */
export interface OldPayoutRequest {
  id: string;
  amount: number | null;
  currency: string | null;
  status: string | null;
  createdAt: string | null;
}

export interface OldPayoutRequestsArgs {
  resourceId: string;
  sort: string;
  page: number;
  pageSize: number;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

const oldPayoutRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `payout-requests/externalList`, one page of it, for the `/payout-requests` list. */
    listOldPayoutRequests: build.query<{ rows: OldPayoutRequest[]; total: number }, OldPayoutRequestsArgs>({
      query: ({ resourceId, sort, page, pageSize }) => ({
        endpoint: PAYOUTS_ENDPOINT,
        action: 'payout-requests/externalList',
        payload: { resourceId, sort, page: { size: pageSize, number: page } },
      }),
      transformResponse: async (answer: { data?: unknown; meta?: { page?: { total?: number } } }) => {
        const data = await contractOf('payout-requests/externalList').answer.check(answer.data ?? []);
        const rows = data.ok
          ? data.value.map(({ id, attributes: a }) => ({
              id,
              amount: typeof a?.amount === 'number' ? a.amount : null,
              currency: text(a?.currency),
              status: text(a?.status),
              createdAt: text((a as { createdAt?: unknown } | undefined)?.createdAt),
            }))
          : [];
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
    }),
  }),
});

export const { useListOldPayoutRequestsQuery } = oldPayoutRequestsApi;
