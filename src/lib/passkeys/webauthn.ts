/**
 * Passkeys in the browser (docs/api/passkeys.md): the WebAuthn ceremonies through
 * `@simplewebauthn/browser`, downloaded on the first press of a passkey button, never with the page
 * (the sign-in page's budget, ADR 0003). The options come from the server as JSON; what the
 * authenticator answers goes back to it as JSON.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { onDemand } from '@/lib/http/on-demand';

export type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON };

/** Why a ceremony ended without an answer: the user cancelled or let it time out, the browser has no WebAuthn, the authenticator already holds one, or anything else. */
export type PasskeyProblem = 'cancelled' | 'unsupported' | 'exists' | 'failed';

export class PasskeyError extends Error {
  constructor(
    readonly problem: PasskeyProblem,
    options?: { cause?: unknown },
  ) {
    super(`Passkey: ${problem}`, options);
    this.name = 'PasskeyError';
  }
}

export const isPasskeyError = (error: unknown): error is PasskeyError => error instanceof PasskeyError;

/** The browser can make and use passkeys (checked without downloading the library). */
export const passkeysSupported = () => typeof globalThis.PublicKeyCredential === 'function';

const library = onDemand(() => import('@simplewebauthn/browser'));

/** What the browser's error means for the user (`WebAuthnError` carries a `code`; a cancel or time-out is `NotAllowedError`). */
function problemOf(error: unknown): PasskeyProblem {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'exists';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

async function ceremony<T>(run: (lib: Awaited<ReturnType<typeof library>>) => Promise<T>): Promise<T> {
  if (!passkeysSupported()) throw new PasskeyError('unsupported');
  // A chunk that did not arrive rejects as a retryable network failure (`onDemand`), not as a passkey problem.
  const lib = await library();
  try {
    return await run(lib);
  } catch (error) {
    throw new PasskeyError(problemOf(error), { cause: error });
  }
}

/** Asks the authenticator to sign the server's challenge (sign-in, step-up); resolves with the JSON to send back. */
export const getPasskeyAssertion = (options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> =>
  ceremony(({ startAuthentication }) => startAuthentication({ optionsJSON: options }));

/** Asks the authenticator to make a passkey for the server's options; resolves with the JSON to send back. */
export const createPasskeyCredential = (options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> =>
  ceremony(({ startRegistration }) => startRegistration({ optionsJSON: options }));
