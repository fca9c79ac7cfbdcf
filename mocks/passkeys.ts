/**
 * Passkeys in the sandbox (docs/api/passkeys.md): the challenges it hands out and the real WebAuthn
 * verification of what the browser's authenticator answers (challenge, origin, RP ID, user
 * verification, signature and counter), with `@simplewebauthn/server`, loaded on the first
 * verification (WebCrypto: the page's, or Node's in Vitest).
 *
 * - The relying party is the page: RP ID its host name, origin its origin, both read from the request
 *   that asks for a challenge (`relyingPartyOf`) and kept with the challenge, so that localhost on any
 *   port (dev, e2e) works and a passkey is only good where it was registered.
 * - Challenges are 32 random bytes, one use each, 5 minutes of sandbox time, held in memory (like
 *   secret tickets; `reset()` forgets them) and bound to what they were made for: registering one
 *   user's passkey, a sign-in (any user: discoverable credentials), or one user's step-up.
 * - Verification is asynchronous while actions run synchronously, so calls that carry a WebAuthn
 *   answer are checked by the HTTP handler before dispatch (`withPasskeyVerdict`: signature, origin,
 *   RP ID, flags; read-only), and the action commits what was checked when it applies
 *   (`passkeyVerified`, `registeredCredential`: the challenge is used up, the counter moves on). A call
 *   refused before it runs (a step-up question) leaves the challenge for the same request sent again.
 */
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { now, nowIso } from './clock';
import { passkeyByCredentialId, passkeysOf, userHasPasskey, type Passkey } from './db/passkeys';
import type { User } from './db/schema';
import { db } from './db/store';
import { isRecord } from './handlers/respond';
import { addSecondFactorCheck } from './actions/step-up';
import type { ActionRequest } from './actions/types';

export { userHasPasskey };

/** Who the passkey is for: the page's host name and origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** An assertion whose signature, origin, RP ID and flags verified; not yet used (`commitAssertion`). */
export interface CheckedAssertion {
  challenge: string;
  purpose: Purpose;
  /** Whom the challenge was made for (null: a sign-in). */
  challengeUserId: string | null;
  passkeyId: string;
  newCounter: number;
}

/** A registration that verified; not yet used (`commitRegistration`). */
export interface CheckedRegistration {
  challenge: string;
  userId: string;
  credential: NewPasskeyCredential;
}

/** What the handler found before dispatch (`withPasskeyVerdict`): committed by the action that carries the answer. */
export type PasskeyVerdict = { kind: 'assertion'; checked: CheckedAssertion | null } | { kind: 'registration'; checked: CheckedRegistration | null };

/** A registration the sandbox verified: what `users/passkeys/register` stores. */
export interface NewPasskeyCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  backedUp: boolean;
  rpId: string;
}

export const RP_NAME = 'Paytide';
/** How long the browser may take to answer (the options' `timeout`). */
export const PASSKEY_TIMEOUT_MS = 120_000;
const CHALLENGE_TTL_MS = 5 * 60_000;
/** ES256, EdDSA, RS256: what platform authenticators and security keys make. */
const ALGORITHMS = [-7, -8, -257];

type Purpose = 'registration' | 'sign-in' | 'step-up';

interface Challenge {
  purpose: Purpose;
  /** The user it was made for; null for a sign-in (the passkey names its user). */
  userId: string | null;
  rp: RelyingParty;
  expiresAt: number;
}

const challenges = new Map<string, Challenge>();

export const forgetPasskeyChallenges = () => challenges.clear();

// ——— base64url (sync, no library: the options are built without loading the verifier) ———

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The user handle a passkey carries: the user's id (no e-mail or name: the authenticator may show it). */
export const userHandleOf = (userId: string) => toBase64Url(new TextEncoder().encode(userId));

// ——— the relying party ———

/**
 * The relying party of a request: its `Origin` (a browser sends it on every POST; the browser guard
 * already refused a foreign one), else the origin the API was reached at (the page's, for `/api`).
 */
