import { useCallback, useRef, useState } from 'react';
import { toFailure, type Failure } from '../http/failure';
import { isOutcomeUnknown } from './action-client';

export type IntentState<R> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'succeeded'; result: R }
  | { status: 'failed'; failure: Failure }
  | { status: 'unknown'; failure: Failure };

/**
 * One user intent, one requestReference. Every try of the same intent (a second press after a
 * time-out, "Check again" after an unknown outcome) reuses its reference, so the server applies it
 * at most once. A new intent (other content after a settled answer) gets a new reference. While the
 * outcome is unknown, only "Check again" may run: changing the content then could move money twice.
 */
export function useIntent<R>(run: (requestReference: string) => Promise<R>) {
  const [state, setState] = useState<IntentState<R>>({ status: 'idle' });
  const intent = useRef<{ reference: string; content: string } | null>(null);
  const busy = useRef(false);

  const attempt = useCallback(
    async (reference: string) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'pending' });
      try {
        const result = await run(reference);
        intent.current = null;
        setState({ status: 'succeeded', result });
      } catch (error) {
        const failure = toFailure(error);
        // A refusal settles the intent; a retryable failure keeps its reference for the next try.
        if (!isOutcomeUnknown(failure) && !failure.retryable) intent.current = null;
        setState(isOutcomeUnknown(failure) ? { status: 'unknown', failure } : { status: 'failed', failure });
      } finally {
        busy.current = false;
      }
    },
    [run],
  );

  /** Submits `content` (what the user asked for, e.g. the amount): the same intent if the content is unchanged. */
  const submit = useCallback(
    (content: unknown) => {
      if (state.status === 'unknown') return Promise.resolve();
      const key = JSON.stringify(content);
      if (!intent.current || intent.current.content !== key) intent.current = { reference: crypto.randomUUID(), content: key };
      return attempt(intent.current.reference);
    },
    [attempt, state.status],
  );

  /** Asks again for the intent whose outcome is unknown, with its own reference. */
  const checkAgain = useCallback(() => (intent.current ? attempt(intent.current.reference) : Promise.resolve()), [attempt]);

  /** Forgets a settled intent (a dialog closed after success or refusal). An unknown one is kept until checked. */
  const reset = useCallback(() => {
    if (state.status === 'unknown') return;
    intent.current = null;
    setState({ status: 'idle' });
  }, [state.status]);

  return { state, submit, checkAgain, reset, reference: () => intent.current?.reference ?? null };
}
