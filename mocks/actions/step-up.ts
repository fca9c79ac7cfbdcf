/**
 * The step-up window (docs/security.md): a fresh second factor, confirmed with `users/confirmStepUp`,
 * lets the same session make sensitive changes for `STEP_UP_WINDOW_MS`. The window is the server's,
 * kept on the session: the code never travels with the change it allows, so it never enters an intent,
 * storage or another tab.
 */
import { asksForStepUp, SECOND_FACTOR_REQUIRED, STEP_UP_REQUIRED } from '@/lib/contract/step-up';
import { now } from '../clock';
import type { Session, User } from '../db/schema';
import { apiError } from '../handlers/respond';
import type { ActionOutcome } from './types';

/** The sandbox's authenticator code. */
export const STEP_UP_CODE = '123456';

/** A second factor the user can confirm with: an authenticator app (passkeys count too, `passkeys.ts`). */
export const hasSecondFactor = (user: User) => user.twoFaEnabled || secondFactorChecks.some((check) => check(user));

/** Other second factors (passkeys) register here, so this module does not depend on them. */
const secondFactorChecks: ((user: User) => boolean)[] = [];
export const addSecondFactorCheck = (check: (user: User) => boolean) => void secondFactorChecks.push(check);

export const inStepUpWindow = (session: Session, user: User) =>
  Boolean(user.stepUpTrusted) || (typeof session.stepUpUntil === 'string' && Date.parse(session.stepUpUntil) > now());

/** Null when the session may make a sensitive change now; else the refusal that tells the app what to ask for. */
export function stepUpRefusal(session: Session, user: User): ActionOutcome | null {
  if (!hasSecondFactor(user) && !user.stepUpTrusted) {
    return { errors: [apiError(SECOND_FACTOR_REQUIRED, 'Set up two-factor authentication before making this change')] };
  }
  if (inStepUpWindow(session, user)) return null;
  return { errors: [apiError(STEP_UP_REQUIRED, 'Confirm it is you with a fresh code before making this change')] };
}

/** Refusals that are questions, not answers: never stored under the reference, so the same request can be sent again once answered. */
export const isStepUpQuestion = (outcome: ActionOutcome) => asksForStepUp(outcome.errors ?? []);
