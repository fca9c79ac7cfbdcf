import { digest } from './db/random';
import { db } from './db/store';
import { getLatency, takePushMultiplicity } from './faults';

/** The part of an MSW WebSocket client connection the hub needs. */
export interface HubClient {
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
}

interface Connection {
  client: HubClient;
  channels: Set<string>;
}

export const PUSHER_KEY = 'sandbox-key';
const connections = new Map<string, Connection>();
let socketCounter = 0;

/** Pusher-style socket ids: `<n>.<n>`. */
export const nextSocketId = () => {
  socketCounter += 1;
  return `${1000 + socketCounter}.${(socketCounter * 7919) % 100000}`;
};

/** The `auth` string channel-authorization issues for this socket and channel. */
export const channelSignature = (socketId: string, channel: string) =>
  `${PUSHER_KEY}:${digest(`${socketId}:${channel}`)}${digest(`${channel}:${socketId}`)}`;

export const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify({ event, ...(channel !== undefined && { channel }), data: typeof data === 'string' ? data : JSON.stringify(data) });

export function addConnection(socketId: string, client: HubClient) {
  connections.set(socketId, { client, channels: new Set() });
}

export const removeConnection = (socketId: string) => connections.delete(socketId);

/** Subscribes when `auth` is the signature issued for this socket and channel. */
export function subscribe(socketId: string, channel: string, auth: unknown): boolean {
  const connection = connections.get(socketId);
  if (!connection || typeof auth !== 'string' || auth !== channelSignature(socketId, channel)) return false;
  connection.channels.add(channel);
  return true;
}

export const unsubscribe = (socketId: string, channel: string) => connections.get(socketId)?.channels.delete(channel);

/** Sends an event to every client subscribed to the channel; returns how many got it. */
export function publish(channel: string, event: string, data: unknown): number {
  let delivered = 0;
  for (const { client, channels } of connections.values()) {
    if (!channels.has(channel)) continue;
    try {
      client.send(frame(event, data, channel));
      delivered += 1;
    } catch {
      // A closing socket: it will be removed by its close handler.
    }
  }
  return delivered;
}

/**
 * Delivers an event to every channel bound to the session after the configured latency,
 * honouring the drop / duplicate fault switches (one switch per push).
 */
export function pushToSession(sessionId: string, event: string, data: unknown, fallbackChannels: readonly string[] = []) {
  const action = data && typeof data === 'object' ? (data as { action?: unknown }).action : undefined;
  const times = takePushMultiplicity(typeof action === 'string' ? action : undefined);
  const deliver = () => {
    // A session ended by this very action (deleteAccessToken) still hears its answer.
    const channels = db.sessions.get(sessionId)?.channels ?? fallbackChannels;
    for (let i = 0; i < times; i += 1) for (const channel of channels) publish(channel, event, data);
  };
  setTimeout(deliver, getLatency());
}

/** Closes every socket (pusher-js reconnects on its own). */
export function disconnectAll(code = 4200, reason = 'Sandbox disconnect') {
  for (const [socketId, { client }] of [...connections]) {
    connections.delete(socketId);
    try {
      client.close(code, reason);
    } catch {
      // already closed
    }
  }
}

export const hubState = () => ({
  sockets: connections.size,
  subscriptions: [...connections.values()].reduce((sum, c) => sum + c.channels.size, 0),
});
