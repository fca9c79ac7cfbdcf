import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { filterUrlKeys, readFilters, writeFilters, type TransactionFilters } from './list-filters';

/**
 * The list's filters, held in the URL beside the search, sort and page of `useListParams`.
 * Writes build on the newest URL, also one written a moment ago and not rendered yet: two
 * filters committing at once (two debounced fields) both land.
 */
export function useTransactionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const write = useCallback(
    (make: (current: URLSearchParams) => URLSearchParams) => {
      const next = make(latest.current);
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setSearchParams(next, { preventScrollReset: true });
    },
    [setSearchParams],
  );

  const setFilters = useCallback((next: TransactionFilters) => write((current) => writeFilters(current, next)), [write]);

  /** Changes some filters, keeping the others as the URL has them at that moment. */
  const patchFilters = useCallback(
    (patch: Partial<TransactionFilters> | ((current: TransactionFilters) => Partial<TransactionFilters>)) =>
      write((current) => {
        const filters = readFilters(current);
        return writeFilters(current, { ...filters, ...(typeof patch === 'function' ? patch(filters) : patch) });
      }),
    [write],
  );

  /** Clears every filter and the search (what "Clear filters" promises). */
  const clearAll = useCallback(
    () =>
      write((current) => {
        const next = new URLSearchParams(current);
        [...filterUrlKeys, 'q', 'page'].forEach((key) => next.delete(key));
        return next;
      }),
    [write],
  );

  return { filters, setFilters, patchFilters, clearAll };
}
