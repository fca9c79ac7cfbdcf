import { useState } from 'react';
import { useIntentSettled, useTargetIntent, type IntentSpec } from '@/features/intents';
import type { Failure } from '@/lib/http';

/**
 * A change of plans as one intent on `target` (the plan, or a workspace's new plan): stored as sent,
 * re-sent as stored, so an answer lost on the way never makes a second plan.
 */
export function usePlanIntent(target: string, onDone: (data: unknown) => void) {
  const intent = useTargetIntent(target);
  const [refusal, setRefusal] = useState<Failure | null>(null);
  useIntentSettled(intent.intent, {
    succeeded: (answer) => {
      onDone(answer.data);
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
