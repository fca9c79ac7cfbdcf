import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { failure, toFailure, type Failure } from '../http/failure';
import { onDemand } from '../http/on-demand';
import { authorizeChannel, isTransientAuthorizationFailure } from './authorize-channel';
import { reconnectDelay, reconnectPolicy, type ConnectionState } from './connection-state';
import { createGate } from './gate';

export interface LiveChannelOptions {
  key: string;
  host: string;
  cluster: string;
  onState: (state: ConnectionState) => void;
  onEvent: (event: string, data: unknown) => void;
  /** The channel is subscribed (first time, or again after a break): answers can arrive. */
  onSubscribed: () => void;
  /** Network, time-out or bad-request failure of channel authorization: warn only (and try again). */
  onAuthorizationWarning: (failure: Failure) => void;
  /** Any other authorization failure: the session is gone. */
  onAuthorizationFatal: (failure: Failure) => void;
  /** Every attempt to connect or to subscribe again failed: calls stop waiting for the channel. */
  onGaveUp?: (failure: Failure) => void;
  /** Replaceable for tests. */
  authorize?: typeof authorizeChannel;
  loadPusher?: () => Promise<typeof Pusher>;
}

export const CHANNEL_UNAVAILABLE = 'channel-unavailable';

/**
 * Where pusher-js connects for `pusher.host` (config.json), which may name a port (`ws.example:6001`;
 * 443 when it does not): always over TLS, except to this machine's loopback address from a page that
 * is itself plain http there (the local sandbox server, `npm run sandbox:server`). A deployed page is
 * https, so its socket is wss whatever its configuration says.
 */
export function socketAddress(host: string, pageProtocol: string | undefined) {
  const [, hostname = '', port] = /^(.*?)(?::(\d{1,5}))?$/.exec(host) ?? [];
  const wsPort = port ? Number(port) : 443;
  const loopback = hostname === 'localhost' || hostname === '127.0.0.1';
  return { wsHost: hostname, wsPort, wssPort: wsPort, forceTLS: !(loopback && pageProtocol === 'http:') };
}

// The build with end-to-end encrypted channels (it bundles tweetnacl): answers arrive as ciphertext.
const defaultLoadPusher = onDemand(() => import('pusher-js/with-encryption').then((module) => module.default));

/** Starts downloading pusher-js ahead of the session's start (a page opened with a session cookie). */
export const preloadPusher = () => void defaultLoadPusher().catch(() => undefined);

/**
 * One private per-session channel over Pusher. pusher-js is loaded only when a session starts, so
 * the sign-in page does not pay for it. The channel counts as subscribed only while the socket is
 * connected; after any break it subscribes again (pusher-js reconnects on its own; authorization
 * failures that may pass are retried here), and `onSubscribed` lets the caller re-send what is pending.
 */
export function createLiveChannel(options: LiveChannelOptions) {
  const authorize = options.authorize ?? authorizeChannel;
  const loadPusher = options.loadPusher ?? defaultLoadPusher;
  let pusher: Pusher | null = null;
  let channelName: string | null = null;
  /** Bumped whenever the socket is replaced or closed, so late callbacks of an old one are ignored. */
  let generation = 0;
  let restartAttempts = 0;
  let resubscribeAttempts = 0;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let resubscribeTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;
  const gate = createGate();

  const gaveUp = (reason: string) => {
    const f = failure(CHANNEL_UNAVAILABLE, reason, [], true);
    gate.fail(f);
    options.onGaveUp?.(f);
  };

  async function open() {
    const mine = ++generation;
    let PusherClient: typeof Pusher;
    try {
      PusherClient = await loadPusher();
    } catch {
      // The code did not arrive (offline, new deployment): a failed connection like any other.
      if (mine !== generation || stopped) return;
      options.onState('failed');
      scheduleRestart();
      return;
    }
    if (mine !== generation || stopped || !channelName) return;
    const name = channelName;
    const client = new PusherClient(options.key, {
      cluster: options.cluster,
      ...socketAddress(options.host, globalThis.location?.protocol),
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      channelAuthorization: {
        endpoint: 'channel-authorization',
        transport: 'ajax',
        customHandler: ({ socketId, channelName: asked }, callback) => {
          authorize(socketId, asked).then(
            (auth) => callback(null, auth),
            (error: unknown) => {
              callback(new Error('Channel authorization failed'), null);
              if (mine === generation) authorizationFailed(toFailure(error), client, name);
            },
          );
        },
      },
    });
    pusher = client;
    client.connection.bind('state_change', ({ current }: { current: ConnectionState }) => {
      if (mine !== generation) return;
      options.onState(current);
      if (current !== 'connected') gate.close();
      if (current === 'connected') restartAttempts = 0;
      if (current === 'failed' || current === 'unavailable') scheduleRestart();
    });
    const channel: Channel = client.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => {
      if (mine !== generation) return;
      resubscribeAttempts = 0;
      clearTimeout(resubscribeTimer);
      gate.open();
      options.onSubscribed();
    });
    channel.bind_global((event: string, data: unknown) => {
      if (mine !== generation || event.startsWith('pusher:') || event.startsWith('pusher_internal:')) return;
      options.onEvent(event, data);
    });
  }

  /** A failure that may pass is retried with the reconnect policy; any other ends the session. */
  function authorizationFailed(f: Failure, client: Pusher, name: string) {
    if (!isTransientAuthorizationFailure(f)) {
      options.onAuthorizationFatal(f);
      return;
    }
    options.onAuthorizationWarning(f);
    if (resubscribeAttempts >= reconnectPolicy.attempts) {
      gaveUp('The live channel could not be authorized');
      return;
    }
    resubscribeAttempts += 1;
    clearTimeout(resubscribeTimer);
    const mine = generation;
    resubscribeTimer = setTimeout(() => {
      if (mine !== generation || stopped) return;
      // pusher-js subscribes now if connected, or by itself once it is.
      client.subscribe(name);
    }, reconnectDelay(resubscribeAttempts));
  }

  function close() {
    generation += 1;
    clearTimeout(restartTimer);
    clearTimeout(resubscribeTimer);
    gate.close();
    if (pusher) {
      const client = pusher;
      pusher = null;
      client.disconnect();
    }
  }

  /** A failed connection restarts listening: 1 s, then at most 2 s apart, 15 attempts. */
  function scheduleRestart() {
    if (stopped) return;
    if (restartAttempts >= reconnectPolicy.attempts) {
      gaveUp('The live channel could not connect');
      return;
    }
    restartAttempts += 1;
    clearTimeout(restartTimer);
    restartTimer = setTimeout(() => {
      close();
      void open();
    }, reconnectDelay(restartAttempts));
  }

  function begin() {
    restartAttempts = 0;
    resubscribeAttempts = 0;
    close();
    gate.reset();
    void open();
  }

  return {
    start(name: string) {
      stopped = false;
      channelName = name;
      begin();
    },
    stop() {
      stopped = true;
      close();
      gate.reset();
      options.onState('disconnected');
    },
    /** Restart listening now (after a failure or giving up), keeping the same channel. */
    restart() {
      if (stopped || !channelName) return;
      begin();
    },
    /** Resolves once subscribed; rejects (retryable) when the channel has given up. */
    ready: () => gate.wait(),
    channelName: () => channelName,
  };
}

export type LiveChannel = ReturnType<typeof createLiveChannel>;
