import { createLiveChannel } from './live-channel';

const instances: FakePusher[] = [];
class FakePusher {
  handlers: Record<string, (payload: { current: string }) => void> = {};
  disconnected = false;
  connection = { bind: (event: string, handler: (payload: { current: string }) => void) => (this.handlers[event] = handler) };
  constructor() {
    instances.push(this);
  }
  subscribe() {
    return { bind: () => undefined, bind_global: () => undefined };
  }
  disconnect() {
    this.disconnected = true;
  }
  emit(current: string) {
    this.handlers.state_change?.({ current });
  }
}
vi.mock('pusher-js', () => ({ default: FakePusher }));

const options = () => ({
  key: 'k',
  host: 'h',
  cluster: 'c',
  onState: vi.fn(),
  onEvent: vi.fn(),
  onSubscribed: vi.fn(),
  onAuthorizationWarning: vi.fn(),
  onAuthorizationFatal: vi.fn(),
});

describe('live channel', () => {
  beforeEach(() => {
    instances.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('a failed connection restarts listening after 1 s, then at most 2 s apart', async () => {
    const opts = options();
    const channel = createLiveChannel(opts);
    channel.start('private-session-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(instances).toHaveLength(1);
    instances[0].emit('failed');
    expect(opts.onState).toHaveBeenCalledWith('failed');
    await vi.advanceTimersByTimeAsync(999);
    expect(instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(instances).toHaveLength(2);
    expect(instances[0].disconnected).toBe(true);
    instances[1].emit('unavailable');
    await vi.advanceTimersByTimeAsync(1999);
    expect(instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(instances).toHaveLength(3);
  });

  it('gives up after 15 attempts', async () => {
    const channel = createLiveChannel(options());
    channel.start('private-session-1');
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 20; i += 1) {
      instances[instances.length - 1].emit('failed');
      await vi.advanceTimersByTimeAsync(2000);
    }
    expect(instances).toHaveLength(16);
  });

  it('stop disconnects and cancels a pending restart', async () => {
    const opts = options();
    const channel = createLiveChannel(opts);
    channel.start('private-session-1');
    await vi.advanceTimersByTimeAsync(0);
    instances[0].emit('failed');
    channel.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(instances).toHaveLength(1);
    expect(instances[0].disconnected).toBe(true);
    expect(opts.onState).toHaveBeenLastCalledWith('disconnected');
  });
});
