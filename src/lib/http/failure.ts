export interface ApiError {
  code: string | number;
  title?: string;
  detail?: string;
  source?: { pointer?: string };
  /** Facts about the refusal a screen may show in its own words (e.g. `grant-exceeds-own`: `missing`). */
  meta?: Record<string, unknown>;
}

/** Every failure of the app, HTTP or async action, normalised to one shape. */
export interface Failure {
  code: number | string;
  message: string;
  errors: ApiError[];
  /** Set when retrying the same call may succeed (time-outs, network). */
  retryable?: boolean;
}

export const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && 'code' in value && 'errors' in value && Array.isArray((value as Failure).errors);

export const failure = (code: Failure['code'], message: string, errors: ApiError[] = [], retryable = false): Failure => ({
  code,
  message,
  errors,
  retryable,
});

/** The service could not be reached: no answer, or code that was to be downloaded did not arrive. */
export const networkFailure = () => failure('network', 'Network Error', [], true);

/** Any thrown value as a Failure; HTTP errors are already Failures when `request` rejects. */
export function toFailure(error: unknown): Failure {
  if (isFailure(error)) return error;
  return failure('unknown', error instanceof Error ? error.message : 'Unknown error');
}

/** The first error code of a failure, to map to a translated message. */
export const firstErrorCode = (f: Failure): string | undefined => {
  const code = f.errors[0]?.code;
  return code === undefined ? undefined : String(code);
};

/** The caller stopped the call (its `AbortSignal`): nothing to tell the user or the failure listeners. */
export const cancelledFailure = (): Failure => failure('cancelled', 'Cancelled');
