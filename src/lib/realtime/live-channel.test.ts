import type Pusher from 'pusher-js';
import { failure, type Failure } from '../http/failure';
import { CHANNEL_UNAVAILABLE, createLiveChannel, socketAddress } from './live-channel';
import { FakeNetwork } from './testing/fake-pusher';

const ok = async () => ({ auth: 'signed' });

function setup(
  options: { authorize?: (socketId: string, name: string) => Promise<{ auth: string }>; loadPusher?: () => Promise<typeof Pusher>; network?: FakeNetwork } = {},
) {
  const network = options.network ?? new FakeNetwork();
  const callbacks = {
    onState: vi.fn(),
    onEvent: vi.fn(),
    onSubscribed: vi.fn(),
    onAuthorizationWarning: vi.fn(),
    onAuthorizationFatal: vi.fn(),
    onGaveUp: vi.fn(),
  };
  const created: unknown[] = [];
  const loadPusher =
    options.loadPusher ??
    (async () => {
      const Base = network.Pusher;
      return class extends Base {
        constructor(...args: ConstructorParameters<typeof Base>) {
          super(...args);
          created.push(this);
        }
      } as unknown as typeof Pusher;
    });
  const channel = createLiveChannel({ key: 'k', host: 'h', cluster: 'c', ...callbacks, authorize: options.authorize ?? ok, loadPusher });
  const settled = () => {
    const state = { value: 'pending' as 'pending' | 'ready' | 'refused', reason: undefined as Failure | undefined };
    channel.ready().then(
      () => (state.value = 'ready'),
      (reason: Failure) => {
        state.value = 'refused';
        state.reason = reason;
      },
    );
    return state;
  };
  return { network, channel, created, settled, ...callbacks };
}

