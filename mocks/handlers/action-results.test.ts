import { ACTION_RESULT_TTL_MS } from '../action-result-pointers';
import { now } from '../clock';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { PUSH_EVENT_LIMIT_BYTES } from '../pusher-hub';
import { call, openLive, signIn, type AnswerPointerEvent } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Posts transactions/list with 100 rows and returns the push event as it arrived (decrypted), without following it. */
async function listHundred(session: Awaited<ReturnType<typeof openLive>>, token: string) {
  const requestReference = crypto.randomUUID();
  const from = session.messages.length;
  await call('POST', 'actions', { data: { requestReference, action: 'transactions/list', payload: { resourceId: SHOP, page: { size: 100 } } } }, token);
  const event = await session.next((m) => m.event === 'action-result' && m.data.includes(requestReference), undefined, from);
  return { requestReference, pushed: JSON.parse(event.data) as AnswerPointerEvent };
}

describe('answers too large to push', () => {
  it('a 100-row list is pushed as a pointer that the calling session fetches', async () => {
    const token = await signIn('admin@sandbox.test');
    const session = await openLive(token);
    const { requestReference, pushed } = await listHundred(session, token);

    expect(pushed).toEqual({
      requestReference,
      action: 'transactions/list',
      pointer: { href: expect.stringMatching(/^action-results\/ar_[0-9a-f]{32}$/), size: expect.any(Number), expiresAt: expect.any(String) },
    });
    expect(pushed.pointer.size).toBeGreaterThan(PUSH_EVENT_LIMIT_BYTES);
    // Nothing on the wire is over the limit Pusher enforces.
    for (const frame of session.frames) expect(bytes((JSON.parse(frame) as { data: string }).data)).toBeLessThanOrEqual(PUSH_EVENT_LIMIT_BYTES);

    const fetched = await call('GET', pushed.pointer.href, undefined, token);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({
      requestReference,
      action: 'transactions/list',
      meta: { page: { total: db.transactions.filter((t) => t.projectId === SHOP).length } },
    });
    expect(fetched.body.data).toHaveLength(100);
    expect(bytes(JSON.stringify(fetched.body))).toBe(pushed.pointer.size);
    session.close();
  });

  it('small answers still arrive inline', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const answer = await session.action('transactions/list', { resourceId: SHOP, page: { size: 2 } });
    expect(session.results(answer.requestReference).map((m) => JSON.parse(m.data) as object)).toEqual([expect.objectContaining({ data: expect.any(Array) })]);
    expect(session.messages.some((m) => m.data.includes('"pointer"'))).toBe(false);
    session.close();
  });

  it('refuses the pointer to another session of the same user, to another user and to no session at all', async () => {
    const token = await signIn('admin@sandbox.test');
    const session = await openLive(token);
    const { pushed } = await listHundred(session, token);

    const sameUserOtherSession = await call('GET', pushed.pointer.href, undefined, await signIn('admin@sandbox.test'));
    expect(sameUserOtherSession).toMatchObject({ status: 404, body: { errors: [{ code: 'not-found' }] } });
    expect(sameUserOtherSession.body.data).toBeUndefined();
    expect((await call('GET', pushed.pointer.href, undefined, await signIn('finance@sandbox.test'))).status).toBe(404);
    expect((await call('GET', pushed.pointer.href)).status).toBe(401);
    // Refusing others does not use it up.
    expect((await call('GET', pushed.pointer.href, undefined, token)).status).toBe(200);
    session.close();
  });

  it('expires after 10 minutes of sandbox time', async () => {
    const token = await signIn('admin@sandbox.test');
    const session = await openLive(token);
    const { pushed } = await listHundred(session, token);
    expect(Date.parse(pushed.pointer.expiresAt)).toBe(now() + ACTION_RESULT_TTL_MS);

    sandboxControls.advance(ACTION_RESULT_TTL_MS - 1_000);
    expect((await call('GET', pushed.pointer.href, undefined, token)).status).toBe(200);
    sandboxControls.advance(1_000);
    expect(await call('GET', pushed.pointer.href, undefined, token)).toMatchObject({ status: 404, body: { errors: [{ code: 'not-found' }] } });
    session.close();
  });
});
