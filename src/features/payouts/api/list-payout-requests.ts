import { baseApi } from '@/lib/api/base-api';
import { PAYOUTS_ENDPOINT } from '../payouts-endpoint';

// Light on purpose: the sidebar's "old payouts exist?" reaches this from the route table's import of the
// feature, so it must not pull the contract in (the /payout-requests page's query lives in old-payout-requests.ts).
const payoutsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPayoutRequests: build.query<unknown[], string>({
      query: (resourceId) => ({ endpoint: PAYOUTS_ENDPOINT, action: 'payout-requests/externalList', payload: { resourceId } }),
      transformResponse: (answer: { data?: unknown }) => (Array.isArray(answer.data) ? answer.data : []),
    }),
  }),
});

export const { useListPayoutRequestsQuery } = payoutsApi;
