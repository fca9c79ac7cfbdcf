/**
 * Channel names of the live channel (docs/api-contract.md "Live channel"). Action answers carry
 * customer data, so they travel only on end-to-end encrypted channels: the Pusher-protocol server
 * relays ciphertext it cannot read.
 */
export const ENCRYPTED_CHANNEL_PREFIX = 'private-encrypted-';
export const SESSION_CHANNEL_PREFIX = `${ENCRYPTED_CHANNEL_PREFIX}session-`;
/** Before answers were encrypted; a cookie may still hold such a name for a day. */
export const LEGACY_SESSION_CHANNEL_PREFIX = 'private-session-';

export const isEncryptedChannel = (name: string) => name.startsWith(ENCRYPTED_CHANNEL_PREFIX);

/** NaCl secretbox keys are 32 bytes. */
export const SHARED_SECRET_BYTES = 32;

/** The session channel named by `value`; a legacy name maps to its encrypted twin (same id). */
export function sessionChannelOf(value: string | undefined | null): string | null {
  if (!value) return null;
  if (value.startsWith(SESSION_CHANNEL_PREFIX) && value.length > SESSION_CHANNEL_PREFIX.length) return value;
  if (value.startsWith(LEGACY_SESSION_CHANNEL_PREFIX) && value.length > LEGACY_SESSION_CHANNEL_PREFIX.length) {
    return `${SESSION_CHANNEL_PREFIX}${value.slice(LEGACY_SESSION_CHANNEL_PREFIX.length)}`;
  }
  return null;
}
