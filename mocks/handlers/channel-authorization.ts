import { delay, HttpResponse } from 'msw';
import { takeChannelAuthorizationFault } from '../faults';
import { SESSION_CHANNEL_PREFIX } from '@/lib/realtime/channel-names';
import { sharedSecretFor } from '../channel-encryption';
import { channelSignature } from '../pusher-hub';
import { bindChannel, resolveSession } from '../sessions';
import { apiRoute, badRequest, errorResponse, isRecord, readJson, unauthorized } from './respond';

const forbidden = () => errorResponse(403, 'forbidden', 'Forbidden');

/**
 * POST channel-authorization {socket_id, channel_name}: binds the encrypted session channel
 * (`private-encrypted-session-<id>`) to the caller's session on first use, signs it for that
 * socket and hands over the channel's key (`shared_secret`, see channel-encryption.ts). Any other
 * channel name is refused (403).
 */
export const channelAuthorizationHandler = apiRoute('post', 'channel-authorization', async ({ request, cookies }) => {
  switch (takeChannelAuthorizationFault()) {
    case 'timeout':
      await delay('infinite');
      return forbidden();
    case 'network':
      return HttpResponse.error();
    case 'forbidden':
      return forbidden();
    case 'bad-request':
      return badRequest('Sandbox: channel authorization refused');
    default:
      break;
  }
  const body = await readJson(request);
  const socketId = isRecord(body) ? body.socket_id : undefined;
  const channel = isRecord(body) ? body.channel_name : undefined;
  if (typeof socketId !== 'string' || !/^\d+\.\d+$/.test(socketId) || typeof channel !== 'string') {
    return badRequest('socket_id and channel_name are required');
  }
  const session = resolveSession(request, cookies);
  if (!session) return unauthorized();
  // Only end-to-end encrypted session channels: answers carry customer data.
  if (!channel.startsWith(SESSION_CHANNEL_PREFIX) || !bindChannel(session, channel)) return forbidden();
  return HttpResponse.json({ auth: channelSignature(socketId, channel), shared_secret: await sharedSecretFor(channel) });
});
