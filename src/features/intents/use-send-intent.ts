import { useState } from 'react';
import type { IntentSpec } from './intent-thunks';
import { useIntentSettled } from './use-intent-settled';
import { useTargetIntent } from './use-target-intent';
import type { Failure } from '@/lib/http';

/**
 * A change that may be given up (a plan, a list's items) as one intent on `target`: stored as sent,
 * re-sent as stored, so an answer lost on the way never applies it twice; a refusal is kept to show.
 */
export function useSendIntent(target: string, onDone: (data: unknown, meta: unknown) => void) {
  const intent = useTargetIntent(target);
  const [refusal, setRefusal] = useState<Failure | null>(null);
  useIntentSettled(intent.intent, {
    succeeded: (answer) => {
      onDone(answer.data, (answer as { meta?: unknown }).meta);
      intent.forget();
    },
    failed: (reason) => {
      setRefusal(reason);
      intent.forget();
    },
  });
  const send = (spec: Omit<IntentSpec, 'target'>) => {
    if (intent.unsettled) return;
    setRefusal(null);
    void intent.start({ ...spec, discardable: true });
  };
  return { send, refusal, clearRefusal: () => setRefusal(null), pending: intent.intent?.status === 'pending' };
}
