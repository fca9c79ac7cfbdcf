import { featureApi } from '@/lib/api/base-api';
import type { ActionCaller } from '@/lib/actions';
import { contractOf, PAGE_SIZE_LIMIT } from '@/lib/contract';
import { isLiveView, type AuditFilter } from '../model/audit-list';
import { toAuditEntry, type AuditEntry } from './audit-entry';

export interface ListAuditArgs {
  resourceId: string;
  filters: AuditFilter[];
  /** `-at` (newest first) or `at`. */
  sort: string;
  page: number;
  pageSize: number;
}

export interface AuditPage {
  rows: AuditEntry[];
  /** Entries matching the filters (`meta.page.total`). */
  total: number;
}

/** A member the "who" filter offers. */
export interface AuditActor {
  id: string;
  name: string;
  email: string;
}

type ListAnswer = { data?: unknown; meta?: { page?: { total?: number } } };

/** The page of an `audit/list` answer; a malformed one reads as empty, or fails when `strict` (an export never drops rows silently). */
async function readEntries(answer: ListAnswer, strict = false): Promise<AuditPage> {
  const data = await contractOf('audit/list').answer.check(answer.data ?? []);
  if (!data.ok && strict) throw new Error('Malformed audit list');
  const rows = data.ok ? data.value.map(toAuditEntry) : [];
  return { rows, total: answer.meta?.page?.total ?? rows.length };
}

const LIST = { type: 'AuditEntry' as const, id: 'LIST' };

export const auditApi = featureApi(['AuditEntry']).injectEndpoints({
  endpoints: (build) => ({
    /**
     * `audit/list`: one page of the workspace's entries. Only the first page newest first follows new
     * entries (`resource-updated` of `audit-entries`): anywhere else the rows would shift under the
     * reader, who is told how many arrived instead (`countAuditEntries`).
     */
    listAuditEntries: build.query<AuditPage, ListAuditArgs>({
      query: ({ resourceId, filters, sort, page, pageSize }) => ({
        action: 'audit/list',
        payload: { resourceId, filters, sort, page: { size: pageSize, number: page } },
      }),
      transformResponse: (answer: ListAnswer) => readEntries(answer),
      providesTags: (_result, _error, { page, sort }) => (isLiveView(page, sort) ? [LIST] : []),
    }),
    /** How many entries match the filters now (one row asked for): read again on every new entry. */
    countAuditEntries: build.query<number, { resourceId: string; filters: AuditFilter[] }>({
      query: ({ resourceId, filters }) => ({ action: 'audit/list', payload: { resourceId, filters, sort: '-at', page: { size: 1, number: 1 } } }),
      transformResponse: (answer: ListAnswer) => {
        const total = answer.meta?.page?.total;
        return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : 0;
      },
      providesTags: [LIST],
    }),
    /** The workspace's active members (`team/list`), for the "who" filter. */
    listAuditActors: build.query<AuditActor[], string>({
      query: (resourceId) => ({
        action: 'team/list',
        payload: { resourceId, filters: [{ field: 'status', operator: 'eq', value: 'active' }], sort: 'name', page: { size: PAGE_SIZE_LIMIT, number: 1 } },
      }),
      transformResponse: async (answer: { data?: unknown }) => {
        const data = await contractOf('team/list').answer.check(answer.data ?? []);
        if (!data.ok) throw new Error('Malformed team list');
        return data.value.map(({ id, attributes: a }) => ({ id, name: a.name ?? '', email: a.email }));
      },
    }),
  }),
});

export const { useListAuditEntriesQuery, useCountAuditEntriesQuery, useListAuditActorsQuery } = auditApi;

/** One page of at most `size` entries after the entry `after` (newest first), for the export. */
export async function readAuditPage(
  caller: ActionCaller,
  args: { resourceId: string; filters: AuditFilter[]; after?: string; size: number },
): Promise<AuditPage> {
  const answer = await caller.call({
    action: 'audit/list',
    payload: { resourceId: args.resourceId, filters: args.filters, sort: '-at', page: { size: args.size, ...(args.after && { after: args.after }) } },
  });
  return readEntries(answer as ListAnswer, true);
}
