/**
 * A user's passkeys (WebAuthn credentials, docs/api/passkeys.md): the public key and signature
 * counter the sandbox verifies sign-ins and step-ups against. No private key ever reaches the
 * server. Rows are plain JSON (persisted with the rest of the database).
 */
import { db } from './store';

export interface Passkey {
  /** `pk_…`, made by the sandbox. */
  id: string;
  userId: string;
  /** The name the user gave it ("Work laptop"). */
  name: string;
  /** The credential id the authenticator made (base64url): how an assertion names its passkey. */
  credentialId: string;
  /** The COSE public key (base64url). */
  publicKey: string;
  /** The authenticator's signature counter as last seen (0 for authenticators that keep none). */
  counter: number;
  /** Transports the authenticator reported (`internal`, `hybrid`, `usb`…), handed back as hints. */
  transports: string[];
  /** The relying party it was registered for (the page's host name): a passkey only works there. */
  rpId: string;
  /** Synced to the user's other devices (`backedUp` at registration). */
  backedUp: boolean;
  createdAt: string;
  /** The last sign-in or step-up with it (ISO, sandbox clock), null when never used. */
  lastUsedAt: string | null;
}

export const passkeysOf = (userId: string): Passkey[] =>
  db.passkeys.filter((passkey) => passkey.userId === userId).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));

/** A passkey counts as a second factor (the team's 2FA rule, step-up): docs/security.md *Passkeys*. */
export const userHasPasskey = (userId: string): boolean => db.passkeys.find((passkey) => passkey.userId === userId) !== undefined;

export const passkeyByCredentialId = (credentialId: string): Passkey | undefined => db.passkeys.find((passkey) => passkey.credentialId === credentialId);

/** The answer's form: no key material, no counter. */
export const passkeyJson = (passkey: Passkey) => ({
  type: 'passkeys',
  id: passkey.id,
  attributes: { name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt, backedUp: passkey.backedUp },
});
