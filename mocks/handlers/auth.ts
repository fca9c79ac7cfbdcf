import { HttpResponse } from 'msw';
import { passwordDigest } from '../db/seed-accounts';
import { db, touchMeta } from '../db/store';
import { recordInvitationAccepted } from '../actions/audit-trail';
import { invitationRow } from '../actions/team-json';
import { acceptInvitation, invitationByToken } from '../invitations';
import { endSession, requestMeta, resolveSession } from '../sessions';
import { apiRoute, attributesOf, badRequest, errorResponse, isRecord, noContent, readJson, unauthorized } from './respond';
import { identityStep, invalidCredentials, invalidTwoFaCode, passwordStep, twoFaStep } from './signin-flow';

/** Password rule (decided): at least 10 characters with a letter and a digit. */
export const isStrongPassword = (password: unknown): password is string =>
  typeof password === 'string' && password.length >= 10 && /\p{L}/u.test(password) && /\d/.test(password);

const weakPassword = () =>
  errorResponse(422, 'weak-password', 'Use at least 10 characters with a letter and a digit', { source: { pointer: '/data/attributes/password' } });

const findUser = (email: unknown) => (typeof email === 'string' ? db.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase()) : undefined);

const signin = apiRoute('post', 'signin', async ({ request }) => {
  const body = await readJson(request);
  const type = isRecord(body) && isRecord(body.data) ? body.data.type : undefined;
  const attributes = attributesOf(body);
  const meta = requestMeta(request);
  switch (type) {
    case 'access-token-login': {
      const user = findUser(attributes.email);
      if (!user || typeof attributes.password !== 'string' || passwordDigest(attributes.password) !== user.passwordDigest) {
        return invalidCredentials();
      }
      return passwordStep(user, attributes.isTrustedDevice === true, meta);
    }
    case 'access-token-2fa-confirm':
      return twoFaStep(attributes.accessToken, attributes.code, meta);
    case 'access-token-identity-select':
      return identityStep(attributes.accessToken, attributes.identityId, meta);
    default:
      return badRequest('Unknown sign-in step');
  }
});

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

const tokenExpired = () => errorResponse(410, 'token-expired', 'Token for password reset has already expired. Please request new password reset link.');

/**
 * The reset and sign-up links (literal tokens) and invitation links (`/confirm/<token>` from the
 * outbox): an invitation's token accepts it (mocks/invitations.ts); a resent or revoked one is dead.
 */
const setPassword = apiRoute('post', 'users/set-password', async ({ request }) => {
  const { token, password } = attributesOf(await readJson(request));
  const invitation = typeof token === 'string' ? invitationByToken(token) : undefined;
  if (invitation) {
    if (!isStrongPassword(password)) return weakPassword();
    const invited = invitationRow(invitation);
    const accepted = acceptInvitation(invitation, password);
    if ('code' in accepted) return errorResponse(403, accepted.code, accepted.title, accepted.detail ? { detail: accepted.detail } : {});
    recordInvitationAccepted(invited, invitation.resourceId, accepted.user, requestMeta(request));
    return noContent();
  }
  if (token !== 'sandbox-reset-token' && token !== 'sandbox-confirm-token') return tokenExpired();
  if (!isStrongPassword(password)) return weakPassword();
  const user = token === 'sandbox-reset-token' ? findUser(db.meta.resetEmail) : undefined;
  if (user) db.users.patch(user.id, { passwordDigest: passwordDigest(password), passwordChangeRequired: false });
  return noContent();
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

export const authHandlers = [signin, signout, resetPassword, setPassword, changePassword, signUp];
