import { HttpResponse } from 'msw';
import { passwordDigest } from '../db/seed-accounts';
import { db, touchMeta } from '../db/store';
import { recordSignInFailed } from '../actions/audit-sign-ins';
import { auditedStep, recordInvitationAccepted } from '../actions/audit-trail';
import { invitationRow } from '../actions/team-json';
import { accountOf, acceptWithNewAccount, invitationByToken, invitationExpiresAt, isInvitationExpired, lookUpInvitation } from '../invitations';
import { passkeyOwnerOf, passkeySignInOptions, relyingPartyOf, verifyPasskeySignIn } from '../passkeys';
import { endSession, requestMeta, resolveSession } from '../sessions';
import { passwordResetRequired, passwordReused, withNewDeviceNotice } from '../new-device';
import { apiRoute, attributesOf, badRequest, errorResponse, isRecord, noContent, readJson, unauthorized } from './respond';
import { identityStep, invalidCredentials, invalidTwoFaCode, passwordStep, twoFaStep } from './signin-flow';

/** Password rule (decided): at least 10 characters with a letter and a digit. */
export const isStrongPassword = (password: unknown): password is string =>
  typeof password === 'string' && password.length >= 10 && /\p{L}/u.test(password) && /\d/.test(password);

const weakPassword = () =>
  errorResponse(422, 'weak-password', 'Use at least 10 characters with a letter and a digit', { source: { pointer: '/data/attributes/password' } });

const findUser = (email: unknown) => (typeof email === 'string' ? db.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase()) : undefined);

/** Every sign-in answer passes the new-device check (mocks/new-device.ts): a finished sign-in from a browser new to the account is noticed. */
const signin = apiRoute('post', 'signin', async (info) => withNewDeviceNotice(info, await signinStep(info)));

async function signinStep({ request }: { request: Request }): Promise<Response> {
  const body = await readJson(request);
  const type = isRecord(body) && isRecord(body.data) ? body.data.type : undefined;
  const attributes = attributesOf(body);
  const meta = requestMeta(request);
  switch (type) {
    case 'access-token-login': {
      const user = findUser(attributes.email);
      if (!user || typeof attributes.password !== 'string' || passwordDigest(attributes.password) !== user.passwordDigest) {
        // A known account's refusal is a security log entry (an unknown e-mail belongs to no workspace).
        if (user) recordSignInFailed(user, 'invalid-credentials', meta);
        return invalidCredentials();
      }
      return passwordResetRequired(user) ?? passwordStep(user, attributes.isTrustedDevice === true, meta);
    }
    case 'access-token-passkey':
      return passkeySignIn(attributes.response, meta);
    case 'access-token-2fa-confirm':
      return twoFaStep(attributes.accessToken, attributes.code, meta);
    case 'access-token-identity-select':
      return identityStep(attributes.accessToken, attributes.identityId, meta);
    default:
      return badRequest('Unknown sign-in step');
  }
}

/**
 * A passkey is both factors (docs/api/passkeys.md): a verified assertion of a sign-in challenge goes
 * on as a password and code would (password change, identity, never the forced 2FA setup). The
 * answer's `meta.email` tells the client whose account it is (it asked for no e-mail).
 */
async function passkeySignIn(response: unknown, meta: ReturnType<typeof requestMeta>): Promise<Response> {
  const user = await verifyPasskeySignIn(response);
  if (!user) {
    // As a wrong password is: the owner of the passkey it names sees the refused attempt in their security log.
    const owner = passkeyOwnerOf(response);
    if (owner) recordSignInFailed(owner, 'invalid-passkey', meta);
    return errorResponse(401, 'invalid-passkey', 'This passkey was not accepted');
  }
  const answer = passwordStep(user, false, meta, 'passkey');
  if (answer.status !== 200) return answer;
  const body = (await answer.json()) as Record<string, unknown>;
  return HttpResponse.json({ ...body, meta: { ...(isRecord(body.meta) ? body.meta : {}), email: user.email } }, { headers: answer.headers });
}

/** A challenge for a sign-in with any passkey of this page (discoverable credentials: no e-mail first). */
const passkeyOptions = apiRoute('post', 'signin/passkey-options', ({ request }) =>
  HttpResponse.json(
    { data: { type: 'passkey-options', attributes: { options: passkeySignInOptions(relyingPartyOf(request)) } } },
    { headers: { 'Cache-Control': 'no-store' } },
  ),
);

const signout = apiRoute('delete', 'signout', ({ request, cookies }) => {
  const session = resolveSession(request, cookies);
  if (session) endSession(session.id);
  return noContent();
});

const resetPassword = apiRoute('post', 'users/reset-password', async ({ request }) => {
  const email = attributesOf(await readJson(request)).email;
  if (typeof email !== 'string' || !email.includes('@')) {
    return errorResponse(422, 'invalid', 'Enter a valid email', { source: { pointer: '/data/attributes/email' } });
  }
  db.meta.resetEmail = email.trim().toLowerCase();
  touchMeta();
  return HttpResponse.json({ meta: { sandboxLink: '/reset/sandbox-reset-token' } });
});

type Accepted = Exclude<ReturnType<typeof acceptWithNewAccount>, { code: string }>;

const tokenExpired = () => errorResponse(410, 'token-expired', 'Token for password reset has already expired. Please request new password reset link.');

