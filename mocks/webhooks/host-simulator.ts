/**
 * The sandbox plays the merchant's server (docs/api/webhooks.md, *Host simulator*): what a host
 * answers to attempt `attempt` of a delivery, and after how much sandbox time.
 */
import { fnv1a } from '../db/random';

export const SLOW_HOST_MS = 3_000;
export const TIMEOUT_MS = 10_000;
/** The longest answer body kept (the contract's 4 KB). */
export const RESPONSE_BODY_MAX = 4096;

export interface HostAnswer {
  statusCode: number | null;
  /** How long the attempt took; null when nothing answered at all (connection refused). */
  latencyMs: number | null;
  error: 'timeout' | 'connection-refused' | null;
  responseBody: string | null;
  /** Sandbox time until the answer is known: the attempt is recorded then (0: at once). */
  waitMs: number;
}

const FAILURE_BODY = JSON.stringify({ error: 'internal_error', message: 'Something went wrong on the merchant server' }, null, 2);
const ACCEPTED_BODY = JSON.stringify({ received: true });

/** A small latency that stays the same for the same delivery and attempt. */
const quick = (key: string, min: number, max: number) => min + (fnv1a(key) % (max - min + 1));

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

export function hostAnswer(url: string, deliveryId: string, attempt: number): HostAnswer {
  const host = hostOf(url);
  const key = `${deliveryId}:${attempt}`;
  const ok = (latencyMs: number, waitMs = 0): HostAnswer => ({ statusCode: 200, latencyMs, error: null, responseBody: ACCEPTED_BODY, waitMs });
  const failed = (): HostAnswer => ({ statusCode: 500, latencyMs: quick(key, 30, 160), error: null, responseBody: FAILURE_BODY, waitMs: 0 });
  if (host === 'ok.merchant.test') return ok(quick(key, 40, 250));
  if (host === 'slow.merchant.test') return ok(SLOW_HOST_MS, SLOW_HOST_MS);
  if (host === 'fails.merchant.test') return failed();
  if (host === 'timeout.merchant.test') return { statusCode: null, latencyMs: TIMEOUT_MS, error: 'timeout', responseBody: null, waitMs: TIMEOUT_MS };
  const flaky = /^flaky-(\d{1,3})\.merchant\.test$/.exec(host);
  if (flaky) return attempt <= Number(flaky[1]) ? failed() : ok(quick(key, 40, 250));
  return { statusCode: null, latencyMs: null, error: 'connection-refused', responseBody: null, waitMs: 0 };
}
