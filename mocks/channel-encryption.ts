/**
 * End-to-end encrypted channels (`private-encrypted-*`) as Pusher's server libraries do them: the
 * backend holds a 32-byte encryption master key; a channel's key is SHA-256(channel name ‖ master
 * key), handed to the subscriber as `shared_secret` (base64) by channel authorization, and every
 * event's `data` goes out as `{"nonce", "ciphertext"}` (NaCl secretbox, base64), so the
 * Pusher-protocol server in between relays what it cannot read.
 *
 * The sandbox's master key is new in every page (and test worker): nothing secret in the code, and
 * clients authorize again after a reload anyway.
 */
import nacl from 'tweetnacl';
import { isEncryptedChannel } from '@/lib/realtime/channel-names';

const masterKey = nacl.randomBytes(32);
/** Keys derived so far: publishing is synchronous, deriving (Web Crypto) is not. */
const channelKeys = new Map<string, Uint8Array>();

/** Copied into this realm's Uint8Array: tweetnacl checks `instanceof`, and jsdom's TextEncoder answers with another realm's. */
const utf8 = (text: string) => Uint8Array.from(new TextEncoder().encode(text));

export const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The channel's key, derived once and remembered for publishing; base64, as `shared_secret`. */
export async function sharedSecretFor(channel: string): Promise<string> {
  let key = channelKeys.get(channel);
  if (!key) {
    const name = utf8(channel);
    const input = new Uint8Array(name.length + masterKey.length);
    input.set(name);
    input.set(masterKey, name.length);
    key = new Uint8Array(await crypto.subtle.digest('SHA-256', input));
    channelKeys.set(channel, key);
  }
  return toBase64(key);
}

/** The key of a channel whose authorization was issued; undefined before that. */
export const channelKey = (channel: string) => channelKeys.get(channel);

export { isEncryptedChannel };

/** The event `data` on the wire for an encrypted channel: `{"nonce","ciphertext"}` with secretbox. */
export function encryptEventData(key: Uint8Array, plaintext: string): string {
  const nonce = nacl.randomBytes(nacl.secretbox.nonceLength);
  const ciphertext = nacl.secretbox(utf8(plaintext), nonce, key);
  return JSON.stringify({ nonce: toBase64(nonce), ciphertext: toBase64(ciphertext) });
}

/** The inverse, for tests and API clients without pusher-js: null when the key does not open it. */
export function decryptEventData(key: Uint8Array, data: string): string | null {
  const { nonce, ciphertext } = JSON.parse(data) as { nonce: string; ciphertext: string };
  const opened = nacl.secretbox.open(fromBase64(ciphertext), fromBase64(nonce), key);
  return opened ? new TextDecoder().decode(opened) : null;
}

/** Bytes of the encrypted `data` for a plaintext of `plainBytes` bytes (24-byte nonce, 16 bytes of MAC, base64). */
export const encryptedDataBytes = (plainBytes: number) => {
  const base64 = (bytes: number) => 4 * Math.ceil(bytes / 3);
  return '{"nonce":"","ciphertext":""}'.length + base64(nacl.secretbox.nonceLength) + base64(plainBytes + nacl.secretbox.overheadLength);
};
