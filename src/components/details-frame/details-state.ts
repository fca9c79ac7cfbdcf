import { firstErrorCode, toFailure, type Failure } from '@/lib/http';

/** The `not-found` and `forbidden` answers every details page reads as a refusal; a page may add its own codes. */
const REFUSAL_CODES = ['not-found', 'forbidden'];

/** An answer that means "not yours to see": a refusal code, 403 or 404. */
export function isRefusal(error: unknown, codes: readonly string[] = []): boolean {
  if (!error) return false;
  const failure = toFailure(error);
  const code = String(firstErrorCode(failure) ?? '');
  return REFUSAL_CODES.includes(code) || codes.includes(code) || failure.code === 403 || failure.code === 404;
}

/** What the details frame needs of a page's query (an RTK Query result fits). */
export interface DetailsQuery<T> {
  currentData?: T;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DetailsState<T> {
  data: T | undefined;
  refused: boolean;
  /** Shown as the error state: a failure that is not a refusal, while not asking again. */
  failure: Failure | null;
  onRetry: () => void;
}

export interface DetailsStateOptions {
  /** The page's own refusal codes beyond `not-found` and `forbidden`. */
  refusalCodes?: readonly string[];
  /** The item came, but is not this page's (another workspace's): it reads like a refusal. */
  foreign?: boolean;
  /** No id in the URL: nothing to ask for, a refusal. */
  missingId?: boolean;
}

/** A details query as the frame's states: the item, a refusal, a failure to retry, or still loading. */
export function detailsState<T>(query: DetailsQuery<T>, { refusalCodes, foreign = false, missingId = false }: DetailsStateOptions = {}): DetailsState<T> {
  const refused = missingId || foreign || (query.isError && isRefusal(query.error, refusalCodes));
  return {
    data: query.currentData,
    refused,
    failure: query.isError && !query.isFetching ? toFailure(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}
