import { request } from '../http/client';
import { toFailure, type Failure } from '../http/failure';
import { authorizationTimeoutMs } from './connection-state';

/** Failures of these kinds only warn about the connection; any other ends the session. */
export const isTransientAuthorizationFailure = (f: Failure) =>
  f.code === 'timeout' || f.code === 'network' || f.code === 400;

export async function authorizeChannel(socketId: string, channelName: string): Promise<{ auth: string }> {
  try {
    const answer = (await request('POST', 'channel-authorization', { socket_id: socketId, channel_name: channelName }, {
      timeout: authorizationTimeoutMs,
    })) as unknown as { auth?: string };
    if (typeof answer.auth !== 'string') throw toFailure(new Error('Malformed channel authorization'));
    return { auth: answer.auth };
  } catch (error) {
    throw toFailure(error);
  }
}
