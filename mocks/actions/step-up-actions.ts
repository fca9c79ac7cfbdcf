/** `users/confirmStepUp`: a right code opens the session's step-up window (docs/security.md). */
import { STEP_UP_WINDOW_MS, SECOND_FACTOR_REQUIRED } from '@/lib/contract/sensitive-actions';
import { now } from '../clock';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { defineAction } from './define-action';
import { hasSecondFactor, STEP_UP_CODE } from './step-up';
import { failure, type ActionOutcome } from './types';

const confirmStepUp = defineAction({
  name: 'users/confirmStepUp',
  run: ({ session, user, payload }): ActionOutcome => {
    if (!hasSecondFactor(user)) return { errors: [apiError(SECOND_FACTOR_REQUIRED, 'Set up two-factor authentication first')] };
    const { code } = payload.data.attributes;
    if (code !== STEP_UP_CODE) return failure('invalid-2fa-code', 'Incorrect 2FA verification code');
    const until = new Date(now() + STEP_UP_WINDOW_MS).toISOString();
    db.sessions.patch(session.id, { stepUpUntil: until });
    return { data: { type: 'step-up', id: session.id, attributes: { until } } };
  },
});

export const stepUpActions = [confirmStepUp];
