import { PAYOUTS_ENDPOINT as endpoint } from '@/features/payouts';
import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { CardTokenAnswer, TopUpAnswer, TransferAnswer, WalletBalanceAnswer, WalletEntryAnswer } from '@/lib/contract/wallet';

/** The wallet's rows as the screens show them: the answer's attributes, flattened, with the id. */
export type WalletBalance = WalletBalanceAnswer['attributes'];
export type WalletEntry = WalletEntryAnswer['attributes'] & { id: string };
export type TopUp = TopUpAnswer['attributes'] & { id: string; resourceId: string | null };
export type Transfer = TransferAnswer['attributes'] & { id: string; resourceId: string | null; payoutMethodId: string | null };
export type CardToken = CardTokenAnswer['attributes'] & { id: string };

export interface ListFilter {
  field: string;
  operator: 'eq' | 'in' | 'gte' | 'lte';
  value: string | string[];
}

export interface ListArgs {
  resourceId: string;
  filters: ListFilter[];
  sort: string;
  page: number;
  pageSize: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

type Answer = { data?: unknown; meta?: { page?: { total?: number } } };

const flat = <A extends { id: string; attributes: object }>(answer: A) => ({ ...answer.attributes, id: answer.id }) as A['attributes'] & { id: string };
const toTransfer = (answer: TransferAnswer): Transfer => ({
  ...flat(answer),
  resourceId: answer.relationships?.resource?.data?.id ?? null,
  payoutMethodId: answer.relationships?.payoutMethod?.data?.id ?? null,
});

async function checked<T>(action: 'top-ups/get' | 'transfers/get' | 'card-tokens/create', raw: unknown): Promise<T> {
  const result = await contractOf(action).answer.check(raw);
  if (!result.ok) throw new Error(`Malformed answer of ${action}`);
  return result.value as T;
}

/** The card token in a `card-tokens/create` answer, checked against the contract. */
export const cardTokenOf = async (answer: { data?: unknown }): Promise<CardToken> => flat(await checked<CardTokenAnswer>('card-tokens/create', answer.data));

/** The top-up in a `top-ups/*` answer, checked against the contract. */
const toTopUp = (answer: TopUpAnswer): TopUp => ({ ...flat(answer), resourceId: answer.relationships?.resource?.data?.id ?? null });
export const topUpOf = async (answer: { data?: unknown }) => toTopUp(await checked<TopUpAnswer>('top-ups/get', answer.data));
/** The transfer in a `transfers/*` answer, checked against the contract. */
export const transferOf = async (answer: { data?: unknown }) => toTransfer(await checked<TransferAnswer>('transfers/get', answer.data));

const listPayload = ({ resourceId, filters, sort, page, pageSize }: ListArgs) => ({ resourceId, filters, sort, page: { size: pageSize, number: page } });

const transferTags = (id: string) => [
  { type: 'Transfer' as const, id },
  { type: 'Transfer' as const, id: 'LIST' },
  { type: 'Wallet' as const, id: 'SUMMARY' },
];

export const walletApi = featureApi(['Wallet', 'TopUp', 'Transfer']).injectEndpoints({
  endpoints: (build) => ({
    /** `wallet/summary`: per currency what transfers may spend, what is on its way in and out. */
    walletSummary: build.query<WalletBalance[], string>({
      query: (resourceId) => ({ endpoint, action: 'wallet/summary', payload: { resourceId } }),
      transformResponse: async (answer: Answer) => {
        const data = await contractOf('wallet/summary').answer.check(answer.data ?? []);
        return data.ok ? data.value.map((row) => row.attributes) : [];
      },
      providesTags: [{ type: 'Wallet', id: 'SUMMARY' }],
    }),
    listWalletEntries: build.query<Page<WalletEntry>, ListArgs>({
      query: (args) => ({ endpoint, action: 'wallet-entries/list', payload: listPayload(args) }),
      transformResponse: async (answer: Answer) => {
        const data = await contractOf('wallet-entries/list').answer.check(answer.data ?? []);
        const rows = data.ok ? data.value.map(flat) : [];
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: [{ type: 'Wallet', id: 'SUMMARY' }],
    }),
    listTopUps: build.query<Page<TopUp>, ListArgs>({
      query: (args) => ({ endpoint, action: 'top-ups/list', payload: listPayload(args) }),
      transformResponse: async (answer: Answer) => {
        const data = await contractOf('top-ups/list').answer.check(answer.data ?? []);
        const rows = data.ok ? data.value.map(toTopUp) : [];
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: (result) => [{ type: 'TopUp', id: 'LIST' }, ...(result?.rows ?? []).map((row) => ({ type: 'TopUp' as const, id: row.id }))],
    }),
    getTopUp: build.query<TopUp, string>({
      query: (id) => ({ endpoint, action: 'top-ups/get', id }),
      transformResponse: topUpOf,
      providesTags: (_result, _error, id) => [{ type: 'TopUp', id }],
    }),
    createTopUp: build.mutation<TopUp, { resourceId: string; amount: number; currency: string }>({
      query: ({ resourceId, amount, currency }) => ({
        endpoint,
        action: 'top-ups/create',
        payload: { resourceId, data: { type: 'top-ups', attributes: { amount, currency } } },
      }),
      transformResponse: topUpOf,
      invalidatesTags: [
        { type: 'TopUp', id: 'LIST' },
        { type: 'Wallet', id: 'SUMMARY' },
      ],
    }),
    cancelTopUp: build.mutation<TopUp, string>({
      query: (id) => ({ endpoint, action: 'top-ups/cancel', id }),
      transformResponse: topUpOf,
      invalidatesTags: (_result, _error, id) => [
        { type: 'TopUp', id },
        { type: 'TopUp', id: 'LIST' },
        { type: 'Wallet', id: 'SUMMARY' },
      ],
    }),
    listTransfers: build.query<Page<Transfer>, ListArgs>({
      query: (args) => ({ endpoint, action: 'transfers/list', payload: listPayload(args) }),
      transformResponse: async (answer: Answer) => {
        const data = await contractOf('transfers/list').answer.check(answer.data ?? []);
        const rows = data.ok ? data.value.map(toTransfer) : [];
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: (result) => [{ type: 'Transfer', id: 'LIST' }, ...(result?.rows ?? []).map((row) => ({ type: 'Transfer' as const, id: row.id }))],
    }),
    getTransfer: build.query<Transfer, string>({
      query: (id) => ({ endpoint, action: 'transfers/get', id }),
      transformResponse: transferOf,
      providesTags: (_result, _error, id) => [{ type: 'Transfer', id }],
    }),
    cancelTransfer: build.mutation<Transfer, string>({
      query: (id) => ({ endpoint, action: 'transfers/cancel', id }),
      transformResponse: transferOf,
      invalidatesTags: (_result, _error, id) => transferTags(id),
    }),
    approveTransfer: build.mutation<Transfer, string>({
      query: (id) => ({ endpoint, action: 'transfers/approve', id }),
      transformResponse: transferOf,
      invalidatesTags: (_result, _error, id) => transferTags(id),
    }),
    rejectTransfer: build.mutation<Transfer, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ endpoint, action: 'transfers/reject', id, payload: { data: { attributes: reason ? { reason } : {} } } }),
      transformResponse: transferOf,
      invalidatesTags: (_result, _error, { id }) => transferTags(id),
    }),
    reverseTransfer: build.mutation<Transfer, string>({
      query: (id) => ({ endpoint, action: 'transfers/reverse', id }),
      transformResponse: transferOf,
      invalidatesTags: (_result, _error, id) => transferTags(id),
    }),
    /** The organization's saved payout methods in one currency: where a transfer may go besides a card typed in. */
    transferDestinations: build.query<{ id: string; label: string | null; masked: string; kind: string }[], { resourceId: string; currency: string }>({
      query: ({ resourceId, currency }) => ({
        endpoint,
        action: 'payout-methods/list',
        payload: { resourceId, filters: [{ field: 'currency', operator: 'eq', value: currency }], page: { size: 100, number: 1 } },
      }),
      transformResponse: async (answer: { data?: unknown }) => {
        const data = await contractOf('payout-methods/list').answer.check(answer.data ?? []);
        return data.ok
          ? data.value.map((method) => ({ id: method.id, label: method.attributes.label, masked: method.attributes.masked, kind: method.attributes.kind }))
          : [];
      },
    }),
  }),
});

export const {
  useWalletSummaryQuery,
  useListWalletEntriesQuery,
  useListTopUpsQuery,
  useGetTopUpQuery,
  useCreateTopUpMutation,
  useCancelTopUpMutation,
  useListTransfersQuery,
  useGetTransferQuery,
  useCancelTransferMutation,
  useApproveTransferMutation,
  useRejectTransferMutation,
  useReverseTransferMutation,
  useTransferDestinationsQuery,
} = walletApi;
