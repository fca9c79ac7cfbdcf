import { apiError, type ApiError } from '../handlers/respond';
import type { PasskeyVerdict, RelyingParty } from '../passkeys';

export interface ActionRequest {
  requestReference: string;
  action: string;
  id?: string;
  payload?: unknown;
  /** Set by the action endpoint: the page that made the call (a passkey challenge is for its RP ID and origin, mocks/passkeys.ts). */
  relyingParty?: RelyingParty;
  /** Set by the action endpoint for a call carrying a WebAuthn answer, verified before dispatch (`withPasskeyVerdict`). */
  passkey?: PasskeyVerdict;
}

export interface ActionOutcome {
  data?: unknown;
  included?: unknown[];
  meta?: Record<string, unknown>;
  errors?: ApiError[];
}

export const refuse = (): ActionOutcome => ({ errors: [apiError('forbidden', 'Forbidden')] });
export const notFound = (what = 'Resource'): ActionOutcome => ({ errors: [apiError('not-found', `${what} not found`)] });
export const failure = (code: string, title: string): ActionOutcome => ({ errors: [apiError(code, title)] });
/** A requestReference already used by this user for other content. */
export const referenceReused = (): ActionOutcome => failure('reference-reused', 'This requestReference was already used for another request');

const answeredAgain = new WeakSet<ActionOutcome>();
/**
 * Marks an answer that applies nothing now: the row an earlier call with this reference made (its
 * stored result gone), or the state the call asks for already there. It is answered as usual and
 * never audited (audit-trail.ts); the mark is not part of the answer.
 */
export const unchanged = (outcome: ActionOutcome): ActionOutcome => {
  answeredAgain.add(outcome);
  return outcome;
};
export const isUnchanged = (outcome: ActionOutcome) => answeredAgain.has(outcome);

/** A field error with `source.pointer` '/data/attributes/<field>'. */
export const fieldError = (field: string, code: string, title: string): ApiError => apiError(code, title, { source: { pointer: `/data/attributes/${field}` } });
