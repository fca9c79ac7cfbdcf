import { postPassword, postPasswordChange, postPasswordReset, postSignUp } from '@/lib/http/direct-calls';

/** The sandbox answers with the link it "sent"; production answers 204 (and never reads the field). */
const sandboxLink = (doc: { meta?: Record<string, unknown> }) => (__SANDBOX__ && typeof doc.meta?.sandboxLink === 'string' ? doc.meta.sandboxLink : null);

export const requestPasswordReset = async (email: string) => sandboxLink(await postPasswordReset(email));

export const requestSignUp = async (email: string) => sandboxLink(await postSignUp(email));

export const setPassword = postPassword;

export const changePassword = postPasswordChange;
