import { baseApi } from '@/lib/api/base-api';

export const PAYOUTS_ENDPOINT = 'payouts/actions';

const payoutsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPayoutRequests: build.query<unknown[], string>({
      query: (resourceId) => ({ endpoint: PAYOUTS_ENDPOINT, action: 'payout-requests/externalList', payload: { resourceId } }),
      transformResponse: (answer: { data?: unknown }) => (Array.isArray(answer.data) ? answer.data : []),
    }),
  }),
});

export const { useListPayoutRequestsQuery } = payoutsApi;
