import type { ListFrameProps } from './list-frame';

interface ListQuery {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The list frame's state from an RTK Query result: loading until the first answer, the previous rows
 * kept while a newer answer is on its way, and the error (with "Try again") once the request for what
 * the URL asks has failed.
 */
export const queryState = (query: ListQuery): Pick<ListFrameProps<never>, 'loading' | 'fetching' | 'error' | 'onRetry'> => ({
  loading: query.isLoading,
  fetching: query.isFetching,
  error: query.isError ? query.error : undefined,
  onRetry: () => void query.refetch(),
});
