/**
 * A stand-in for pusher-js in tests, faithful to the parts the live channel relies on (read from
 * pusher-js 8's source): the connection's state changes, `subscribeAll` on every 'connected',
 * channels forgetting their subscription on 'connecting'/'disconnected', and `subscribe(name)`
 * retrying only a subscription that is neither pending nor done. The network behind it is
 * driven by the test: drop sockets, publish events, decide when things arrive.
 */
type Listener = (...args: never[]) => void;

interface AuthorizeOptions {
  channelAuthorization: {
    customHandler: (params: { socketId: string; channelName: string }, callback: (error: Error | null, data: { auth: string } | null) => void) => void;
  };
}

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  private globals = new Set<(event: string, data: unknown) => void>();
  bind(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  bind_global(listener: (event: string, data: unknown) => void) {
    this.globals.add(listener);
    return this;
  }
  emit(event: string, data?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (data: unknown) => void)(data);
    for (const listener of this.globals) listener(event, data);
  }
}

export class FakeChannel extends Emitter {
  subscribed = false;
  pending = false;
  cancelled = false;
  constructor(
    readonly name: string,
    private readonly client: FakePusher,
  ) {
    super();
  }
  disconnect() {
    this.subscribed = false;
    this.pending = false;
  }
  subscribe() {
    if (this.subscribed) return;
    this.pending = true;
    this.cancelled = false;
    const epoch = this.client.epoch;
    this.client.options.channelAuthorization.customHandler({ socketId: this.client.connection.socket_id, channelName: this.name }, (error) => {
      if (error) {
        this.pending = false;
        this.emit('pusher:subscription_error', { type: 'AuthError', error: error.message });
        return;
      }
      this.client.network.afterSubscribeDelay(() => {
        if (epoch !== this.client.epoch || this.client.connection.state !== 'connected') return;
        this.pending = false;
        this.subscribed = true;
        this.emit('pusher:subscription_succeeded', {});
      });
    });
  }
}

export class FakePusher {
  readonly connection: Emitter & { state: string; socket_id: string };
  readonly channels = new Map<string, FakeChannel>();
  /** Bumped on every new socket: a late subscription of an old socket is dropped, as on the wire. */
  epoch = 0;
  disconnected = false;

  constructor(
    readonly key: string,
    readonly options: AuthorizeOptions,
    readonly network: FakeNetwork,
  ) {
    this.connection = Object.assign(new Emitter(), { state: 'initialized', socket_id: '' });
    this.connection.bind('connected', () => this.subscribeAll());
    network.clients.add(this);
    this.connect();
  }

  private setState(current: string) {
    const previous = this.connection.state;
    if (previous === current) return;
    this.connection.state = current;
    if (current === 'connecting' || current === 'disconnected') for (const channel of this.channels.values()) channel.disconnect();
    this.connection.emit('state_change', { previous, current });
    this.connection.emit(current);
  }

  connect() {
    if (this.disconnected) return;
    this.epoch += 1;
    const epoch = this.epoch;
    this.setState('connecting');
    this.network.afterConnectDelay(() => {
      if (this.disconnected || epoch !== this.epoch) return;
      this.connection.socket_id = `${this.network.nextSocket()}.1`;
      this.setState('connected');
    });
  }

  /** The socket closed under us: pusher-js goes back to connecting and tries again. */
  drop() {
    if (this.disconnected || this.connection.state !== 'connected') return;
    this.connect();
  }

  subscribeAll() {
    for (const name of this.channels.keys()) this.subscribe(name);
  }

  subscribe(name: string) {
    let channel = this.channels.get(name);
    if (!channel) {
      channel = new FakeChannel(name, this);
      this.channels.set(name, channel);
    }
    if (channel.pending && channel.cancelled) channel.cancelled = false;
    else if (!channel.pending && this.connection.state === 'connected') channel.subscribe();
    return channel;
  }

  disconnect() {
    this.disconnected = true;
    this.network.clients.delete(this);
    this.setState('disconnected');
  }
}

export interface FakeNetworkOptions {
  connectDelayMs?: number;
  subscribeDelayMs?: number;
}

export class FakeNetwork {
  readonly clients = new Set<FakePusher>();
  private sockets = 0;
  constructor(private readonly options: FakeNetworkOptions = {}) {}

  nextSocket() {
    this.sockets += 1;
    return this.sockets;
  }
  afterConnectDelay(fn: () => void) {
    setTimeout(fn, this.options.connectDelayMs ?? 10);
  }
  afterSubscribeDelay(fn: () => void) {
    setTimeout(fn, this.options.subscribeDelayMs ?? 5);
  }

  /** The class to hand to the live channel as `loadPusher`'s result. */
  get Pusher() {
    return bindNetwork(this);
  }

  /** Delivers an event to every socket subscribed to the channel right now; returns how many got it. */
  publish(channel: string, event: string, data: unknown): number {
    let delivered = 0;
    for (const client of this.clients) {
      const target = client.channels.get(channel);
      if (client.connection.state !== 'connected' || !target?.subscribed) continue;
      target.emit(event, structuredClone(data));
      delivered += 1;
    }
    return delivered;
  }

  dropAll() {
    for (const client of [...this.clients]) client.drop();
  }

  /** Sockets currently open (a client not yet disconnected). */
  get openSockets() {
    return this.clients.size;
  }
}

function bindNetwork(network: FakeNetwork) {
  return class extends FakePusher {
    constructor(key: string, options: AuthorizeOptions) {
      super(key, options, network);
    }
  };
}
