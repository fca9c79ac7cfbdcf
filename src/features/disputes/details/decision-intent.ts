import type { IntentSpec } from '@/features/intents';
import type { DisputeDecision } from './api/dispute-actions';

const decisionAction = { submit: 'disputes/submitEvidence', accept: 'disputes/accept' } as const;

/** Submitting the evidence or accepting the dispute, as its intent stores and sends it (envelope id = the dispute). */
export function decisionIntentSpec(disputeId: string, decision: DisputeDecision): Omit<IntentSpec, 'target'> {
  return {
    request: { action: decisionAction[decision], id: disputeId, payload: { id: disputeId } },
    summary: { kind: decision },
    invalidates: [
      { type: 'Dispute', id: disputeId },
      { type: 'Dispute', id: 'LIST' },
    ],
  };
}
