import { createActionClient, MALFORMED_ANSWER, OUTCOME_UNKNOWN, SIGNED_OUT, SUPERSEDED, type ActionEnvelope, type LifecycleEvent } from './action-client';

function setup(timeoutMs = 30_000) {
  const posted: { endpoint: string; body: ActionEnvelope }[] = [];
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

  it("posts a call that names no endpoint to its area's: money out and the mailbox have their own", async () => {
    const { client, posted, flush } = setup();
    void client.call({ action: 'payouts/create', payload: {} });
    void client.call({ action: 'topics/list' });
    void client.call({ action: 'transactions/refund', id: 't1' });
    await flush();
    expect(posted.map((post) => post.endpoint)).toEqual(['payouts/actions', 'mailbox/actions', 'actions']);
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

describe('one intent, one reference', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the reference it is given, and a second call of the same intent joins the first', async () => {
    const { client, posted, flush } = setup();
    const first = client.call({ action: 'transactions/refund', id: 'tx1', requestReference: 'intent-1' });
    const again = client.call({ action: 'transactions/refund', id: 'tx1', requestReference: 'intent-1' });
    await flush();
    expect(posted).toHaveLength(1);
    expect(posted[0].body.data.requestReference).toBe('intent-1');
    client.handleAnswer({ requestReference: 'intent-1', data: { id: 'rf1' } });
    await expect(first).resolves.toMatchObject({ data: { id: 'rf1' } });
    await expect(again).resolves.toMatchObject({ data: { id: 'rf1' } });
  });

  it('every failure names its reference, so the caller can retry the same intent', async () => {
    const { client, flush } = setup(5_000);
    const result = client.call({ action: 'users/me' });
    const assertion = expect(result).rejects.toMatchObject({ code: 'timeout', requestReference: 'ref-1', action: 'users/me' });
    await flush();
    await vi.advanceTimersByTimeAsync(5_000);
    await assertion;
  });
});

describe('the POST never outlives the call', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the POST 10 s at most, and never more than the call has left less a margin', async () => {
    const timeouts: number[] = [];
    let open: () => void = () => {};
    const ready = new Promise<void>((resolve) => (open = resolve));
    const client = createActionClient({
      transport: { post: async (_e, _b, { timeoutMs }) => void timeouts.push(timeoutMs), ready: () => ready },
      timeoutMs: 30_000,
    });
    void client.call({ action: 'users/me' }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(25_000);
    open();
    await vi.advanceTimersByTimeAsync(0);
    void client.call({ action: 'users/me' }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(timeouts).toEqual([4_000, 10_000]);
  });

  it('does not POST at all when less than the margin is left: a plain time-out, the server never saw it', async () => {
    const post = vi.fn(async () => undefined);
    let open: () => void = () => {};
    const ready = new Promise<void>((resolve) => (open = resolve));
    const client = createActionClient({ transport: { post, ready: () => ready }, timeoutMs: 30_000 });
    const result = client.call({ action: 'transactions/refund', id: 'tx' });
    const assertion = expect(result).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(29_500);
    open();
    await vi.advanceTimersByTimeAsync(500);
    await assertion;
    expect(post).not.toHaveBeenCalled();
  });
});

