import { HttpResponse } from 'msw';
import { recordSignIn, recordSignInFailed } from '../actions/audit-sign-ins';
import { nowIso } from '../clock';
import { twoFaEnforcedFor } from '../db/team-rules';
import { userHasPasskey } from '../db/passkeys';
import type { Identity, Session, User } from '../db/schema';
import { db, touchMeta } from '../db/store';
import { identityJson } from '../serializers';
import { createSession, endSession, sessionByToken, type RequestMeta } from '../sessions';
import { accountStatusOf } from '../staff/model';
import { errorResponse } from './respond';

const TRUSTED_DEVICE_MS = 48 * 3_600_000;
const STEP_TOKEN_MS = 15 * 60_000;

export type SigninStatus = 'ok' | '2fa-required' | 'identity-select-required' | 'password-change-required' | '2fa-setup-required';

export const invalidCredentials = () => errorResponse(401, 'invalid-credentials', 'Incorrect login or password');
export const invalidTwoFaCode = (status = 401) => errorResponse(status, 'invalid-2fa-code', 'Incorrect 2FA verification code');
export const stepTokenExpired = () => errorResponse(401, 'step-token-expired', 'The sign-in step has expired, please sign in again');
export const noActiveIdentities = () => errorResponse(422, 'no-active-identities', 'No active identities');

export const identitiesOf = (user: User) => db.identities.filter((i) => i.userId === user.id).sort((a, b) => a.id.localeCompare(b.id));
const activeIdentities = (user: User) => identitiesOf(user).filter((i) => i.status === 'active');

function answer(status: SigninStatus, session: Session, token: string, user: User) {
  return HttpResponse.json({
    data: {
      type: 'access-tokens',
      id: session.id,
      attributes: { status, accessToken: token, identityId: status === 'ok' ? session.identityId : null },
    },
    included: identitiesOf(user).map(identityJson),
  });
}

/** Steps after the password (and the second factor): password change, 2FA setup, identity. */
export function continueSignin(user: User, meta: RequestMeta): Response {
  const active = activeIdentities(user);
  const single: Identity | undefined = active.length === 1 ? active[0] : undefined;
  const step = (status: SigninStatus, scope: Session['scope']) => {
    const { session, token } = createSession(user, scope, single?.id ?? null, meta);
    return answer(status, session, token, user);
  };
  if (user.passwordChangeRequired) return step('password-change-required', 'password-change');
  if (needsTwoFaSetup(user, single)) return step('2fa-setup-required', '2fa-setup');
  if (!single) return step('identity-select-required', 'identity-select');
  return signedIn(user, single, meta);
}

/**
 * Team 2FA: a user without 2FA is sent to the forced setup when their team enforces it (the seeded
 * `teamEnforcesTwoFa`) or the identity they sign in with has a group on (or under) a resource that
 * enforces it (`team/setTwoFaEnforcement`). A passkey is a second factor: its owner is never sent there.
 */
const needsTwoFaSetup = (user: User, identity: Identity | undefined) =>
  !user.twoFaEnabled && !userHasPasskey(user.id) && (user.teamEnforcesTwoFa || (identity !== undefined && twoFaEnforcedFor(identity)));

/**
 * A password alone is one factor. A user whose only second factor is a passkey, on a team that
 * enforces 2FA (any of their active identities), signs in with the passkey: `403 passkey-required`.
 */
const passkeyRequired = (user: User) =>
  !user.twoFaEnabled && userHasPasskey(user.id) && (user.teamEnforcesTwoFa || activeIdentities(user).some((identity) => twoFaEnforcedFor(identity)));

/** The full session of a finished sign-in; it is the user's last sign-in, and a security log entry. */
function signedIn(user: User, identity: Identity, meta: RequestMeta): Response {
  const { session, token } = createSession(user, 'full', identity.id, meta);
  const updated = db.users.patch(user.id, { lastSignInAt: nowIso() }) ?? user;
  recordSignIn(updated, session);
  return answer('ok', session, token, updated);
}

const isTrusted = (email: string) => {
  const until = db.meta.trustedDevices[email.toLowerCase()];
  return until !== undefined && Date.parse(until) > Date.now();
};

/**
 * The first step after the password (or, `factors: 'passkey'`, after a verified passkey, which is both
 * factors: no code is asked and the password rule of `passkeyRequired` does not apply).
 */
export function passwordStep(user: User, isTrustedDevice: boolean, meta: RequestMeta, factors: 'password' | 'passkey' = 'password'): Response {
  const status = accountStatusOf(user);
  // Who locked it, and until when: the page says what to do (a provider's lock is lifted by support only).
  const lock = user.lockedBy === 'provider' ? { meta: { lockedBy: 'provider', ...(status === 'suspended' && { until: user.suspendedUntil ?? null }) } } : {};
  if (status === 'blocked') {
    recordSignInFailed(user, 'account-blocked', meta);
    return errorResponse(403, 'account-blocked', lock.meta ? 'Account blocked by the provider' : 'Account blocked after too many failed attempts', lock);
  }
  if (status === 'suspended') {
    recordSignInFailed(user, 'account-suspended', meta);
    return errorResponse(403, 'account-suspended', 'Account temporarily suspended', lock);
  }
  const identities = identitiesOf(user);
  if (identities.length === 0) return errorResponse(422, 'no-identities', 'No available identities found');
  if (!identities.some((i) => i.status === 'active')) return noActiveIdentities();
  if (factors === 'password' && user.twoFaEnabled && !isTrusted(user.email)) {
    const { session, token } = createSession(user, '2fa', null, meta, { trustDevice: isTrustedDevice });
    return answer('2fa-required', session, token, user);
  }
  if (factors === 'password' && passkeyRequired(user)) {
    return errorResponse(403, 'passkey-required', 'Your team requires a second factor: sign in with your passkey');
  }
  return continueSignin(user, meta);
}

/** The step session behind a step token, or null when unknown, of another step, or stale. */
function stepSession(token: unknown, scope: Session['scope']): { session: Session; user: User } | null {
  if (typeof token !== 'string') return null;
  const session = sessionByToken(token);
  if (!session || session.scope !== scope) return null;
  if (Date.now() - Date.parse(session.createdAt) > STEP_TOKEN_MS) {
    endSession(session.id);
    return null;
  }
  const user = db.users.get(session.userId);
  return user ? { session, user } : null;
}

export function twoFaStep(token: unknown, code: unknown, meta: RequestMeta): Response {
  const step = stepSession(token, '2fa');
  if (!step) return stepTokenExpired();
  if (code !== '123456') {
    recordSignInFailed(step.user, 'invalid-2fa-code', meta);
    return invalidTwoFaCode();
  }
  endSession(step.session.id);
  if (step.session.trustDevice) {
    db.meta.trustedDevices[step.user.email.toLowerCase()] = new Date(Date.now() + TRUSTED_DEVICE_MS).toISOString();
    touchMeta();
  }
  return continueSignin(step.user, meta);
}

export function identityStep(token: unknown, identityId: unknown, meta: RequestMeta): Response {
  const step = stepSession(token, 'identity-select');
  if (!step) return stepTokenExpired();
  const identity = typeof identityId === 'string' ? db.identities.get(identityId) : undefined;
  if (!identity || identity.userId !== step.user.id || identity.status !== 'active') return noActiveIdentities();
  endSession(step.session.id);
  if (needsTwoFaSetup(step.user, identity)) {
    const { session, token } = createSession(step.user, '2fa-setup', identity.id, meta);
    return answer('2fa-setup-required', session, token, step.user);
  }
  return signedIn(step.user, identity, meta);
}
