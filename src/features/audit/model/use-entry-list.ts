import { useMemo } from 'react';
import { useListParams, type FilterValues, type ListDefinition } from '@/components/list-page';
import { useTimeZone } from '@/features/preferences';
import { useCountAuditEntriesQuery, useListAuditEntriesQuery } from '../api/audit-api';
import { isLiveView, sortParam, type AuditFilter } from './audit-list';
import { useEntryParam } from './use-entry-param';

/** A list's search and filter values (in the user's time zone) → the filters `audit/list` takes. */
export type ToAuditFilters = (values: FilterValues, search: string, timeZone: string) => AuditFilter[];

/**
 * A list of the audit trail's entries in the URL (the audit list, the security log): its page of
 * entries, how many arrived since it was read when it is not the live view (the first page, newest
 * first), and the entry open over it.
 */
export function useEntryList(resourceId: string, definition: ListDefinition, toFilters: ToAuditFilters) {
  const timeZone = useTimeZone();
  const list = useListParams(definition);
  const { params } = list;
  const filters = useMemo(() => toFilters(params.filters, params.search, timeZone), [toFilters, params.filters, params.search, timeZone]);
  const sort = sortParam(params.sort);
  const live = isLiveView(params.page, sort);
  const query = useListAuditEntriesQuery({ resourceId, filters, sort, page: params.page, pageSize: params.pageSize });
  const newest = useCountAuditEntriesQuery({ resourceId, filters }, { skip: live });
  const arrived = !live && newest.data !== undefined && query.data ? Math.max(0, newest.data - query.data.total) : 0;
  const entryParam = useEntryParam(query.data?.rows);
  return { timeZone, list, filters, query, arrived, ...entryParam };
}

export type EntryList = ReturnType<typeof useEntryList>;