export function relyingPartyOf(request: Request): RelyingParty {
  const header = request.headers.get('origin');
  const origin = header && header !== 'null' ? header : new URL(request.url).origin;
  return { id: new URL(origin).hostname, origin };
}

/** The page the sandbox runs in (Vitest: jsdom's), for callers without a request. */
export function pageRelyingParty(): RelyingParty {
  const origin = typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
  return { id: new URL(origin).hostname, origin };
}

// ——— challenges ———

function issueChallenge(purpose: Purpose, userId: string | null, rp: RelyingParty): string {
  const at = now();
  for (const [key, challenge] of challenges) if (challenge.expiresAt <= at) challenges.delete(key);
  const challenge = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  challenges.set(challenge, { purpose, userId, rp, expiresAt: at + CHALLENGE_TTL_MS });
  return challenge;
}

/** A live challenge made for `purpose` (and `userId`), left in place; null when unknown, expired or made for something else. */
function peekChallenge(challenge: string, purpose: Purpose, userId: string | null): Challenge | null {
  const found = challenges.get(challenge);
  return found && found.expiresAt > now() && found.purpose === purpose && found.userId === userId ? found : null;
}

/** Uses a challenge up (one use); null when it is no longer live for `purpose` and `userId`. */
function takeChallenge(challenge: string, purpose: Purpose, userId: string | null): Challenge | null {
  const found = peekChallenge(challenge, purpose, userId);
  if (found) challenges.delete(challenge);
  return found;
}

/** The challenge a client data JSON (base64url) names, or null when it cannot be read. */
function challengeOf(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== 'string') return null;
  try {
    const clientData: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(clientDataJSON)));
    return isRecord(clientData) && typeof clientData.challenge === 'string' ? clientData.challenge : null;
  } catch {
    return null;
  }
}

const descriptors = (passkeys: Passkey[], rp: RelyingParty) =>
  passkeys
    .filter((passkey) => passkey.rpId === rp.id)
    .map((passkey) => ({ id: passkey.credentialId, type: 'public-key' as const, transports: passkey.transports as AuthenticatorTransport[] }));

// ——— options ———

/** Options to create a discoverable passkey for `user` on this page (`users/passkeys/registrationOptions`). */
export function passkeyRegistrationOptions(user: User, rp: RelyingParty): PublicKeyCredentialCreationOptionsJSON {
  return {
    challenge: issueChallenge('registration', user.id, rp),
    rp: { name: RP_NAME, id: rp.id },
    user: { id: userHandleOf(user.id), name: user.email, displayName: user.name },
    pubKeyCredParams: ALGORITHMS.map((alg) => ({ alg, type: 'public-key' })),
    timeout: PASSKEY_TIMEOUT_MS,
    attestation: 'none',
    // The authenticators the user already has here: the browser says so instead of making a second one.
    excludeCredentials: descriptors(passkeysOf(user.id), rp),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  };
}

/** Options for a sign-in with any passkey of this page (discoverable: no e-mail asked, `POST signin/passkey-options`). */
export function passkeySignInOptions(rp: RelyingParty): PublicKeyCredentialRequestOptionsJSON {
  return { challenge: issueChallenge('sign-in', null, rp), rpId: rp.id, allowCredentials: [], userVerification: 'required', timeout: PASSKEY_TIMEOUT_MS };
}

/**
 * A fresh challenge for the user to confirm with one of their passkeys (the step-up), stored for
 * `verifyPasskeyAssertion`; the options name the user's passkeys of this page.
 */
export function passkeyChallengeFor(userId: string, rp: RelyingParty = pageRelyingParty()): PublicKeyCredentialRequestOptionsJSON {
  return {
    challenge: issueChallenge('step-up', userId, rp),
    rpId: rp.id,
    allowCredentials: descriptors(passkeysOf(userId), rp),
    userVerification: 'required',
    timeout: PASSKEY_TIMEOUT_MS,
  };
}

// ——— verification ———

const verifier = () => import('@simplewebauthn/server');

