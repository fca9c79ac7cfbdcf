import { networkFailure } from './failure';

/**
 * Loads something once, on first need. A load that fails (a chunk that did not arrive: offline, or
 * a new deployment replaced it) rejects as a retryable network failure, and the next call tries again.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch(() => {
      pending = undefined;
      throw networkFailure();
    }));
}
