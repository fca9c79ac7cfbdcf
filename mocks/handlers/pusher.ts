import { ws } from 'msw';
import { addConnection, frame, nextSocketId, removeConnection, subscribe, unsubscribe, type HubClient } from '../pusher-hub';
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

/**
 * One Pusher protocol 7 connection on the hub: announces its socket id, then answers what the client
 * sends (`receive`: ping, subscribe with the channel's signature, unsubscribe) until `closed`. The
 * MSW link below and the Node sandbox server's WebSocket server (`sandbox-server/pusher-socket.ts`)
 * both speak through it.
 */
export function openPusherConnection(client: HubClient) {
  const socketId = nextSocketId();
  addConnection(socketId, client);
  client.send(frame('pusher:connection_established', { socket_id: socketId, activity_timeout: 120 }));
  return {
    socketId,
    receive(raw: unknown) {
      const message = parse(raw);
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
    },
    closed() {
      removeConnection(socketId);
    },
  };
}

export const pusherHandler = pusherLink.addEventListener('connection', ({ client }) => {
  const connection = openPusherConnection(client);
  client.addEventListener('message', (event) => connection.receive(event.data));
  client.addEventListener('close', () => connection.closed());
});