/** A WebAuthn answer's JSON whose `response` holds `clientDataJSON` and each of `fields` as text. */
const isCredentialJson = (value: unknown, fields: readonly string[]): value is { response: Record<string, string> } =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.rawId === 'string' &&
  value.type === 'public-key' &&
  isRecord(value.response) &&
  ['clientDataJSON', ...fields].every((field) => typeof (value.response as Record<string, unknown>)[field] === 'string');

const isAuthenticationResponse = (value: unknown): value is AuthenticationResponseJSON => isCredentialJson(value, ['authenticatorData', 'signature']);

const isRegistrationResponse = (value: unknown): value is RegistrationResponseJSON => isCredentialJson(value, ['attestationObject']);

/**
 * Checks an assertion made for `purpose` (of `userId`, or of whoever the passkey belongs to for a
 * sign-in): challenge live, passkey known and of that RP ID, user handle, origin, RP ID, user
 * verification, signature and counter. Read-only: `commitAssertion` uses it.
 */
async function checkAssertion(response: unknown, purpose: Purpose, userId: string | null): Promise<CheckedAssertion | null> {
  if (!isAuthenticationResponse(response)) return null;
  const challenge = challengeOf(response.response.clientDataJSON);
  const issued = challenge === null ? null : peekChallenge(challenge, purpose, userId);
  const passkey = passkeyByCredentialId(response.id);
  if (!challenge || !issued || !passkey || (userId !== null && passkey.userId !== userId) || passkey.rpId !== issued.rp.id) return null;
  const { userHandle } = response.response;
  if (userHandle !== undefined && userHandle !== userHandleOf(passkey.userId)) return null;
  try {
    const { verifyAuthenticationResponse } = await verifier();
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: issued.rp.origin,
      expectedRPID: issued.rp.id,
      credential: { id: passkey.credentialId, publicKey: fromBase64Url(passkey.publicKey), counter: passkey.counter, transports: [] },
      requireUserVerification: true,
    });
    return verified ? { challenge, purpose, challengeUserId: userId, passkeyId: passkey.id, newCounter: authenticationInfo.newCounter } : null;
  } catch {
    return null;
  }
}

/**
 * Uses a checked assertion: its challenge is used up and the passkey's counter and last use are
 * written. Null when the challenge went meanwhile, the passkey was removed, or another assertion
 * moved its counter past this one (checked against the row as it is now).
 */
function commitAssertion(checked: CheckedAssertion): Passkey | null {
  if (!takeChallenge(checked.challenge, checked.purpose, checked.challengeUserId)) return null;
  const current = db.passkeys.get(checked.passkeyId);
  if (!current) return null;
  if ((checked.newCounter > 0 || current.counter > 0) && checked.newCounter <= current.counter) return null;
  return db.passkeys.patch(current.id, { counter: checked.newCounter, lastUsedAt: nowIso() }) ?? null;
}

const verifyAssertion = async (response: unknown, purpose: Purpose, userId: string | null) => {
  const checked = await checkAssertion(response, purpose, userId);
  return checked ? commitAssertion(checked) : null;
};

/** A sign-in with a passkey: its user, or null when the answer is not a valid one for a sign-in challenge of this page. */
export async function verifyPasskeySignIn(response: unknown): Promise<User | null> {
  const passkey = await verifyAssertion(response, 'sign-in', null);
  return passkey ? (db.users.get(passkey.userId) ?? null) : null;
}

/** Whose passkey a refused sign-in answer names, for their security log; null when it names none of ours. */
export function passkeyOwnerOf(response: unknown): User | null {
  const passkey = isRecord(response) && typeof response.id === 'string' ? passkeyByCredentialId(response.id) : undefined;
  return passkey ? (db.users.get(passkey.userId) ?? null) : null;
}

/**
 * The step-up with a passkey, in one go: true when `response` answers a challenge of
 * `passkeyChallengeFor(userId)` with one of the user's passkeys (the challenge is used up, the
 * counter and last use are written). Each challenge is good once. An action checks the answer before
 * dispatch and commits it in its `run` instead: `passkeyVerified(request)`.
 */
export async function verifyPasskeyAssertion(userId: string, response: unknown): Promise<boolean> {
  return (await verifyAssertion(response, 'step-up', userId)) !== null;
}

