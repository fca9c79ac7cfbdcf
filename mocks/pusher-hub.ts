import { can, reaches } from './db/access';
import { digest } from './db/random';
import { afterSync, db, flushPersist, storedRevision } from './db/store';
import { answersReleased, getLatency, takePushMultiplicity } from './faults';
import { channelKey, encryptEventData, isEncryptedChannel } from './channel-encryption';

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
/**
 * The largest event `data` a Pusher-protocol server takes: 10 KB, Pusher Channels' default (soketi's
 * is configurable, 100 KB by default). Answers larger than this go by pointer (action-result-pointers.ts).
 */
export const PUSH_EVENT_LIMIT_BYTES = 10 * 1024;
const connections = new Map<string, Connection>();
let socketCounter = 0;

/** Pusher-style socket ids: `<n>.<n>`. */
export const nextSocketId = () => {
  socketCounter += 1;
  return `${1000 + socketCounter}.${(socketCounter * 7919) % 100000}`;
};

/** The `auth` string channel-authorization issues for this socket and channel. */
export const channelSignature = (socketId: string, channel: string) => `${PUSHER_KEY}:${digest(`${socketId}:${channel}`)}${digest(`${channel}:${socketId}`)}`;

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

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * The event's `data` as it goes on the wire, or null when it may not go: the hub pushes only on
 * encrypted channels whose key it issued (never plaintext customer data), and nothing over the limit.
 */
function wireData(channel: string, data: unknown): string | null {
  const key = isEncryptedChannel(channel) ? channelKey(channel) : undefined;
  if (!key) {
    console.warn(`[sandbox] not pushed: ${channel} is not an end-to-end encrypted channel with a key`);
    return null;
  }
  const sealed = encryptEventData(key, typeof data === 'string' ? data : JSON.stringify(data));
  if (byteLength(sealed) > PUSH_EVENT_LIMIT_BYTES) {
    // What a Pusher-protocol server does with it (HTTP 413): the event is lost.
    console.warn(`[sandbox] not pushed: ${byteLength(sealed)} bytes is over the ${PUSH_EVENT_LIMIT_BYTES}-byte event limit`);
    return null;
  }
  return sealed;
}

/**
 * Sends an event to every client subscribed to the channel, encrypted with the channel's key;
 * returns how many got it (none on a channel that is not end-to-end encrypted, or over the limit).
 */
function deliverHere(channel: string, event: string, data: unknown): number {
  let delivered = 0;
  let sealed: string | null | undefined;
  for (const { client, channels } of connections.values()) {
    if (!channels.has(channel)) continue;
    sealed ??= wireData(channel, data);
    if (sealed === null) return 0;
    try {
      client.send(frame(event, sealed, channel));
      delivered += 1;
    } catch {
      // A closing socket: it will be removed by its close handler.
    }
  }
  return delivered;
}

/**
 * The browser's other tabs: each runs its own sandbox with its own sockets (one database, synced by
 * the store). Every event is handed over to them too and sealed there, with that tab's channel key,
 * for their sockets on the channel (the tabs of a session share one). Off until `relayPushesAcrossTabs`
 * (the browser sandbox).
 */
let tabRelay: BroadcastChannel | null = null;

interface RelayedPush {
  channel: string;
  event: string;
  data: unknown;
  /** The stored database's revision that holds the change the event announces. */
  revision: number;
}

/** How long a relayed push waits for its tab to take in the change it announces (a write lost to a full storage). */
const RELAY_WAIT_MS = 2_000;
const waiting = new Set<{ push: RelayedPush; timer: ReturnType<typeof setTimeout> }>();

function deliverRelayed(entry: { push: RelayedPush; timer: ReturnType<typeof setTimeout> }) {
  clearTimeout(entry.timer);
  waiting.delete(entry);
  deliverHere(entry.push.channel, entry.push.event, entry.push.data);
}

let stopWaitingForSync: (() => void) | null = null;

