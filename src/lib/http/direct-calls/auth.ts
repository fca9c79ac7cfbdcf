import { request } from '../client';
import { jsonApiBody } from '../json-api';

/** `POST signin` with one of the three steps' bodies (spec §7): password, 2FA code or identity choice, or a passkey's answer. */
export const postSignIn = (type: string, attributes: Record<string, unknown>) => request('POST', 'signin', jsonApiBody(type, attributes));

/** `POST signin/passkey-options`: a challenge for a sign-in with any passkey of this site. */
export const postPasskeyOptions = () => request('POST', 'signin/passkey-options', jsonApiBody('passkey-option-requests', {}));

/** `POST users/sign-in-notice`: the sign-in a "new device" e-mail names (POST keeps the token out of URLs). */
export const postSignInNoticeLookup = (token: string) => request('POST', 'users/sign-in-notice', jsonApiBody('sign-in-notice-lookups', { token }));

/** `POST users/report-sign-in`: "This wasn't me". */
export const postSignInReport = (token: string) => request('POST', 'users/report-sign-in', jsonApiBody('sign-in-reports', { token }));

/** `POST invitations/lookup`: what an invitation link is, before anyone signs in. */
export const postInvitationLookup = (token: string) =>
  request<{ attributes?: unknown }>('POST', 'invitations/lookup', jsonApiBody('invitation-lookups', { token }));

export const postPasswordReset = (email: string) => request('POST', 'users/reset-password', jsonApiBody('password-reset-requests', { email }));

export const postSignUp = (email: string) => request('POST', 'users/sign-up', jsonApiBody('sign-up-requests', { email }));

export const postPassword = (token: string, password: string) => request('POST', 'users/set-password', jsonApiBody('passwords', { token, password }));

/** `stepToken`: a setup token's own bearer (the forced change at sign-in), not the app's session. */
export const postPasswordChange = (attributes: { currentPassword: string; newPassword: string; twoFaCode: string }, stepToken?: string) =>
  request('POST', 'users/change-password', jsonApiBody('password-changes', attributes), {
    headers: stepToken ? { Authorization: `Bearer ${stepToken}` } : undefined,
  });
