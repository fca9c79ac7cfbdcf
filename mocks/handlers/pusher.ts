import { ws } from 'msw';
import { addConnection, frame, nextSocketId, removeConnection, subscribe, unsubscribe } from '../pusher-hub';
import { isRecord } from './respond';

/** The Pusher protocol 7 endpoint of the sandbox. */
export const pusherLink = ws.link('wss://ws.sandbox.test/app/*');

const parse = (data: unknown): { event?: unknown; data?: unknown } | null => {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as unknown;
    return isRecord(message) ? message : null;
  } catch {
    return null;
  }
};

/** Pusher clients send `data` as an object; tolerate a JSON string too. */
const payloadOf = (data: unknown): Record<string, unknown> => {
  if (isRecord(data)) return data;
  if (typeof data === 'string') {
    try {
      const parsed = JSON.parse(data) as unknown;
      return isRecord(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return {};
};

export const pusherHandler = pusherLink.addEventListener('connection', ({ client }) => {
  const socketId = nextSocketId();
  addConnection(socketId, client);
  client.send(frame('pusher:connection_established', { socket_id: socketId, activity_timeout: 120 }));

  client.addEventListener('message', (event) => {
    const message = parse(event.data);
    if (!message) return;
    const data = payloadOf(message.data);
    const channel = typeof data.channel === 'string' ? data.channel : '';
    switch (message.event) {
      case 'pusher:ping':
        client.send(frame('pusher:pong', {}));
        break;
      case 'pusher:subscribe':
        if (subscribe(socketId, channel, data.auth)) {
          client.send(frame('pusher_internal:subscription_succeeded', {}, channel));
        } else {
          client.send(frame('pusher:subscription_error', { type: 'AuthError', error: 'Invalid channel signature', status: 403 }, channel));
        }
        break;
      case 'pusher:unsubscribe':
        unsubscribe(socketId, channel);
        break;
      default:
        break;
    }
  });

  client.addEventListener('close', () => removeConnection(socketId));
});
