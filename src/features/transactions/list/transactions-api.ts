import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { TransactionListFilter } from '@/lib/contract/transactions';
import { toTransaction, type Transaction } from '../model/transaction';

export interface TransactionsQuery {
  resourceId: string;
  filter: TransactionListFilter[];
  /** `-createdAt` style. */
  sort: string;
  search: string;
  page: number;
  pageSize: number;
}

export interface TransactionsPage {
  rows: Transaction[];
  /** `meta.page.total`: rows matching the filters, before paging. */
  total: number;
}

export const transactionsListApi = featureApi(['Transaction']).injectEndpoints({
  endpoints: (build) => ({
    listTransactions: build.query<TransactionsPage, TransactionsQuery>({
      query: ({ resourceId, filter, sort, search, page, pageSize }) => ({
        action: 'transactions/list',
        payload: { resourceId, filter, sort, ...(search && { search }), page: { size: pageSize, number: page } },
      }),
      transformResponse: async (answer: { data?: unknown; meta?: { page?: { total?: number } } }) => {
        const data = await contractOf('transactions/list').answer.check(answer.data ?? []);
        const rows = data.ok ? data.value.map(toTransaction) : [];
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: (result) => [
        { type: 'Transaction' as const, id: 'LIST' },
        ...(result?.rows ?? []).map((row) => ({ type: 'Transaction' as const, id: row.id })),
      ],
    }),
  }),
});

export const { useListTransactionsQuery } = transactionsListApi;
