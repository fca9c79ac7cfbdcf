import { delay, HttpResponse } from 'msw';
import { takeChannelAuthorizationFault } from '../faults';
import { channelSignature } from '../pusher-hub';
import { bindChannel, resolveSession } from '../sessions';
import { apiRoute, badRequest, errorResponse, isRecord, readJson, unauthorized } from './respond';

const forbidden = () => errorResponse(403, 'forbidden', 'Forbidden');

/**
 * POST channel-authorization {socket_id, channel_name}: binds the private session channel
 * to the caller's session on first use and signs it for that socket.
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
  if (!channel.startsWith('private-session-') || !bindChannel(session, channel)) return forbidden();
  return HttpResponse.json({ auth: channelSignature(socketId, channel) });
});
