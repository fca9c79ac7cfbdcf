import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { ActionPayload } from '@/lib/contract';

export interface TransactionExport {
  id: string;
  status: 'pending' | 'processing' | 'ready' | 'failed';
  /** 0..100 */
  progress: number;
  rowCount: number;
  fileName: string;
}

export type ExportRequest = ActionPayload<'transaction-exports/create'>;

type ExportJson = { id: string; attributes: Omit<TransactionExport, 'id'> };
const toExport = ({ id, attributes: a }: ExportJson): TransactionExport => ({
  id,
  status: a.status,
  progress: a.progress,
  rowCount: a.rowCount,
  fileName: a.fileName,
});

/** Where the file of a ready export is downloaded from (under the API base URL). */
export const exportFilePath = (id: string) => `transaction-exports/${encodeURIComponent(id)}/file`;

export const exportsApi = featureApi(['TransactionExport']).injectEndpoints({
  endpoints: (build) => ({
    createTransactionExport: build.mutation<TransactionExport, ExportRequest>({
      query: (payload) => ({ action: 'transaction-exports/create', payload }),
      transformResponse: async (answer: { data?: unknown }) => toExport(await contractOf('transaction-exports/create').answer(answer.data)),
    }),
    // Refetched on each `resource-updated` push for this export (the sandbox pushes every progress step).
    getTransactionExport: build.query<TransactionExport, string>({
      query: (id) => ({ action: 'transaction-exports/get', id }),
      transformResponse: async (answer: { data?: unknown }) => toExport(await contractOf('transaction-exports/get').answer(answer.data)),
      providesTags: (_result, _error, id) => [{ type: 'TransactionExport', id }],
    }),
  }),
});

export const { useCreateTransactionExportMutation, useGetTransactionExportQuery } = exportsApi;
