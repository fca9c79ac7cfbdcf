import { request } from '../http/client';
import { toFailure, type Failure } from '../http/failure';
import { authorizationTimeoutMs } from './connection-state';

/** Failures of these kinds only warn about the connection; any other ends the session. */
export const isTransientAuthorizationFailure = (f: Failure) =>
  f.code === 'timeout' || f.code === 'network' || f.code === 400;

/** `headers`: a transport of its own (a setup token) authorizes with its token, not the app's. */
export async function authorizeChannel(socketId: string, channelName: string, headers?: Record<string, string>): Promise<{ auth: string }> {
  try {
    const answer = (await request('POST', 'channel-authorization', { socket_id: socketId, channel_name: channelName }, {
      timeout: authorizationTimeoutMs,
      headers,
    })) as unknown as { auth?: string };
    if (typeof answer.auth !== 'string') throw toFailure(new Error('Malformed channel authorization'));
    return { auth: answer.auth };
  } catch (error) {
    throw toFailure(error);
  }
}
