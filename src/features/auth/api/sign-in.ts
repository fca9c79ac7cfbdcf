import { postPasskeyOptions as askForPasskeyOptions, postSignIn as sendSignIn } from '@/lib/http/direct-calls';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@/lib/passkeys';
import { lazySchema } from '@/lib/validation';

export const signInStatuses = ['ok', '2fa-required', 'identity-select-required', 'password-change-required', '2fa-setup-required'] as const;
export type SignInStatus = (typeof signInStatuses)[number];

const parseAnswer = lazySchema((z) => {
  const identity = z.object({
    id: z.string(),
    type: z.string(),
    attributes: z._default(
      z.object({ name: z.nullish(z.string()), status: z.nullish(z.string()), resourceName: z.nullish(z.string()), role: z.nullish(z.string()) }),
      {},
    ),
  });
  return z.object({
    data: z.object({
      attributes: z.object({
        status: z.string(),
        accessToken: z.nullish(z.string()),
        identityId: z.nullish(z.string()),
      }),
    }),
    included: z.nullish(z.array(identity)),
    // A passkey sign-in names the account it signed in to (no e-mail was typed).
    meta: z.nullish(z.object({ email: z.nullish(z.string()) })),
  });
});

export interface SignInIdentity {
  id: string;
  name: string;
  resourceName: string;
  role: string;
  active: boolean;
}

export interface SignInAnswer {
  status: SignInStatus | string;
  accessToken: string | null;
  identityId: string | null;
  identities: SignInIdentity[];
  /** The account's e-mail, when the server names it (a passkey sign-in). */
  email: string | null;
}

async function postSignIn(type: string, attributes: Record<string, unknown>): Promise<SignInAnswer> {
  const doc = await parseAnswer(await sendSignIn(type, attributes));
  const { status, accessToken, identityId } = doc.data.attributes;
  const identities = (doc.included ?? [])
    .filter((item) => item.type === 'identities')
    .map(({ id, attributes: a }) => ({
      id,
      name: a.name ?? id,
      resourceName: a.resourceName ?? '',
      role: a.role ?? '',
      active: (a.status ?? 'active') === 'active',
    }));
  return { status, accessToken: accessToken ?? null, identityId: identityId ?? null, identities, email: doc.meta?.email ?? null };
}

export const postPasswordSignIn = (email: string, password: string, isTrustedDevice: boolean) =>
  postSignIn('access-token-login', { email, password, isTrustedDevice, setAuthCookie: true });

export const postTwoFaCode = (accessToken: string, code: string) => postSignIn('access-token-2fa-confirm', { accessToken, code });

export const postIdentitySelection = (accessToken: string, identityId: string) => postSignIn('access-token-identity-select', { accessToken, identityId });

const parseOptions = lazySchema((z) =>
  z.object({ data: z.object({ attributes: z.object({ options: z.looseObject({ challenge: z.string(), rpId: z.optional(z.string()) }) }) }) }),
);

/** A challenge for a sign-in with any passkey of this site (docs/api/passkeys.md): handed to the browser as it is. */
export async function postPasskeyOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const doc = await parseOptions(await askForPasskeyOptions());
  return doc.data.attributes.options as PublicKeyCredentialRequestOptionsJSON;
}

/** The passkey's answer: both factors at once (no password, no code). */
export const postPasskeySignIn = (response: AuthenticationResponseJSON) => postSignIn('access-token-passkey', { response, setAuthCookie: true });
