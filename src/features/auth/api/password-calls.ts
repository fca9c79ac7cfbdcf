import { jsonApiBody, request } from '@/lib/http';

/** The sandbox answers with the link it "sent"; production answers 204 (and never reads the field). */
const sandboxLink = (doc: { meta?: Record<string, unknown> }) => (__SANDBOX__ && typeof doc.meta?.sandboxLink === 'string' ? doc.meta.sandboxLink : null);

export const requestPasswordReset = async (email: string) =>
  sandboxLink(await request('POST', 'users/reset-password', jsonApiBody('password-reset-requests', { email })));

export const requestSignUp = async (email: string) => sandboxLink(await request('POST', 'users/sign-up', jsonApiBody('sign-up-requests', { email })));

export const setPassword = (token: string, password: string) => request('POST', 'users/set-password', jsonApiBody('passwords', { token, password }));

export const changePassword = (attributes: { currentPassword: string; newPassword: string; twoFaCode: string }, stepToken?: string) =>
  request('POST', 'users/change-password', jsonApiBody('password-changes', attributes), {
    headers: stepToken ? { Authorization: `Bearer ${stepToken}` } : undefined,
  });
