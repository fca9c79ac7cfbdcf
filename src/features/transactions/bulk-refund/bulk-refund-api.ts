import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { bulkRefundLineOutcomes, bulkRefundRowOutcomes } from '@/lib/contract/bulk-refunds';

export type LineOutcome = (typeof bulkRefundLineOutcomes)[number];
export type RowOutcome = (typeof bulkRefundRowOutcomes)[number];

export interface PreviewLine {
  /** 1-based position in the list sent. */
  position: number;
  transactionId: string;
  outcome: LineOutcome;
  amount: number | null;
  currency: string | null;
  projectId: string | null;
}

export interface CurrencyTotal {
  currency: string;
  amount: number;
}

export interface BulkPreview {
  lines: PreviewLine[];
  projectId: string | null;
  refundableCount: number;
  totals: CurrencyTotal[];
}

export interface BulkResultRow {
  position: number;
  transactionId: string;
  outcome: RowOutcome;
  refundId: string | null;
  amount: number | null;
  currency: string | null;
  code: string | null;
}

export interface BulkResult {
  id: string;
  createdAt: string;
  projectId: string;
  rows: BulkResultRow[];
}

export interface BulkRequest {
  resourceId: string;
  ids: string[];
}

async function parsePreview(answer: { data?: unknown; meta?: unknown }): Promise<BulkPreview> {
  const entry = contractOf('transactions/bulkRefundPreview');
  const [data, meta] = await Promise.all([entry.answer(answer.data ?? []), entry.meta(answer.meta)]);
  return {
    lines: data.map(({ attributes: a }) => ({
      position: a.line,
      transactionId: a.transactionId,
      outcome: a.outcome,
      amount: a.amount ?? null,
      currency: a.currency ?? null,
      projectId: a.projectId ?? null,
    })),
    projectId: meta.projectId,
    refundableCount: meta.refundableCount,
    totals: meta.totals.map(({ currency, amount }) => ({ currency, amount })),
  };
}

/** A `bulk-refunds` answer (the bulk refund's, or a stored batch's) as the screens use it. */
export async function parseBulkResult(answer: { data?: unknown }): Promise<BulkResult> {
  const { id, attributes: a } = await contractOf('transactions/getBulkRefund').answer(answer.data);
  return {
    id,
    createdAt: a.createdAt,
    projectId: a.projectId,
    rows: a.rows.map((row) => ({
      position: row.line,
      transactionId: row.transactionId,
      outcome: row.outcome,
      refundId: row.refundId ?? null,
      amount: row.amount ?? null,
      currency: row.currency ?? null,
      code: row.code ?? null,
    })),
  };
}

const bulkRefundApi = featureApi(['BulkRefund']).injectEndpoints({
  endpoints: (build) => ({
    /** `transactions/bulkRefundPreview`: what would happen to each line, changes nothing. */
    previewBulkRefund: build.query<BulkPreview, BulkRequest>({
      query: (payload) => ({ action: 'transactions/bulkRefundPreview', payload }),
      transformResponse: parsePreview,
      keepUnusedDataFor: 0,
    }),
    /** `transactions/getBulkRefund` (envelope id): a batch's result, for a reload. */
    getBulkRefund: build.query<BulkResult, string>({
      query: (id) => ({ action: 'transactions/getBulkRefund', id, payload: { id } }),
      transformResponse: parseBulkResult,
      providesTags: (_result, _error, id) => [{ type: 'BulkRefund', id }],
    }),
  }),
});

export const { useLazyPreviewBulkRefundQuery, useGetBulkRefundQuery } = bulkRefundApi;
