import { useEffect, useEffectEvent, useRef } from 'react';
import type { Failure } from '@/lib/http';
import type { StoredIntent } from './intent';

export interface SettledHandlers {
  succeeded?: (result: { data?: unknown; included?: unknown[]; meta?: unknown }, intent: StoredIntent) => void;
  failed?: (failure: Failure, intent: StoredIntent) => void;
  unknown?: (failure: Failure | undefined, intent: StoredIntent) => void;
}

/**
 * Calls the handler for each settling of an intent once (by reference and status), however often the
 * screen renders. `enabled` false (a closed dialog) leaves it for the page's notice to show.
 */
export function useIntentSettled(intent: StoredIntent | undefined, handlers: SettledHandlers, enabled = true) {
  const handled = useRef<string | null>(null);
  // The handlers as they are when the intent settles, without re-running the effect for each new closure.
  const settle = useEffectEvent((settled: StoredIntent) => {
    if (settled.status === 'succeeded') handlers.succeeded?.((settled.result ?? {}) as { data?: unknown }, settled);
    else if (settled.status === 'failed' && settled.failure) handlers.failed?.(settled.failure, settled);
    else if (settled.status === 'unknown') handlers.unknown?.(settled.failure, settled);
  });
  useEffect(() => {
    if (!enabled || !intent || intent.status === 'pending') return;
    const key = `${intent.reference}:${intent.status}`;
    if (handled.current === key) return;
    handled.current = key;
    settle(intent);
  }, [enabled, intent]);
}
