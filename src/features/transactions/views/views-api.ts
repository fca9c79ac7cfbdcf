import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';

export interface TransactionView {
  id: string;
  name: string;
  /** The list's URL search string without paging (relative date presets kept by name). */
  query: string;
  createdAt: string;
}

const toView = ({ id, attributes }: { id: string; attributes: { name: string; query: string; createdAt: string } }): TransactionView => ({
  id,
  name: attributes.name,
  query: attributes.query,
  createdAt: attributes.createdAt,
});

export const viewsApi = featureApi(['TransactionView']).injectEndpoints({
  endpoints: (build) => ({
    listTransactionViews: build.query<TransactionView[], void>({
      query: () => ({ action: 'transaction-views/list', payload: { page: { size: 500 } } }),
      transformResponse: async (answer: { data?: unknown }) => (await contractOf('transaction-views/list').answer(answer.data ?? [])).map(toView),
      providesTags: [{ type: 'TransactionView', id: 'LIST' }],
    }),
    createTransactionView: build.mutation<TransactionView, { name: string; query: string }>({
      query: (attributes) => ({ action: 'transaction-views/create', payload: { data: { type: 'transaction-views', attributes } } }),
      transformResponse: async (answer: { data?: unknown }) => toView(await contractOf('transaction-views/create').answer(answer.data)),
      invalidatesTags: [{ type: 'TransactionView', id: 'LIST' }],
    }),
    deleteTransactionView: build.mutation<null, string>({
      query: (id) => ({ action: 'transaction-views/delete', id }),
      transformResponse: () => null,
      invalidatesTags: [{ type: 'TransactionView', id: 'LIST' }],
    }),
  }),
});

export const { useListTransactionViewsQuery, useCreateTransactionViewMutation, useDeleteTransactionViewMutation } = viewsApi;
