/**
 * The passkeys area of the action contract (docs/api/passkeys.md): the signed-in user's own passkeys,
 * listed, registered and removed. Signing in with one is a direct call (`POST signin`), not an action.
 * The WebAuthn answers are checked here for their shape only; the server verifies them.
 */
import { action, list } from './define';
import * as s from './schemas';
import type { Zod } from '@/lib/validation';

export const PASSKEY_NAME_MAX = 64;

const credentialError = { error: 'The passkey answer is missing or malformed' };
const credentialId = (z: Zod) => z.string(credentialError).check(z.minLength(1, credentialError));

/** `RegistrationResponseJSON` (`startRegistration` of `@simplewebauthn/browser`): the fields the server reads, the rest kept. */
export const registrationResponse = (z: Zod) =>
  z.looseObject(
    {
      id: credentialId(z),
      rawId: credentialId(z),
      type: z.literal('public-key', credentialError),
      response: z.looseObject({ clientDataJSON: z.string(credentialError), attestationObject: z.string(credentialError) }, credentialError),
    },
    credentialError,
  );

/** `AuthenticationResponseJSON` (`startAuthentication`). */
export const authenticationResponse = (z: Zod) =>
  z.looseObject(
    {
      id: credentialId(z),
      rawId: credentialId(z),
      type: z.literal('public-key', credentialError),
      response: z.looseObject(
        { clientDataJSON: z.string(credentialError), authenticatorData: z.string(credentialError), signature: z.string(credentialError) },
        credentialError,
      ),
    },
    credentialError,
  );

export const passkeyAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('passkeys'),
    id: z.string(),
    attributes: z.looseObject({ name: z.string(), createdAt: z.string(), lastUsedAt: z.nullish(z.string()), backedUp: z._default(z.boolean(), false) }),
  });

/** `PublicKeyCredentialCreationOptionsJSON`: handed to the browser as it is. */
const creationOptionsAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('passkey-options'),
    attributes: z.looseObject({
      options: z.looseObject({ challenge: z.string(), rp: z.looseObject({ id: z.optional(z.string()) }), user: z.looseObject({}) }),
    }),
  });

/** `PublicKeyCredentialRequestOptionsJSON` for the step-up: a fresh challenge naming the user's passkeys. */
const requestOptionsAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('passkey-options'),
    attributes: z.looseObject({ options: z.looseObject({ challenge: z.string(), allowCredentials: z.optional(z.array(z.looseObject({ id: z.string() }))) }) }),
  });

export const passkeyActions = {
  /** A challenge for `users/confirmStepUp` with a passkey (docs/security.md, *Step-up*); `no-passkey` when the user has none. */
  'users/passkeys/stepUpOptions': action('users/passkeys/stepUpOptions', { payload: s.noPayload, answer: requestOptionsAnswer }),
  'users/passkeys/list': action('users/passkeys/list', { payload: s.noPayload, answer: (z) => list(z, passkeyAnswer) }),
  /** A fresh registration challenge for this page (one use, 5 minutes); stored, but no change to undo: not idempotent data. */
  'users/passkeys/registrationOptions': action('users/passkeys/registrationOptions', { payload: s.noPayload, answer: creationOptionsAnswer }),
  'users/passkeys/register': action('users/passkeys/register', {
    mutates: true,
    payload: (z) =>
      s.jsonApiData(
        z,
        'passkeys',
        z.object({
          name: s.requiredText(z, 'Name the passkey', 1, PASSKEY_NAME_MAX, `Name must be at most ${PASSKEY_NAME_MAX} characters`),
          response: registrationResponse(z),
        }),
        z.optional(z.unknown()),
      ),
    answer: passkeyAnswer,
  }),
  /** A sensitive action (step-up, docs/security.md): the envelope `id` names one of the user's passkeys. */
  'users/passkeys/remove': action('users/passkeys/remove', { mutates: true, target: true, payload: s.targetPayload, answer: s.nullAnswer }),
};
