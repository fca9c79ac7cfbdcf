import { postChannelAuthorization } from '../http/direct-calls';
import { toFailure, type Failure } from '../http/failure';
import { isEncryptedChannel, SHARED_SECRET_BYTES } from './channel-names';
import { authorizationTimeoutMs } from './connection-state';

/** What pusher-js needs to subscribe: the signature, and for an encrypted channel its key. */
export interface ChannelAuthorization {
  auth: string;
  /** Base64 of the channel's 32-byte NaCl secretbox key (`private-encrypted-` channels only). */
  shared_secret?: string;
}

/** Failures of these kinds only warn about the connection; any other ends the session. */
export const isTransientAuthorizationFailure = (f: Failure) => f.code === 'timeout' || f.code === 'network' || f.code === 400;

const decodedLength = (base64: string) => {
  try {
    return atob(base64).length;
  } catch {
    return -1;
  }
};

/**
 * A key of the wrong size would make pusher-js throw on every event and one that is missing would
 * drop them all: either is refused here, as an authorization that failed (the session ends).
 */
const isSharedSecret = (value: unknown): value is string => typeof value === 'string' && decodedLength(value) === SHARED_SECRET_BYTES;

/** `headers`: a transport of its own (a setup token) authorizes with its token, not the app's. */
export async function authorizeChannel(socketId: string, channelName: string, headers?: Record<string, string>): Promise<ChannelAuthorization> {
  try {
    const answer = await postChannelAuthorization(socketId, channelName, { timeout: authorizationTimeoutMs, headers });
    if (typeof answer.auth !== 'string') throw toFailure(new Error('Malformed channel authorization'));
    if (!isEncryptedChannel(channelName)) return { auth: answer.auth };
    if (!isSharedSecret(answer.shared_secret)) throw toFailure(new Error('Channel authorization without a usable shared_secret'));
    return { auth: answer.auth, shared_secret: answer.shared_secret };
  } catch (error) {
    throw toFailure(error);
  }
}