/** Checks a new passkey against a live registration challenge of the user (read-only). */
async function checkRegistration(userId: string, response: unknown): Promise<CheckedRegistration | null> {
  if (!isRegistrationResponse(response)) return null;
  const challenge = challengeOf(response.response.clientDataJSON);
  const issued = challenge === null ? null : peekChallenge(challenge, 'registration', userId);
  if (!challenge || !issued) return null;
  try {
    const { verifyRegistrationResponse } = await verifier();
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: issued.rp.origin,
      expectedRPID: issued.rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) return null;
    const { credential, credentialBackedUp } = result.registrationInfo;
    return {
      challenge,
      userId,
      credential: {
        credentialId: credential.id,
        publicKey: toBase64Url(credential.publicKey),
        counter: credential.counter,
        transports: response.response.transports ?? [],
        backedUp: credentialBackedUp,
        rpId: issued.rp.id,
      },
    };
  } catch {
    return null;
  }
}

const commitRegistration = (checked: CheckedRegistration) => (takeChallenge(checked.challenge, 'registration', checked.userId) ? checked.credential : null);

/** Verifies a new passkey against a registration challenge of the user and uses the challenge up; null when it does not verify. */
export async function verifyPasskeyRegistration(userId: string, response: unknown): Promise<NewPasskeyCredential | null> {
  const checked = await checkRegistration(userId, response);
  return checked ? commitRegistration(checked) : null;
}

// ——— actions that carry a WebAuthn answer ———

const attributesOfPayload = (payload: unknown) => {
  const data = isRecord(payload) ? payload.data : undefined;
  return isRecord(data) && isRecord(data.attributes) ? data.attributes : undefined;
};

/** True when the call carries a WebAuthn answer to verify before dispatch. */
export function carriesPasskey(call: ActionRequest): boolean {
  const attributes = attributesOfPayload(call.payload);
  return call.action === 'users/passkeys/register' ? isRecord(attributes?.response) : isRecord(attributes?.passkey);
}

/**
 * Run by the action endpoint before dispatch, for a call that `carriesPasskey`: checks the answer for
 * the session's user and hands the verdict to the action on its request (`request.passkey`):
 * - `users/passkeys/register`: `data.attributes.response` (a `RegistrationResponseJSON`);
 * - any other action: `data.attributes.passkey` (an `AuthenticationResponseJSON` answering
 *   `passkeyChallengeFor(userId)`), e.g. `users/confirmStepUp`.
 * Nothing is used up here: the action commits when it applies (`passkeyVerified`,
 * `registeredCredential`), so a refusal before it runs (a step-up question, a payload error) leaves the
 * challenge for the same request sent again. A repeated requestReference is answered by dispatch from
 * the stored result without running the action.
 */
export async function withPasskeyVerdict(userId: string, call: ActionRequest): Promise<ActionRequest> {
  const attributes = attributesOfPayload(call.payload);
  if (call.action === 'users/passkeys/register') {
    return { ...call, passkey: { kind: 'registration', checked: await checkRegistration(userId, attributes?.response) } };
  }
  return { ...call, passkey: { kind: 'assertion', checked: await checkAssertion(attributes?.passkey, 'step-up', userId) } };
}

/**
 * For an action's `run` (`users/confirmStepUp`): true when the handler verified the call's passkey
 * assertion for the session's user and it is still unused; uses it up (call once, when applying).
 */
export function passkeyVerified(request: ActionRequest): boolean {
  const verdict = request.passkey;
  return verdict?.kind === 'assertion' && verdict.checked !== null && commitAssertion(verdict.checked) !== null;
}

/** For `users/passkeys/register`: the credential the handler verified, its challenge used up now; null when none or used. */
export function registeredCredential(request: ActionRequest): NewPasskeyCredential | null {
  const verdict = request.passkey;
  return verdict?.kind === 'registration' && verdict.checked !== null ? commitRegistration(verdict.checked) : null;
}

// A passkey is a second factor: the step-up window and `when-a-factor-exists` count it (actions/step-up.ts).
addSecondFactorCheck((user) => userHasPasskey(user.id));
