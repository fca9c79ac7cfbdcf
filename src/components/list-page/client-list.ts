import { useMemo } from 'react';
import type { FilterValue, ListParams } from './types';

export interface ClientListSpec<T> {
  /** Text the search box looks in. */
  searchText?: (item: T) => string;
  /** One test per filter id. */
  filters?: Record<string, (item: T, value: FilterValue) => boolean>;
  /** One ascending comparison per sortable column id. */
  compare?: Record<string, (a: T, b: T) => number>;
}

export interface ClientListResult<T> {
  rows: T[];
  total: number;
}

/**
 * Filters, sorts and pages a list that is already loaded, the way a server would answer the
 * same params; for server-side lists pass the server's page and `meta.page.total` instead.
 */
export function queryClientList<T>(items: readonly T[], params: ListParams, spec: ClientListSpec<T>): ClientListResult<T> {
  const needle = params.search.toLocaleLowerCase();
  const tests = Object.entries(params.filters).flatMap(([id, value]) => {
    const test = spec.filters?.[id];
    return test ? [(item: T) => test(item, value)] : [];
  });
  let rows = items.filter((item) => (!needle || (spec.searchText?.(item) ?? '').toLocaleLowerCase().includes(needle)) && tests.every((test) => test(item)));
  const compare = params.sort && spec.compare?.[params.sort.id];
  if (compare) {
    const sign = params.sort?.desc ? -1 : 1;
    // Array#sort is stable: equal items keep the source order.
    rows = rows.sort((a, b) => sign * compare(a, b));
  }
  const start = (params.page - 1) * params.pageSize;
  return { rows: rows.slice(start, start + params.pageSize), total: rows.length };
}

/** `queryClientList` memoised on the items and the params. */
export function useClientList<T>(items: readonly T[], params: ListParams, spec: ClientListSpec<T>): ClientListResult<T> {
  return useMemo(() => queryClientList(items, params, spec), [items, params, spec]);
}
