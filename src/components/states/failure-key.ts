import type { Failure } from '@/lib/http';

/**
 * The transport-level part of the failure catalogue (`errors` namespace). Screens that know
 * their own error codes pass their mapping (e.g. the auth feature's `errorMessageKey`).
 */
export function defaultFailureKey(failure: Failure): string {
  if (failure.code === 429) return 'errors:tooManyRequests';
  if (failure.code === 'network' || failure.code === 'timeout') return 'errors:network';
  return 'errors:someErrorTryLater';
}
