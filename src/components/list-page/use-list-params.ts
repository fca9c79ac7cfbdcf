import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isActiveValue, parseListParams, writeListParams } from './list-params';
import type { FilterValue, FilterValues, ListDefinition, ListParams, SortState } from './types';

/** Marks a history entry made by typing in the search box, so further typing replaces it. */
const SEARCH_ENTRY = 'listSearchEntry';

export interface ListController {
  definition: ListDefinition;
  params: ListParams;
  /** A search or at least one filter narrows the list. */
  hasFilters: boolean;
  setSearch: (search: string) => void;
  setFilters: (filters: FilterValues) => void;
  removeFilter: (id: string) => void;
  /** Clears the search and every filter. */
  clearFilters: () => void;
  setSort: (sort: SortState | null) => void;
  setPage: (page: number) => void;
}

const activeOnly = (filters: Record<string, FilterValue | undefined>) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => isActiveValue(value))) as FilterValues;

/**
 * A list's search, filters, sort and page, held in the URL: shareable, restored by reload and
 * Back. Each change is one history entry (a run of typing in the search box is one too); any
 * change but paging goes back to page 1.
 */
export function useListParams(definition: ListDefinition): ListController {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const params = useMemo(() => parseListParams(definition, searchParams), [definition, searchParams]);
  const typing = Boolean((location.state as Record<string, unknown> | null)?.[SEARCH_ENTRY]);

  const write = useCallback(
    (patch: Partial<Omit<ListParams, 'pageSize'>>, options: { search?: boolean } = {}) => {
      const next = writeListParams(definition, searchParams, { ...params, page: 1, ...patch });
      if (next.toString() === searchParams.toString()) return;
      setSearchParams(next, {
        replace: options.search === true && typing,
        state: options.search ? { [SEARCH_ENTRY]: true } : null,
        preventScrollReset: true,
      });
    },
    [definition, params, searchParams, setSearchParams, typing],
  );

  return useMemo(
    () => ({
      definition,
      params,
      hasFilters: params.search.length > 0 || Object.keys(params.filters).length > 0,
      setSearch: (search) => write({ search }, { search: true }),
      setFilters: (filters) => write({ filters: activeOnly(filters) }),
      removeFilter: (id) => write({ filters: activeOnly({ ...params.filters, [id]: undefined }) }),
      clearFilters: () => write({ search: '', filters: {} }),
      setSort: (sort) => write({ sort }),
      setPage: (page) => write({ page: Math.max(1, Math.floor(page)) }),
    }),
    [definition, params, write],
  );
}