describe('live channel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is ready once subscribed, and only while the socket is connected', async () => {
    const { network, channel, settled, onSubscribed } = setup();
    channel.start('private-session-1');
    const first = settled();
    await vi.advanceTimersByTimeAsync(100);
    expect(first.value).toBe('ready');
    expect(onSubscribed).toHaveBeenCalledTimes(1);

    network.dropAll();
    const during = settled();
    await vi.advanceTimersByTimeAsync(0);
    expect(during.value).toBe('pending');
    await vi.advanceTimersByTimeAsync(100);
    expect(during.value).toBe('ready');
    // Subscribed again after pusher-js reconnected by itself: the caller re-sends what is pending.
    expect(onSubscribed).toHaveBeenCalledTimes(2);
  });

  it('passes events of the channel on, and nothing after stop', async () => {
    const { network, channel, onEvent } = setup();
    channel.start('private-session-1');
    await vi.advanceTimersByTimeAsync(100);
    network.publish('private-session-1', 'action-result', { requestReference: 'r' });
    expect(onEvent).toHaveBeenCalledWith('action-result', { requestReference: 'r' });
    channel.stop();
    network.publish('private-session-1', 'action-result', { requestReference: 's' });
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('a temporary authorization failure warns and subscribes again after 1 s', async () => {
    let failures = 1;
    const authorize = vi.fn(async () => {
      if (failures-- > 0) throw failure('network', 'Network Error', [], true);
      return { auth: 'signed' };
    });
    const { channel, settled, onAuthorizationWarning, onAuthorizationFatal } = setup({ authorize });
    channel.start('private-session-1');
    const ready = settled();
    await vi.advanceTimersByTimeAsync(50);
    expect(onAuthorizationWarning).toHaveBeenCalledTimes(1);
    expect(ready.value).toBe('pending');
    await vi.advanceTimersByTimeAsync(999);
    expect(authorize).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(ready.value).toBe('ready');
    expect(onAuthorizationFatal).not.toHaveBeenCalled();
  });

  it('a channel that stays unauthorized gives up after 15 tries: calls are refused instead of timing out', async () => {
    const authorize = vi.fn(async () => {
      throw failure(400, 'Bad Request');
    });
    const { channel, settled, onGaveUp } = setup({ authorize });
    channel.start('private-session-1');
    const ready = settled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(authorize).toHaveBeenCalledTimes(16);
    expect(onGaveUp).toHaveBeenCalledWith(expect.objectContaining({ code: CHANNEL_UNAVAILABLE, retryable: true }));
    expect(ready.value).toBe('refused');
  });

  it('a refused authorization ends the session at once, without retrying', async () => {
    const authorize = vi.fn(async () => {
      throw failure(403, 'Forbidden');
    });
    const { channel, onAuthorizationFatal, onAuthorizationWarning } = setup({ authorize });
    channel.start('private-session-1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(authorize).toHaveBeenCalledTimes(1);
    expect(onAuthorizationFatal).toHaveBeenCalledWith(expect.objectContaining({ code: 403 }));
    expect(onAuthorizationWarning).not.toHaveBeenCalled();
  });

  it('a failed pusher-js download is a failed connection that is retried, never an unhandled rejection', async () => {
    const network = new FakeNetwork();
    let downloads = 0;
    const loadPusher = vi.fn(async () => {
      downloads += 1;
      if (downloads === 1) throw failure('network', 'Network Error', [], true);
      return network.Pusher as unknown as typeof Pusher;
    });
    const { channel, settled, onState } = setup({ loadPusher });
    channel.start('private-session-1');
    const ready = settled();
    await vi.advanceTimersByTimeAsync(0);
    expect(onState).toHaveBeenCalledWith('failed');
    await vi.advanceTimersByTimeAsync(1_100);
    expect(loadPusher).toHaveBeenCalledTimes(2);
    expect(ready.value).toBe('ready');
  });

  it('two overlapping starts leave one socket, not an orphan', async () => {
    const { channel, created } = setup();
    channel.start('private-session-1');
    channel.start('private-session-2');
    await vi.advanceTimersByTimeAsync(100);
    expect(created).toHaveLength(1);
    expect(channel.channelName()).toBe('private-session-2');
  });

  it('a failed connection restarts listening after 1 s, then at most 2 s apart, and gives up after 15', async () => {
    // A network where no socket ever connects.
    const { channel, created, onGaveUp, settled } = setup({ network: new FakeNetwork({ connectDelayMs: 1e9 }) });
    channel.start('private-session-1');
    const ready = settled();
    await vi.advanceTimersByTimeAsync(100);
    const fail = () => {
      const client = created[created.length - 1] as { connection: { emit: (e: string, d: unknown) => void } };
      client.connection.emit('state_change', { previous: 'connected', current: 'failed' });
    };
    fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(created).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(created).toHaveLength(2);
    for (let i = 0; i < 20; i += 1) {
      fail();
      await vi.advanceTimersByTimeAsync(2_000);
    }
    expect(created).toHaveLength(16);
    expect(onGaveUp).toHaveBeenCalled();
    expect(ready.value).toBe('refused');
  });

  it('stop disconnects and cancels a pending restart', async () => {
    const { network, channel, created, onState } = setup();
    channel.start('private-session-1');
    await vi.advanceTimersByTimeAsync(100);
    (created[0] as { connection: { emit: (e: string, d: unknown) => void } }).connection.emit('state_change', { current: 'failed' });
    channel.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(created).toHaveLength(1);
    expect(network.openSockets).toBe(0);
    expect(onState).toHaveBeenLastCalledWith('disconnected');
  });
});

describe('socketAddress', () => {
  it('connects over TLS on 443, or on the port pusher.host names', () => {
    expect(socketAddress('ws.paytide.example', 'https:')).toEqual({ wsHost: 'ws.paytide.example', wsPort: 443, wssPort: 443, forceTLS: true });
    expect(socketAddress('ws.paytide.example:6001', 'https:')).toEqual({ wsHost: 'ws.paytide.example', wsPort: 6001, wssPort: 6001, forceTLS: true });
    expect(socketAddress('', 'https:')).toMatchObject({ wsHost: '', forceTLS: true });
  });

  it('goes without TLS only to the loopback address from a plain-http page there (the local sandbox server)', () => {
    expect(socketAddress('localhost:4321', 'http:')).toEqual({ wsHost: 'localhost', wsPort: 4321, wssPort: 4321, forceTLS: false });
    expect(socketAddress('127.0.0.1:4321', 'http:')).toMatchObject({ forceTLS: false });
    expect(socketAddress('localhost:4321', 'https:')).toMatchObject({ forceTLS: true });
    expect(socketAddress('ws.paytide.example:4321', 'http:')).toMatchObject({ forceTLS: true });
  });
});
