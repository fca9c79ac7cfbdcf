import { isOutcomeUnknown } from '@/lib/actions';
import type { Failure } from '@/lib/http';

/** Failures after which the request may have been applied: the intent stays open for "Check again". */
const OPEN_CODES = new Set(['timeout', 'network', 'malformed-answer', 'channel-unavailable']);

/**
 * Whether a failure leaves the outcome open. Only a refusal (a 4xx to the POST, or an answer with the
 * server's own 4xx-style error codes) proves that nothing happened; a 5xx, a lost answer, a time-out
 * or a broken network do not, so the intent keeps its request and reference.
 */
export function leavesOutcomeOpen(failure: Failure): boolean {
  if (isOutcomeUnknown(failure) || failure.retryable === true || OPEN_CODES.has(String(failure.code))) return true;
  const status = Number(failure.code);
  return Number.isInteger(status) && status >= 500 && status < 600;
}