export function relayPushesAcrossTabs() {
  if (tabRelay || typeof BroadcastChannel === 'undefined') return;
  tabRelay = new BroadcastChannel('sandbox-pushes');
  tabRelay.onmessage = ({ data }: MessageEvent<RelayedPush>) => {
    if (!data || typeof data.channel !== 'string' || typeof data.event !== 'string') return;
    if (storedRevision() >= data.revision) {
      deliverHere(data.channel, data.event, data.data);
      return;
    }
    // The push can arrive before the database write it announces (two paths between tabs): a client
    // that refetched at once would read the old state and never hear of the change again.
    const entry = { push: data, timer: setTimeout(() => deliverRelayed(entry), RELAY_WAIT_MS) };
    waiting.add(entry);
  };
  stopWaitingForSync = afterSync(() => {
    for (const entry of [...waiting]) if (storedRevision() >= entry.push.revision) deliverRelayed(entry);
  });
}

/** Back to this tab alone (tests): the channel closed, held pushes dropped. */
export function stopRelayingPushes() {
  tabRelay?.close();
  tabRelay = null;
  stopWaitingForSync?.();
  stopWaitingForSync = null;
  for (const entry of waiting) clearTimeout(entry.timer);
  waiting.clear();
}

export function publish(channel: string, event: string, data: unknown): number {
  // Every tab's sockets hear it: the tabs of one session share its channel, each with a socket of its own.
  tabRelay?.postMessage({ channel, event, data, revision: flushPersist() } satisfies RelayedPush);
  return deliverHere(channel, event, data);
}

/**
 * Delivers an event to every channel bound to the session after the configured latency (and once
 * answers are no longer held), honouring the drop / duplicate fault switches (one switch per push).
 */
export function pushToSession(sessionId: string, event: string, data: unknown, fallbackChannels: readonly string[] = []) {
  const action = data && typeof data === 'object' ? (data as { action?: unknown }).action : undefined;
  const times = takePushMultiplicity(typeof action === 'string' ? action : undefined);
  const deliver = () => {
    // A session ended by this very action (deleteAccessToken) still hears its answer.
    const channels = db.sessions.get(sessionId)?.channels ?? fallbackChannels;
    for (let i = 0; i < times; i += 1) for (const channel of channels) publish(channel, event, data);
  };
  const later = () => setTimeout(deliver, getLatency());
  const held = answersReleased();
  if (held) void held.then(later);
  else later();
}

/** The `resource-updated` push event: a resource changed by the sandbox on its own (a scheduled job). */
export interface ResourceUpdated {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  /** The workspace the change belongs to (the scope it was pushed for); added by the hub when absent. */
  resourceId?: string;
}

/** A `resource-updated` event names the scope it was pushed for, so the app knows its workspace. */
const withScope = (scopeId: string, event: string, data: unknown): unknown =>
  event === 'resource-updated' && data !== null && typeof data === 'object' && !Array.isArray(data) && !('resourceId' in data)
    ? { ...data, resourceId: scopeId }
    : data;

/**
 * Pushes `event` to the channels of every signed-in session whose identity can see the resource:
 * it reaches the resource (see `reaches`) and, when `permission` is given, holds it there (any of a
 * list). Returns the ids of the sessions it was pushed to.
 */
export function pushToResourceViewers(resourceId: string, event: string, data: unknown, options: { permission?: string | readonly string[] } = {}): string[] {
  const sessions: string[] = [];
  const verdicts = new Map<string, boolean>();
  const payload = withScope(resourceId, event, data);
  for (const session of db.sessions.all()) {
    if (session.scope !== 'full' || !session.identityId || session.channels.length === 0) continue;
    let sees = verdicts.get(session.identityId);
    if (sees === undefined) {
      const identity = db.identities.get(session.identityId);
      sees =
        identity !== undefined &&
        identity.status === 'active' &&
        reaches(identity, resourceId) &&
        (options.permission === undefined || can(identity, options.permission, resourceId));
      verdicts.set(session.identityId, sees);
    }
    if (!sees) continue;
    pushToSession(session.id, event, payload);
    sessions.push(session.id);
  }
  return sessions;
}

/** Pushes `resource-updated` `{type, id, attributes?, resourceId: scopeId}` to everyone who can see `scopeId` (the resource, or a transaction's project). */
export const pushResourceUpdated = (scopeId: string, update: ResourceUpdated, options: { permission?: string | readonly string[] } = {}) =>
  pushToResourceViewers(scopeId, 'resource-updated', update, options);

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
