import { request } from '../client';

/** What the server answers: the signature, and for an encrypted channel its key. */
export interface ChannelAuthorizationAnswer {
  auth?: unknown;
  shared_secret?: unknown;
}

/** `POST channel-authorization` (spec §7); `headers`: a transport of its own (a setup token) authorizes with its token. */
export const postChannelAuthorization = async (
  socketId: string,
  channelName: string,
  { timeout, headers }: { timeout: number; headers?: Record<string, string> },
): Promise<ChannelAuthorizationAnswer> =>
  (await request(
    'POST',
    'channel-authorization',
    { socket_id: socketId, channel_name: channelName },
    { timeout, headers },
  )) as unknown as ChannelAuthorizationAnswer;