describe('money-moving calls have a third outcome', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a sent refund whose answer does not come is unknown, not failed', async () => {
    const { client, flush } = setup(5_000);
    const result = client.call({ action: 'transactions/refund', id: 'tx1' });
    const assertion = expect(result).rejects.toMatchObject({ code: OUTCOME_UNKNOWN, retryable: true, requestReference: 'ref-1' });
    await flush();
    await vi.advanceTimersByTimeAsync(5_000);
    await assertion;
  });

  it('a refund still waiting for the channel when time runs out was never sent: a plain time-out', async () => {
    const client = createActionClient({ transport: { post: vi.fn(), ready: () => new Promise(() => {}) }, timeoutMs: 5_000 });
    const result = client.call({ action: 'transactions/refund', id: 'tx1' });
    const assertion = expect(result).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(5_000);
    await assertion;
  });

  it.each([
    [{ code: 500, message: 'Internal Server Error', errors: [] }, OUTCOME_UNKNOWN],
    [{ code: 'network', message: 'Network Error', errors: [], retryable: true }, OUTCOME_UNKNOWN],
    [{ code: 'timeout', message: 'Timeout', errors: [], retryable: true }, OUTCOME_UNKNOWN],
    [{ code: 429, message: 'Too Many Requests', errors: [] }, 429],
    [{ code: 403, message: 'Forbidden', errors: [] }, 403],
  ])('a POST that fails with %o ends the refund as %s', async (postFailure, expected) => {
    const client = createActionClient({ transport: { post: () => Promise.reject(postFailure) } });
    await expect(client.call({ action: 'transactions/refund', id: 'tx1' })).rejects.toMatchObject({ code: expected });
  });

  it('once any try of an intent was sent, later tries stay unknown until the server answers', async () => {
    const failures = [
      { code: 500, message: 'x', errors: [] },
      { code: 429, message: 'Too Many Requests', errors: [] },
    ];
    const client = createActionClient({ transport: { post: () => Promise.reject(failures.shift()) } });
    const refund = { action: 'transactions/refund', id: 'tx1', requestReference: 'intent-1' };
    await expect(client.call(refund)).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
    // This POST was refused, but the first one may have been applied.
    await expect(client.call(refund)).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
  });

  it('a try another page may have sent before (a reload, another tab) stays unknown when this POST is refused', async () => {
    const client = createActionClient({ transport: { post: () => Promise.reject({ code: 429, message: 'Too Many Requests', errors: [] }) } });
    const checkAgain = { action: 'transactions/refund', id: 'tx1', requestReference: 'intent-3', triedBefore: true };
    await expect(client.call(checkAgain)).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
  });

  it('a "Check again" that cannot be sent in time keeps the intent unknown', async () => {
    let open = true;
    const client = createActionClient({
      transport: { post: () => Promise.reject({ code: 'network', message: 'x', errors: [] }), ready: () => (open ? Promise.resolve() : new Promise(() => {})) },
      timeoutMs: 5_000,
    });
    const refund = { action: 'transactions/refund', id: 'tx1', requestReference: 'intent-2' };
    await expect(client.call(refund)).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
    open = false;
    const again = client.call(refund);
    const assertion = expect(again).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
    await vi.advanceTimersByTimeAsync(5_000);
    await assertion;
  });

  it('the same failures end a call that moves no money as they are', async () => {
    const client = createActionClient({ transport: { post: () => Promise.reject({ code: 500, message: 'x', errors: [] }) } });
    await expect(client.call({ action: 'projects/create' })).rejects.toMatchObject({ code: 500 });
  });
});

describe('answers that cannot be read', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['errors that are not a list', { errors: 'boom' }],
    ['a null entry', { errors: [null] }],
    ['an entry without a code', { errors: [{ title: 'x' }] }],
    ['meta that is not an object', { meta: 'x', data: {} }],
    ['included that is not a list', { included: {}, data: {} }],
  ])('%s rejects the call instead of throwing', async (_name, answer) => {
    const { client, flush } = setup();
    const result = client.call({ action: 'users/me' });
    await flush();
    expect(() => client.handleAnswer({ requestReference: 'ref-1', ...answer })).not.toThrow();
    await expect(result).rejects.toMatchObject({ code: MALFORMED_ANSWER });
    expect(client.pendingCount()).toBe(0);
  });

  it('a refund whose answer cannot be read is unknown', async () => {
    const { client, flush } = setup();
    const result = client.call({ action: 'transactions/refund', id: 'tx' });
    await flush();
    client.handleAnswer({ requestReference: 'ref-1', errors: [null] });
    await expect(result).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
  });

  it.each([null, undefined, 'text', 42, [], { requestReference: 7 }])('ignores %o', (garbage) => {
    const { client } = setup();
    expect(() => client.handleAnswer(garbage)).not.toThrow();
  });

  it('a failing error reporter does not keep the call waiting', async () => {
    const client = createActionClient({
      transport: { post: async () => undefined },
      newReference: () => 'r',
      onServerError: () => {
        throw new Error('reporter down');
      },
    });
    const result = client.call({ action: 'users/me' });
    await vi.advanceTimersByTimeAsync(0);
    client.handleAnswer({ requestReference: 'r', errors: [{ code: 500, title: 'x' }] });
    await expect(result).rejects.toMatchObject({ code: 500 });
  });
});

