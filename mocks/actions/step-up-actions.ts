/** `users/confirmStepUp`: a right code opens the session's step-up window (docs/security.md). */
import { STEP_UP_WINDOW_MS, SECOND_FACTOR_REQUIRED } from '@/lib/contract/sensitive-actions';
import { now } from '../clock';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { passkeyChallengeFor, passkeyVerified, userHasPasskey } from '../passkeys';
import { defineAction } from './define-action';
import { hasSecondFactor, STEP_UP_CODE } from './step-up';
import { failure, type ActionOutcome } from './types';

const confirmStepUp = defineAction({
  name: 'users/confirmStepUp',
  run: ({ session, user, payload, request }): ActionOutcome => {
    if (!hasSecondFactor(user)) return { errors: [apiError(SECOND_FACTOR_REQUIRED, 'Set up two-factor authentication first')] };
    const { code, passkey } = payload.data.attributes;
    // A passkey's answer was verified by the action endpoint before dispatch; it is used up here, once.
    if (passkey !== undefined) {
      if (!passkeyVerified(request)) return failure('invalid-passkey', 'This passkey could not be verified');
    } else if (code !== STEP_UP_CODE) return failure('invalid-2fa-code', 'Incorrect 2FA verification code');
    const until = new Date(now() + STEP_UP_WINDOW_MS).toISOString();
    db.sessions.patch(session.id, { stepUpUntil: until });
    return { data: { type: 'step-up', id: session.id, attributes: { until } } };
  },
});

/** A fresh challenge for a step-up with one of the user's passkeys, for the page that asks (its RP ID and origin). */
const stepUpOptions = defineAction({
  name: 'users/passkeys/stepUpOptions',
  run: ({ user, request }): ActionOutcome => {
    if (!userHasPasskey(user.id)) return failure('no-passkey', 'You have no passkey');
    return { data: { type: 'passkey-options', attributes: { options: passkeyChallengeFor(user.id, request.relyingParty) } } };
  },
});

export const stepUpActions = [confirmStepUp, stepUpOptions];
