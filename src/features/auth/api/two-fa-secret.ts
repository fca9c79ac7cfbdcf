import type { ActionCaller } from '@/lib/actions';
import { lazySchema } from '@/lib/validation';

const parseSecret = lazySchema((z) => z.object({ attributes: z.object({ secret: z.string(), otpauthUrl: z.string() }) }));

export interface TwoFaSecret {
  secret: string;
  otpauthUrl: string;
}

/** The call that creates a new authenticator secret for the caller (replacing any unconfirmed one). */
export const createTwoFaSecretCall = {
  action: 'users/createTwoFaSecret',
  payload: { data: { type: '2fa-secret-create', attributes: {} } },
} as const;

/** The call that turns 2FA on with a code from the app; it answers the changed user. */
export const confirmTwoFaSecretCall = (code: string) => ({
  action: 'users/confirmTwoFaSecret',
  payload: { data: { type: '2fa-secret-confirm', attributes: { code } } },
});

export const parseTwoFaSecret = async (data: unknown): Promise<TwoFaSecret> => (await parseSecret(data)).attributes;

/** The setup-link flow's calls, on the setup token's own client (see use-setup-client). */
export const createTwoFaSecret = async (actions: ActionCaller) => parseTwoFaSecret((await actions.call(createTwoFaSecretCall)).data);

export const confirmTwoFaSecret = (actions: ActionCaller, code: string) => actions.call(confirmTwoFaSecretCall(code));
