import { failure } from '../http/failure';
import { createActionClient, MALFORMED_ANSWER, OUTCOME_UNKNOWN } from './action-client';
import { ANSWER_UNAVAILABLE, createPointerResolver } from './resolve-pointer';

function setup(get: (href: string) => Promise<unknown>) {
  let n = 0;
  const actions = createActionClient({ transport: { post: async () => undefined }, newReference: () => `ref-${++n}` });
  const fetched = vi.fn(get);
  const follow = createPointerResolver(actions, fetched);
  return { actions, follow, fetched };
}

const pointer = (requestReference: string, href = 'action-results/ar_1') => ({
  requestReference,
  action: 'transactions/list',
  pointer: { href, size: 20_000 },
});
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (reason: unknown) => reason,
  );

describe('answers by pointer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the answer once, however often the pointer is pushed, and settles the call with it', async () => {
    const { actions, follow, fetched } = setup(async () => ({ requestReference: 'ref-1', action: 'transactions/list', data: [{ id: 't1' }] }));
    const call = actions.call({ action: 'transactions/list' });
    await vi.advanceTimersByTimeAsync(0);
    follow(pointer('ref-1'));
    follow(pointer('ref-1'));
    await expect(call).resolves.toMatchObject({ requestReference: 'ref-1', data: [{ id: 't1' }] });
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched).toHaveBeenCalledWith('action-results/ar_1');
    // A pointer for a call that is no longer waiting (another tab's, a late duplicate) is not fetched.
    follow(pointer('ref-1'));
    follow(pointer('someone-else'));
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('a pointer that cannot be fetched ends a money call as an unknown outcome, never as a failure', async () => {
    const { actions, follow } = setup(async () => {
      throw failure(404, 'Not Found', [{ code: 'not-found', title: 'The answer is unknown or has expired' }]);
    });
    const refund = outcome(actions.call({ action: 'transactions/refund', id: 'trx_1' }));
    const list = outcome(actions.call({ action: 'transactions/list' }));
    await vi.advanceTimersByTimeAsync(0);
    follow(pointer('ref-1'));
    follow(pointer('ref-2'));
    expect(await refund).toMatchObject({ code: OUTCOME_UNKNOWN, requestReference: 'ref-1', action: 'transactions/refund' });
    expect(await list).toMatchObject({ code: ANSWER_UNAVAILABLE, retryable: true, errors: [{ code: ANSWER_UNAVAILABLE, detail: '404 not-found' }] });
  });

  it.each([
    ['an absolute URL (the credentials would go elsewhere)', pointer('ref-1', 'https://evil.example/action-results/ar_1')],
    ['a path outside action-results', pointer('ref-1', 'action-results/../users/me')],
    ['no href', { requestReference: 'ref-1', pointer: { size: 1 } }],
  ])('%s is a malformed answer and is never fetched', async (_name, event) => {
    const { actions, follow, fetched } = setup(async () => ({}));
    const call = outcome(actions.call({ action: 'users/me' }));
    await vi.advanceTimersByTimeAsync(0);
    follow(event);
    expect(await call).toMatchObject({ code: MALFORMED_ANSWER });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('an answer fetched for another reference is malformed', async () => {
    const { actions, follow } = setup(async () => ({ requestReference: 'ref-9', data: [] }));
    const call = outcome(actions.call({ action: 'transactions/list' }));
    await vi.advanceTimersByTimeAsync(0);
    follow(pointer('ref-1'));
    expect(await call).toMatchObject({ code: MALFORMED_ANSWER });
  });
});
