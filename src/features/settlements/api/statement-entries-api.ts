import type { ListParams } from '@/components/list-page';
import { PAYOUTS_ENDPOINT } from '@/features/payouts';
import { featureApi } from '@/lib/api/base-api';
import { ledgerEntryAnswer } from '@/lib/contract/balances';
import { lazySchema } from '@/lib/validation';

/** One ledger entry a settlement's statement lists. */
export interface StatementEntry {
  id: string;
  type: string;
  amount: number;
  currency: string;
  availableOn: string;
  sourceType: string;
  sourceId: string;
  paymentId: string | null;
}

export type StatementEntriesQuery = { resourceId: string; settlementId: string } & Pick<ListParams, 'page' | 'pageSize' | 'sort'>;

const parseEntry = lazySchema(ledgerEntryAnswer);

const toEntry = async (raw: unknown): Promise<StatementEntry> => {
  const { id, attributes: a } = await parseEntry(raw);
  return {
    id,
    type: a.type,
    amount: a.amount,
    currency: a.currency,
    availableOn: a.availableOn,
    sourceType: a.sourceType,
    sourceId: a.sourceId,
    paymentId: a.paymentId,
  };
};

export const statementEntriesApi = featureApi(['Settlement']).injectEndpoints({
  endpoints: (build) => ({
    /** `ledger-entries/list` with `filter: {settlementId}`: the statement's lines one by one, a page at a time. */
    listStatementEntries: build.query<{ entries: StatementEntry[]; total: number }, StatementEntriesQuery>({
      query: ({ resourceId, settlementId, page, pageSize, sort }) => ({
        endpoint: PAYOUTS_ENDPOINT,
        action: 'ledger-entries/list',
        payload: { resourceId, filter: { settlementId }, page: { size: pageSize, number: page }, ...(sort && { sort: `${sort.desc ? '-' : ''}${sort.id}` }) },
      }),
      transformResponse: async (answer: { data?: unknown; meta?: { page?: { total?: number } } }) => {
        const entries = await Promise.all(((answer.data ?? []) as unknown[]).map(toEntry));
        return { entries, total: answer.meta?.page?.total ?? entries.length };
      },
      providesTags: (_result, _error, { settlementId }) => [{ type: 'Settlement', id: settlementId }],
    }),
  }),
});

export const { useListStatementEntriesQuery } = statementEntriesApi;
