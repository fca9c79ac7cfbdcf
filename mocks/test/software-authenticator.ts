/**
 * A WebAuthn authenticator in software, for tests: real ES256 key pairs (WebCrypto), attestation
 * "none" at creation and signed assertions (authenticator data + signature over it and the client
 * data's hash), as a browser's platform authenticator answers. Every field can be made wrong on
 * purpose (`Overrides`) to check that the server refuses it.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { toBase64Url } from '../passkeys';

export interface SoftwareCredential {
  id: string;
  rpId: string;
  userHandle: string;
  keys: CryptoKeyPair;
  counter: number;
}

/** What a test may change to make an answer wrong. */
export interface Overrides {
  origin?: string;
  rpId?: string;
  challenge?: string;
  /** The signature counter to sign with (default: one more than the last). */
  counter?: number;
  /** The UV flag (default true): a passkey verifies its user. */
  userVerified?: boolean;
  /** Sign with this credential instead of the one the options name. */
  credential?: SoftwareCredential;
}

const encoder = new TextEncoder();
const bytes = (text: string) => Uint8Array.from(encoder.encode(text));
const sha256 = async (data: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest('SHA-256', data));

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const uint32 = (value: number) => Uint8Array.of((value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255);

/** WebCrypto signs ECDSA as r‖s; WebAuthn's ES256 signature is the DER sequence of the two integers. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (part: Uint8Array) => {
    let start = 0;
    while (start < part.length - 1 && part[start] === 0) start += 1;
    const trimmed = part.slice(start);
    const value = trimmed[0] & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed;
    return concat(Uint8Array.of(0x02, value.length), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

const clientData = (type: string, challenge: string, origin: string) => bytes(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** Flags: UP (user present) always, UV unless overridden, AT when attested credential data follows. */
const flags = (userVerified: boolean, attested: boolean) => 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);

export function softwareAuthenticator() {
  const credentials: SoftwareCredential[] = [];

  /** `navigator.credentials.create` answering `options` on a page of `origin`. */
  async function create(options: PublicKeyCredentialCreationOptionsJSON, origin: string, overrides: Overrides = {}): Promise<RegistrationResponseJSON> {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(origin).hostname;
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, raw.slice(1, 33)],
        [-3, raw.slice(33, 65)],
      ]),
    );
    const id = crypto.getRandomValues(new Uint8Array(16));
    const authData = concat(
      await sha256(bytes(rpId)),
      Uint8Array.of(flags(overrides.userVerified ?? true, true)),
      uint32(overrides.counter ?? 0),
      new Uint8Array(16),
      Uint8Array.of(0, id.length),
      id,
      coseKey,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    const credential: SoftwareCredential = { id: toBase64Url(id), rpId, userHandle: options.user.id, keys, counter: overrides.counter ?? 0 };
    credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: toBase64Url(clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin ?? origin)),
        attestationObject: toBase64Url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get`: a credential the options allow (any of the RP's when they name none, as for a discoverable sign-in). */
  async function get(options: PublicKeyCredentialRequestOptionsJSON, origin: string, overrides: Overrides = {}): Promise<AuthenticationResponseJSON> {
    const rpId = overrides.rpId ?? options.rpId ?? new URL(origin).hostname;
    const allowed = options.allowCredentials?.map((descriptor) => descriptor.id) ?? [];
    const credential =
      overrides.credential ??
      credentials.find((candidate) => candidate.rpId === (options.rpId ?? rpId) && (allowed.length === 0 || allowed.includes(candidate.id)));
    if (!credential) throw new Error('NotAllowedError: no credential for these options');
    const counter = overrides.counter ?? credential.counter + 1;
    credential.counter = Math.max(credential.counter, counter);
    const authenticatorData = concat(await sha256(bytes(rpId)), Uint8Array.of(flags(overrides.userVerified ?? true, false)), uint32(counter));
    const clientDataJSON = clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin ?? origin);
    const signed = concat(authenticatorData, await sha256(clientDataJSON));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, credential.keys.privateKey, signed));
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: toBase64Url(clientDataJSON),
        authenticatorData: toBase64Url(authenticatorData),
        signature: toBase64Url(derSignature(raw)),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  return { credentials, create, get };
}