describe('after the channel comes back', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends every call already sent again, with its own reference, and settles each once', async () => {
    const { client, posted, flush } = setup();
    const a = client.call({ action: 'transactions/refund', id: 'tx' });
    const b = client.call({ action: 'users/me' });
    await flush();
    client.resendPending();
    await flush();
    expect(posted.map((p) => p.body.data.requestReference)).toEqual(['ref-1', 'ref-2', 'ref-1', 'ref-2']);
    client.handleAnswer({ requestReference: 'ref-1', data: 'one' });
    client.handleAnswer({ requestReference: 'ref-1', data: 'two' });
    client.handleAnswer({ requestReference: 'ref-2', data: 'me' });
    await expect(a).resolves.toMatchObject({ data: 'one' });
    await expect(b).resolves.toMatchObject({ data: 'me' });
  });

  it('does not send calls still waiting for the channel, and a failed resend does not end the call', async () => {
    let fail = false;
    const post = vi.fn(async () => {
      if (fail) throw { code: 'network', message: 'x', errors: [] };
    });
    let open: () => void = () => {};
    const ready = new Promise<void>((resolve) => (open = resolve));
    const client = createActionClient({ transport: { post, ready: () => ready }, newReference: () => 'r' });
    const result = client.call({ action: 'users/me' });
    client.resendPending();
    await vi.advanceTimersByTimeAsync(0);
    expect(post).not.toHaveBeenCalled();
    open();
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    client.resendPending();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.pendingCount()).toBe(1);
    client.handleAnswer({ requestReference: 'r', data: 'late but fine' });
    await expect(result).resolves.toMatchObject({ data: 'late but fine' });
  });

  it('a channel that gave up refuses calls at once instead of letting them time out', async () => {
    const client = createActionClient({
      transport: { post: vi.fn(), ready: () => Promise.reject({ code: 'channel-unavailable', message: 'x', errors: [], retryable: true }) },
    });
    await expect(client.call({ action: 'users/me' })).rejects.toMatchObject({ code: 'channel-unavailable', retryable: true });
  });
});

describe('lifecycle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports each step with the action and its reference', async () => {
    const steps: LifecycleEvent[] = [];
    let n = 0;
    const client = createActionClient({
      transport: { post: async () => undefined },
      newReference: () => `r${++n}`,
      onLifecycle: (event) => steps.push(event),
      timeoutMs: 5_000,
    });
    const a = client.call({ action: 'identities/getMyPermissions', kind: 'p' });
    const b = client.call({ action: 'identities/getMyPermissions', kind: 'p' });
    const c = client.call({ action: 'transactions/refund', id: 't' });
    const settled = Promise.allSettled([a, b, c]);
    await vi.advanceTimersByTimeAsync(0);
    client.resendPending();
    client.handleAnswer({ requestReference: 'r2', data: {} });
    await vi.advanceTimersByTimeAsync(5_000);
    await settled;
    expect(steps.map((s) => `${s.step}:${s.requestReference}`)).toEqual([
      'superseded:r1',
      'sent:r2',
      'sent:r3',
      'resent:r2',
      'resent:r3',
      'answered:r2',
      'outcome-unknown:r3',
    ]);
  });
});

describe('answers are checked against the contract', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const checked = (errors: { code: string; title: string }[]) =>
    createActionClient({ transport: { post: async () => undefined }, newReference: () => 'r', checkResult: async () => errors });

  it('an answer that breaks it rejects with the errors found; a money call becomes unknown', async () => {
    const violation = [{ code: 'required', title: 'Required', source: { pointer: '/data/attributes/email' } }];
    const client = checked(violation);
    const me = client.call({ action: 'users/me' });
    await vi.advanceTimersByTimeAsync(0);
    client.handleAnswer({ requestReference: 'r', data: { id: 'u' } });
    await expect(me).rejects.toMatchObject({ code: MALFORMED_ANSWER, errors: violation });

    const refund = client.call({ action: 'transactions/refund', id: 't' });
    await vi.advanceTimersByTimeAsync(0);
    client.handleAnswer({ requestReference: 'r', data: {} });
    await expect(refund).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
  });

  it('an answer that keeps it resolves', async () => {
    const client = checked([]);
    const me = client.call({ action: 'users/me' });
    await vi.advanceTimersByTimeAsync(0);
    client.handleAnswer({ requestReference: 'r', data: { id: 'u' } });
    await expect(me).resolves.toMatchObject({ data: { id: 'u' } });
  });
});