/**
 * The reset and sign-up links (literal tokens) and invitation links (`/confirm/<token>` from the
 * outbox): an invitation's token accepts it for an address without an account (mocks/invitations.ts);
 * an expired, resent or revoked one is dead; one for an address with an account never sets a password
 * (`409 account-exists`: sign in and accept with `team/acceptInvitation`).
 */
const setPassword = apiRoute('post', 'users/set-password', async ({ request }) => {
  const { token, password } = attributesOf(await readJson(request));
  const invitation = typeof token === 'string' ? invitationByToken(token) : undefined;
  if (invitation) {
    if (isInvitationExpired(invitation)) return tokenExpired();
    if (accountOf(invitation.email)) {
      return errorResponse(409, 'account-exists', 'This address already has an account: sign in and accept the invitation');
    }
    if (!isStrongPassword(password)) return weakPassword();
    const invited = invitationRow(invitation);
    // The acceptance and its audit entry are one step: both or neither.
    const accepted = auditedStep(
      () => acceptWithNewAccount(invitation, password),
      (done: Accepted) => recordInvitationAccepted(invited, invitation.resourceId, done.user, requestMeta(request)),
      { applied: (result): result is Accepted => !('code' in result) },
    );
    if ('code' in accepted) return errorResponse(403, accepted.code, accepted.title, accepted.detail ? { detail: accepted.detail } : {});
    return noContent();
  }
  if (token !== 'sandbox-reset-token' && token !== 'sandbox-confirm-token') return tokenExpired();
  if (!isStrongPassword(password)) return weakPassword();
  const user = token === 'sandbox-reset-token' ? findUser(db.meta.resetEmail) : undefined;
  const reused = user && passwordReused(user, password);
  if (reused) return reused;
  if (user) db.users.patch(user.id, { passwordDigest: passwordDigest(password), passwordChangeRequired: false });
  return noContent();
});

/**
 * POST invitations/lookup `{data:{attributes:{token}}}` (docs/api/team.md): what the `/confirm/<token>`
 * page shows before asking for anything. No session needed (the token is the proof). `200` a live
 * invitation (its e-mail, workspace, role, inviter, `expiresAt` and `accountExists`); `410
 * invitation-expired` / `410 invitation-replaced`; `404 not-found` for any other token (a sign-up
 * link, or an invitation revoked or used).
 */
const lookupInvitation = apiRoute('post', 'invitations/lookup', async ({ request }) => {
  const { token } = attributesOf(await readJson(request));
  if (typeof token !== 'string' || !token) return errorResponse(400, 'invalid', 'Token is required', { source: { pointer: '/data/attributes/token' } });
  const found = lookUpInvitation(token);
  if (found.code === 'invitation-expired') {
    return errorResponse(410, 'invitation-expired', 'This invitation has expired: ask for a new one', {
      meta: { expiredAt: invitationExpiresAt(found.invitation) },
    });
  }
  if (found.code === 'invitation-replaced') return errorResponse(410, 'invitation-replaced', 'A newer link was sent for this invitation: use the latest one');
  if (found.code !== 'live') return errorResponse(404, 'not-found', 'No such invitation');
  const { invitation } = found;
  const resource = db.resources.get(invitation.resourceId);
  const inviter = db.users.get(invitation.invitedBy);
  const attributes = {
    email: invitation.email,
    role: invitation.role,
    permissions: invitation.permissions ?? [],
    workspace: resource ? { id: resource.id, name: resource.name } : { id: invitation.resourceId, name: '' },
    invitedBy: inviter ? { name: inviter.name, email: inviter.email } : null,
    expiresAt: invitationExpiresAt(invitation),
    accountExists: accountOf(invitation.email) !== undefined,
  };
  return HttpResponse.json({ data: { type: 'invitations', id: invitation.id, attributes } }, { headers: { 'Cache-Control': 'no-store' } });
});

const changePassword = apiRoute('post', 'users/change-password', async ({ request, cookies }) => {
  const session = resolveSession(request, cookies);
  const user = session && (session.scope === 'full' || session.scope === 'password-change') ? db.users.get(session.userId) : undefined;
  if (!session || !user) return unauthorized();
  const { currentPassword, newPassword, twoFaCode } = attributesOf(await readJson(request));
  if (typeof currentPassword !== 'string' || passwordDigest(currentPassword) !== user.passwordDigest) {
    return errorResponse(422, 'invalid-current-password', 'The current password is incorrect', { source: { pointer: '/data/attributes/currentPassword' } });
  }
  if (user.twoFaEnabled && twoFaCode !== '123456') return invalidTwoFaCode(422);
  if (!isStrongPassword(newPassword)) return weakPassword();
  db.users.patch(user.id, { passwordDigest: passwordDigest(newPassword), passwordChangeRequired: false });
  if (session.scope === 'password-change') endSession(session.id);
  return noContent();
});

const signUp = apiRoute('post', 'users/sign-up', async ({ request }) => {
  const email = attributesOf(await readJson(request)).email;
  if (typeof email !== 'string' || !email.includes('@')) {
    return errorResponse(422, 'invalid', 'Enter a valid email', { source: { pointer: '/data/attributes/email' } });
  }
  return HttpResponse.json({ meta: { sandboxLink: '/confirm/sandbox-confirm-token' } });
});

export const authHandlers = [signin, passkeyOptions, signout, resetPassword, setPassword, lookupInvitation, changePassword, signUp];
