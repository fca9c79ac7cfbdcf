import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import type { Failure } from '../http/failure';
import { authorizeChannel, isTransientAuthorizationFailure } from './authorize-channel';
import { reconnectDelay, reconnectPolicy, type ConnectionState } from './connection-state';

export interface LiveChannelOptions {
  key: string;
  host: string;
  cluster: string;
  onState: (state: ConnectionState) => void;
  onEvent: (event: string, data: unknown) => void;
  onSubscribed: () => void;
  /** Network, time-out or bad-request failure of channel authorization: warn only. */
  onAuthorizationWarning: (failure: Failure) => void;
  /** Any other authorization failure: the session is gone. */
  onAuthorizationFatal: (failure: Failure) => void;
}

/**
 * One private per-session channel over Pusher. pusher-js is loaded only when a session
 * starts, so the sign-in page does not pay for it.
 */
export function createLiveChannel(options: LiveChannelOptions) {
  let pusher: Pusher | null = null;
  let channel: Channel | null = null;
  let channelName: string | null = null;
  let attempts = 0;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;
  let subscribed: Promise<void> = Promise.resolve();
  let markSubscribed: () => void = () => {};

  const resetSubscribed = () => {
    subscribed = new Promise<void>((resolve) => (markSubscribed = resolve));
  };

  async function open() {
    const { default: PusherClient } = await import('pusher-js');
    if (stopped || !channelName) return;
    const client = new PusherClient(options.key, {
      cluster: options.cluster,
      wsHost: options.host,
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      channelAuthorization: {
        endpoint: 'channel-authorization',
        transport: 'ajax',
        customHandler: ({ socketId, channelName: name }, callback) => {
          authorizeChannel(socketId, name).then(
            (auth) => callback(null, auth),
            (failure: Failure) => {
              if (isTransientAuthorizationFailure(failure)) options.onAuthorizationWarning(failure);
              else options.onAuthorizationFatal(failure);
              callback(new Error(failure.message), null);
            },
          );
        },
      },
    });
    pusher = client;
    client.connection.bind('state_change', ({ current }: { current: ConnectionState }) => {
      if (client !== pusher) return;
      options.onState(current);
      if (current === 'connected') attempts = 0;
      if (current === 'failed' || current === 'unavailable') scheduleRestart();
    });
    channel = client.subscribe(channelName);
    channel.bind('pusher:subscription_succeeded', () => {
      markSubscribed();
      options.onSubscribed();
    });
    channel.bind_global((event: string, data: unknown) => {
      if (!event.startsWith('pusher:') && !event.startsWith('pusher_internal:')) options.onEvent(event, data);
    });
  }

  function close() {
    clearTimeout(restartTimer);
    if (pusher) {
      const client = pusher;
      pusher = null;
      channel = null;
      client.disconnect();
    }
  }

  /** A failed connection restarts listening: 1 s, then at most 2 s apart, 15 attempts. */
  function scheduleRestart() {
    if (stopped || attempts >= reconnectPolicy.attempts) return;
    attempts += 1;
    clearTimeout(restartTimer);
    restartTimer = setTimeout(() => {
      close();
      resetSubscribed();
      void open();
    }, reconnectDelay(attempts));
  }

  return {
    start(name: string) {
      stopped = false;
      channelName = name;
      attempts = 0;
      close();
      resetSubscribed();
      void open();
    },
    stop() {
      stopped = true;
      close();
      options.onState('disconnected');
    },
    /** Restart listening now (after a failure), keeping the same channel. */
    restart() {
      if (stopped || !channelName) return;
      close();
      resetSubscribed();
      void open();
    },
    ready: () => subscribed,
    channelName: () => channelName,
  };
}

export type LiveChannel = ReturnType<typeof createLiveChannel>;
