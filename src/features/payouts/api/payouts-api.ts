import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { PayoutAnswer, PayoutMethodAnswer } from '@/lib/contract/payouts';
import { PAYOUTS_ENDPOINT as endpoint } from '../payouts-endpoint';

/** A payout as the screens show it: the answer's attributes, flattened, with its organization. */
export type Payout = PayoutAnswer['attributes'] & { id: string; resourceId: string | null };
export type PayoutStep = Payout['statusHistory'][number];
export type PayoutMethod = PayoutMethodAnswer['attributes'] & { id: string };

/** One filter of `payouts/list` (docs/api/payouts.md). */
export interface PayoutFilter {
  field: 'status' | 'currency' | 'createdAt';
  operator: 'eq' | 'in' | 'gte' | 'lte';
  value: string | string[];
}

export interface ListPayoutsArgs {
  resourceId: string;
  filters: PayoutFilter[];
  /** `-createdAt`, `amount`… */
  sort: string;
  page: number;
  pageSize: number;
}

export interface PayoutsPage {
  rows: Payout[];
  total: number;
}

/** What the request dialog needs of a currency: what may be paid out now, the approval limit and what the caller has left of it. */
export interface PayoutBalance {
  currency: string;
  available: number;
  approvalLimit: number | null;
  /** The server's: what the caller's payouts of the last 24 h leave of the limit (null: no limit). */
  approvalLimitLeft: number | null;
}

export const toPayout = (answer: PayoutAnswer): Payout => ({
  ...answer.attributes,
  id: answer.id,
  resourceId: answer.relationships?.resource?.data?.id ?? null,
});

async function readPayout(raw: unknown): Promise<Payout> {
  const checked = await contractOf('payouts/get').answer.check(raw);
  if (!checked.ok) throw new Error('Malformed payout');
  return toPayout(checked.value);
}

/** The payout in a `payouts/*` answer (`{data}`), checked against the contract. */
export const payoutOf = (answer: { data?: unknown }) => readPayout(answer.data);

const payoutTags = (id: string) => [
  { type: 'Payout' as const, id },
  { type: 'Payout' as const, id: 'LIST' },
];

export const payoutsApi = featureApi(['Payout']).injectEndpoints({
  endpoints: (build) => ({
    /** `payouts/list`: one page of the organization's payouts; refetched when any payout changes (pushed). */
    listPayouts: build.query<PayoutsPage, ListPayoutsArgs>({
      query: ({ resourceId, filters, sort, page, pageSize }) => ({
        endpoint,
        action: 'payouts/list',
        payload: { resourceId, filters, sort, page: { size: pageSize, number: page } },
      }),
      transformResponse: async (answer: { data?: unknown; meta?: { page?: { total?: number } } }) => {
        const data = await contractOf('payouts/list').answer.check(answer.data ?? []);
        const rows = data.ok ? data.value.map(toPayout) : [];
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: (result) => [{ type: 'Payout', id: 'LIST' }, ...(result?.rows ?? []).map((row) => ({ type: 'Payout' as const, id: row.id }))],
    }),
    /** `payouts/get`: one payout, with what the caller may do with it now (`cancellable`, `approvable`). */
    getPayout: build.query<Payout, string>({
      query: (id) => ({ endpoint, action: 'payouts/get', id }),
      transformResponse: payoutOf,
      providesTags: (_result, _error, id) => [{ type: 'Payout', id }],
    }),
    cancelPayout: build.mutation<Payout, string>({
      query: (id) => ({ endpoint, action: 'payouts/cancel', id }),
      transformResponse: payoutOf,
      invalidatesTags: (_result, _error, id) => payoutTags(id),
    }),
    approvePayout: build.mutation<Payout, { id: string }>({
      query: ({ id }) => ({ endpoint, action: 'payouts/approve', id }),
      transformResponse: payoutOf,
      invalidatesTags: (_result, _error, { id }) => payoutTags(id),
    }),
    rejectPayout: build.mutation<Payout, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ endpoint, action: 'payouts/reject', id, payload: { data: { attributes: reason ? { reason } : {} } } }),
      transformResponse: payoutOf,
      invalidatesTags: (_result, _error, { id }) => payoutTags(id),
    }),
    /** `payout-methods/list` of one currency: where a payout in it may go. */
    listPayoutDestinations: build.query<PayoutMethod[], { resourceId: string; currency: string }>({
      query: ({ resourceId, currency }) => ({
        endpoint,
        action: 'payout-methods/list',
        payload: { resourceId, filters: [{ field: 'currency', operator: 'eq', value: currency }], page: { size: 100, number: 1 } },
      }),
      transformResponse: async (answer: { data?: unknown }) => {
        const data = await contractOf('payout-methods/list').answer.check(answer.data ?? []);
        return data.ok ? data.value.map((method) => ({ ...method.attributes, id: method.id })) : [];
      },
    }),
    /**
     * `balances/summary` of the organization, as far as a payout needs it. It is read again whenever a
     * payout changes: a request debits the available balance at once, a refusal gives it back.
     */
    payoutBalances: build.query<PayoutBalance[], string>({
      query: (resourceId) => ({ endpoint, action: 'balances/summary', payload: { resourceId } }),
      transformResponse: async (answer: { data?: unknown }) => {
        const data = await contractOf('balances/summary').answer.check(answer.data ?? []);
        return data.ok
          ? data.value.map(({ attributes: a }) => ({
              currency: a.currency,
              available: a.available,
              approvalLimit: a.approvalLimit,
              approvalLimitLeft: a.approvalLimitLeft,
            }))
          : [];
      },
      providesTags: [{ type: 'Payout', id: 'LIST' }],
    }),
  }),
});

export const {
  useListPayoutsQuery,
  useGetPayoutQuery,
  useCancelPayoutMutation,
  useApprovePayoutMutation,
  useRejectPayoutMutation,
  useListPayoutDestinationsQuery,
  usePayoutBalancesQuery,
} = payoutsApi;
