import { createActionClient, SIGNED_OUT, SUPERSEDED } from './action-client';

function setup(timeoutMs = 30_000) {
  const posted: { endpoint: string; body: { data: { requestReference: string; action: string; id?: string; payload?: unknown } } }[] = [];
  const onServerError = vi.fn();
  let n = 0;
  const client = createActionClient({
    transport: { post: async (endpoint, body) => void posted.push({ endpoint, body }) },
    timeoutMs,
    newReference: () => `ref-${++n}`,
    onServerError,
  });
  const flush = () => vi.advanceTimersByTimeAsync(0);
  return { client, posted, onServerError, flush };
}

describe('async action client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts the request envelope and resolves with the answer that has the same reference', async () => {
    const { client, posted, flush } = setup();
    const result = client.call({ action: 'users/me' });
    await flush();
    expect(posted).toEqual([{ endpoint: 'actions', body: { data: { requestReference: 'ref-1', action: 'users/me' } } }]);
    client.handleAnswer({ requestReference: 'ref-1', data: { id: 'u1' } });
    await expect(result).resolves.toMatchObject({ requestReference: 'ref-1', data: { id: 'u1' } });
  });

  it('sends id and payload, and uses the named endpoint', async () => {
    const { client, posted, flush } = setup();
    void client.call({ endpoint: 'mailbox/actions', action: 'topics/list', id: 't1', payload: { page: { size: 200 } } });
    await flush();
    expect(posted[0]).toEqual({
      endpoint: 'mailbox/actions',
      body: { data: { requestReference: 'ref-1', action: 'topics/list', id: 't1', payload: { page: { size: 200 } } } },
    });
  });

  it('rejects with the error list when the answer carries errors', async () => {
    const { client, flush, onServerError } = setup();
    const result = client.call({ action: 'projects/create' });
    await flush();
    const errors = [{ code: 'required', title: 'Name is required', source: { pointer: '/data/attributes/name' } }];
    client.handleAnswer({ requestReference: 'ref-1', errors });
    await expect(result).rejects.toMatchObject({ code: 'required', errors });
    expect(onServerError).not.toHaveBeenCalled();
  });

  it('notifies when the answer has error code 500', async () => {
    const { client, flush, onServerError } = setup();
    const result = client.call({ action: 'users/me' });
    await flush();
    client.handleAnswer({ requestReference: 'ref-1', errors: [{ code: 500, title: 'Internal' }] });
    await expect(result).rejects.toMatchObject({ code: 500 });
    expect(onServerError).toHaveBeenCalledWith([{ code: 500, title: 'Internal' }], 'users/me');
  });

  it('ignores an answer that arrives twice and answers for unknown references', async () => {
    const { client, flush } = setup();
    const onResolve = vi.fn();
    void client.call({ action: 'users/me' }).then(onResolve);
    await flush();
    client.handleAnswer({ requestReference: 'unknown', data: 'stranger' });
    client.handleAnswer({ requestReference: 'ref-1', data: 'first' });
    client.handleAnswer({ requestReference: 'ref-1', data: 'second' });
    await flush();
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0][0]).toMatchObject({ data: 'first' });
  });

  it('ends with a retryable time-out when no answer comes', async () => {
    const { client, flush } = setup(5_000);
    const result = client.call({ action: 'users/me' });
    const assertion = expect(result).rejects.toMatchObject({ code: 'timeout', retryable: true });
    await flush();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(client.pendingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(client.pendingCount()).toBe(0);
  });

  it('a newer call of the same kind makes the older answer ignorable', async () => {
    const { client, flush } = setup();
    const older = client.call({ action: 'identities/getMyPermissions', kind: 'permissions' });
    const olderAssertion = expect(older).rejects.toMatchObject({ code: SUPERSEDED });
    const newer = client.call({ action: 'identities/getMyPermissions', kind: 'permissions' });
    await flush();
    await olderAssertion;
    client.handleAnswer({ requestReference: 'ref-1', data: 'stale' });
    client.handleAnswer({ requestReference: 'ref-2', data: 'fresh' });
    await expect(newer).resolves.toMatchObject({ data: 'fresh' });
  });

  it('calls of different kinds do not supersede each other', async () => {
    const { client, flush } = setup();
    const a = client.call({ action: 'projects/get', id: 'a' });
    const b = client.call({ action: 'projects/get', id: 'b' });
    await flush();
    client.handleAnswer({ requestReference: 'ref-1', data: 'a' });
    client.handleAnswer({ requestReference: 'ref-2', data: 'b' });
    await expect(a).resolves.toMatchObject({ data: 'a' });
    await expect(b).resolves.toMatchObject({ data: 'b' });
  });

  it('rejects pending calls on sign-out and ignores their late answers', async () => {
    const { client, flush } = setup();
    const result = client.call({ action: 'users/me' });
    const assertion = expect(result).rejects.toMatchObject({ code: SIGNED_OUT });
    await flush();
    client.rejectAll();
    await assertion;
    client.handleAnswer({ requestReference: 'ref-1', data: 'late' });
    expect(client.pendingCount()).toBe(0);
  });

  it('rejects with the HTTP failure when the POST itself fails, without waiting for the time-out', async () => {
    const client = createActionClient({
      transport: { post: () => Promise.reject({ code: 429, message: 'Too Many Requests', errors: [] }) },
      newReference: () => 'r',
    });
    await expect(client.call({ action: 'users/me' })).rejects.toMatchObject({ code: 429 });
    expect(client.pendingCount()).toBe(0);
  });

  it('waits for the live channel before posting', async () => {
    let open: () => void = () => {};
    const ready = new Promise<void>((resolve) => (open = resolve));
    const post = vi.fn(async () => undefined);
    const client = createActionClient({ transport: { post, ready: () => ready } });
    void client.call({ action: 'users/me' });
    await vi.advanceTimersByTimeAsync(100);
    expect(post).not.toHaveBeenCalled();
    open();
    await vi.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
