import type { ListParams } from '@/components/list-page';
import { PAYOUTS_ENDPOINT } from '@/features/payouts';
import { featureApi } from '@/lib/api/base-api';
import { settlementAnswer, type settlementStatuses } from '@/lib/contract/payouts';
import { lazySchema } from '@/lib/validation';

export type SettlementStatus = (typeof settlementStatuses)[number];

/** One statement line: the entries of one type the settlement contains, their count and signed sum. */
export interface StatementLine {
  type: string;
  count: number;
  amount: number;
}

export interface Settlement {
  id: string;
  currency: string;
  /** What was paid: the statement's lines sum to it. */
  amount: number;
  status: SettlementStatus;
  periodFrom: string;
  periodTo: string;
  paidAt: string | null;
  createdAt: string;
  method: { id: string; kind: string; label: string | null; masked: string } | null;
  statement: StatementLine[];
  lineCount: number;
  fileName: string;
}

export interface SettlementsPage {
  settlements: Settlement[];
  total: number;
}

export type SettlementsQuery = { resourceId: string } & Pick<ListParams, 'filters' | 'page' | 'pageSize' | 'sort'>;

const parseSettlement = lazySchema(settlementAnswer);

export async function toSettlement(raw: unknown): Promise<Settlement> {
  const { id, attributes: a } = await parseSettlement(raw);
  return {
    id,
    currency: a.currency,
    amount: a.amount,
    status: a.status,
    periodFrom: a.periodFrom,
    periodTo: a.periodTo,
    paidAt: a.paidAt,
    createdAt: a.createdAt,
    method: a.method,
    statement: a.statement,
    lineCount: a.lineCount,
    fileName: a.fileName,
  };
}

/** `GET settlements/{id}/file`: the statement as CSV (docs/api/payouts.md, *Settlement payouts*). */
export const settlementFilePath = (id: string) => `settlements/${encodeURIComponent(id)}/file`;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const listPayload = ({ resourceId, filters, page, pageSize, sort }: SettlementsQuery) => ({
  resourceId,
  filter: { currency: text(filters.currency), status: text(filters.status) },
  page: { size: pageSize, number: page },
  ...(sort && { sort: `${sort.desc ? '-' : ''}${sort.id}` }),
});

export const settlementsApi = featureApi(['Settlement']).injectEndpoints({
  endpoints: (build) => ({
    listSettlements: build.query<SettlementsPage, SettlementsQuery>({
      query: (params) => ({ endpoint: PAYOUTS_ENDPOINT, action: 'settlements/list', payload: listPayload(params) }),
      transformResponse: async (answer: { data?: unknown; meta?: { page?: { total?: number } } }) => {
        const settlements = await Promise.all(((answer.data ?? []) as unknown[]).map(toSettlement));
        return { settlements, total: answer.meta?.page?.total ?? settlements.length };
      },
      providesTags: (result) => [{ type: 'Settlement', id: 'LIST' }, ...(result?.settlements ?? []).map((s) => ({ type: 'Settlement' as const, id: s.id }))],
    }),
    getSettlement: build.query<Settlement, string>({
      query: (id) => ({ endpoint: PAYOUTS_ENDPOINT, action: 'settlements/get', id, payload: { id } }),
      transformResponse: (answer: { data?: unknown }) => toSettlement(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'Settlement', id }],
    }),
  }),
});

export const { useListSettlementsQuery, useGetSettlementQuery } = settlementsApi;
