import type { ListParams } from '@/components/list-page';
import { PAYOUTS_ENDPOINT } from '@/features/payouts';
import { featureApi } from '@/lib/api/base-api';
import { statementAnswer, statementEntryAnswer, type StatementAnswer, type StatementEntryAnswer } from '@/lib/contract/statements';
import { lazySchema } from '@/lib/validation';

export type Statement = { id: string } & StatementAnswer['attributes'];
export type StatementEntry = { id: string } & StatementEntryAnswer['attributes'];

export interface StatementsPage {
  statements: Statement[];
  total: number;
}

export type StatementsQuery = { resourceId: string } & Pick<ListParams, 'filters' | 'page' | 'pageSize' | 'sort'>;
export type StatementEntriesQuery = { id: string } & Pick<ListParams, 'page' | 'pageSize' | 'sort'>;

const parseStatement = lazySchema(statementAnswer);
const parseEntry = lazySchema(statementEntryAnswer);

const toStatement = async (raw: unknown): Promise<Statement> => {
  const { id, attributes } = await parseStatement(raw);
  return { ...attributes, id };
};

const toEntry = async (raw: unknown): Promise<StatementEntry> => {
  const { id, attributes } = await parseEntry(raw);
  return { ...attributes, id };
};

/** `GET statements/{id}/file?format=…` (docs/api/statements.md). */
export const statementFilePath = (id: string, format: 'csv' | 'pdf') => `statements/${encodeURIComponent(id)}/file?format=${format}`;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const sortOf = (sort: ListParams['sort']) => (sort ? { sort: `${sort.desc ? '-' : ''}${sort.id}` } : {});

const listPayload = ({ resourceId, filters, page, pageSize, sort }: StatementsQuery) => ({
  resourceId,
  filter: { kind: text(filters.kind), currency: text(filters.currency), month: text(filters.month) },
  page: { size: pageSize, number: page },
  ...sortOf(sort),
});

type ListAnswer = { data?: unknown; meta?: { page?: { total?: number } } };

export const statementsApi = featureApi(['Statement']).injectEndpoints({
  endpoints: (build) => ({
    listStatements: build.query<StatementsPage, StatementsQuery>({
      query: (params) => ({ endpoint: PAYOUTS_ENDPOINT, action: 'statements/list', payload: listPayload(params) }),
      transformResponse: async (answer: ListAnswer) => {
        const statements = await Promise.all(((answer.data ?? []) as unknown[]).map(toStatement));
        return { statements, total: answer.meta?.page?.total ?? statements.length };
      },
      providesTags: [{ type: 'Statement', id: 'LIST' }],
    }),
    getStatement: build.query<Statement, string>({
      query: (id) => ({ endpoint: PAYOUTS_ENDPOINT, action: 'statements/get', id, payload: { id } }),
      transformResponse: (answer: { data?: unknown }) => toStatement(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'Statement', id }],
    }),
    listMonthlyStatementEntries: build.query<{ entries: StatementEntry[]; total: number }, StatementEntriesQuery>({
      query: ({ id, page, pageSize, sort }) => ({
        endpoint: PAYOUTS_ENDPOINT,
        action: 'statement-entries/list',
        id,
        payload: { id, page: { size: pageSize, number: page }, ...sortOf(sort) },
      }),
      transformResponse: async (answer: ListAnswer) => {
        const entries = await Promise.all(((answer.data ?? []) as unknown[]).map(toEntry));
        return { entries, total: answer.meta?.page?.total ?? entries.length };
      },
      providesTags: (_result, _error, { id }) => [{ type: 'Statement', id }],
    }),
  }),
});

export const { useListStatementsQuery, useGetStatementQuery, useListMonthlyStatementEntriesQuery } = statementsApi;
