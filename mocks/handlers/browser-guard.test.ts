import { storedResult } from '../actions/dispatch';
import { db } from '../db/store';
import { API, call, openLive, ref, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const FOREIGN = 'https://evil.example';
const unrefunded = () =>
  db.transactions.find((t) => t.projectId === 'res_prj_northwind_shop' && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0)!;
const refundEnvelope = (id: string, requestReference: string, amount = 100) => ({
  data: { requestReference, action: 'transactions/refund', id, payload: { data: { type: 'refunds', attributes: { amount } } } },
});

/** A session authenticated by its cookie only (what a forged cross-site request would carry). */
async function cookieSession() {
  const live = await openLive(await signIn('admin@sandbox.test'));
  return { live, cookie: { cookie: `session-channel=${live.channel}` } };
}

describe('requestReference is a UUID', () => {
  it('refuses any other reference with 400 pointing at it, and applies nothing', async () => {
    const token = await signIn('admin@sandbox.test');
    const rename = (requestReference: string, name: string) =>
      call('POST', 'actions', { data: { requestReference, action: 'identities/patch', payload: { data: { type: 'users', attributes: { name } } } } }, token);
    for (const reference of ['ref-1', 'nw_winter_coat', `${crypto.randomUUID()}x`, crypto.randomUUID().replace(/-/g, '')]) {
      const answer = await rename(reference, 'Not Applied');
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ code: 'invalid', title: 'requestReference must be a UUID', source: { pointer: '/data/requestReference' } }]);
    }
    expect(db.users.get('usr_admin')?.name).not.toBe('Not Applied');
    expect((await rename(crypto.randomUUID().toUpperCase(), 'Upper Case')).status).toBe(202);
    expect(db.users.get('usr_admin')?.name).toBe('Upper Case');
  });
});

describe('action POSTs are application/vnd.api+json only', () => {
  it('refuses a refund posted in any other type with 415, and refunds nothing', async () => {
    const { live, cookie } = await cookieSession();
    const payment = unrefunded();
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${API}/actions`, { method: 'POST', headers: { ...cookie, ...headers }, body });
    const json = (reference: string) => JSON.stringify(refundEnvelope(payment.id, reference));
    const form = new FormData();
    form.set('data', json(ref('multipart')));
    const attempts: [string, Promise<Response>][] = [
      ['text/plain', post(json(ref('text-plain')), { 'content-type': 'text/plain' })],
      ['application/json', post(json(ref('json')), { 'content-type': 'application/json' })],
      ['form', post(new URLSearchParams({ data: json(ref('form')) }))],
      ['multipart', post(form)],
      ['no type', post(new TextEncoder().encode(json(ref('no-type'))))],
    ];
    for (const [name, attempt] of attempts) {
      const answer = await attempt;
      expect({ name, status: answer.status }).toEqual({ name, status: 415 });
      expect((await answer.json()).errors[0]).toMatchObject({ code: 'unsupported-media-type' });
    }
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(0);
    expect(db.transactions.filter((t) => t.parentId === payment.id)).toHaveLength(0);
    expect(storedResult('usr_admin', ref('text-plain'))).toBeUndefined();
    const accepted = await post(json(ref('json-api')), { 'content-type': 'application/vnd.api+json' });
    expect(accepted.status).toBe(202);
    live.close();
  });
});

describe('the Origin check', () => {
  it('refuses a cookie-authenticated action from another origin with 403, and refunds nothing', async () => {
    const { live, cookie } = await cookieSession();
    const payment = unrefunded();
    for (const origin of [FOREIGN, 'null', 'http://sandbox.test.evil.example']) {
      const answer = await call('POST', 'actions', refundEnvelope(payment.id, crypto.randomUUID()), undefined, { ...cookie, origin });
      expect(answer.status).toBe(403);
      expect(answer.body.errors?.[0]).toMatchObject({ code: 'origin-not-allowed' });
    }
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(0);
    // The app's own origins: the page's (location) and the API's.
    for (const [origin, amount] of [
      [location.origin, 100],
      ['http://sandbox.test', 200],
    ] as const) {
      expect((await call('POST', 'actions', refundEnvelope(payment.id, crypto.randomUUID(), amount), undefined, { ...cookie, origin })).status).toBe(202);
    }
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(300);
    live.close();
  });

  it('guards sign-in, sign-out, channel authorization and identity groups the same way', async () => {
    const signin = {
      data: { type: 'access-token-login', attributes: { email: 'admin@sandbox.test', password: 'Sandbox-123', isTrustedDevice: false, setAuthCookie: true } },
    };
    expect((await call('POST', 'signin', signin, undefined, { origin: FOREIGN })).status).toBe(403);
    expect((await call('POST', 'signin', signin, undefined, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await call('POST', 'signin', signin, undefined, { 'content-type': 'application/json' })).status).toBe(200);

    const token = await signIn('admin@sandbox.test');
    const channel = `private-session-${crypto.randomUUID()}`;
    expect((await call('POST', 'channel-authorization', { socket_id: '1.2', channel_name: channel }, token, { origin: FOREIGN })).status).toBe(403);
    expect(db.sessions.find((s) => s.channels.includes(channel))).toBeUndefined();

    const group = { data: { type: 'identity-groups', attributes: { groupId: 'grp_northwind_disputes' } } };
    expect((await call('POST', 'identities/idn_support/groups', group, token, { origin: FOREIGN })).status).toBe(403);
    expect(db.identities.get('idn_support')?.groupIds).not.toContain('grp_northwind_disputes');

    expect((await call('DELETE', 'signout', undefined, token, { origin: FOREIGN })).status).toBe(403);
    expect((await call('POST', 'actions', { data: { requestReference: crypto.randomUUID(), action: 'users/me' } }, token)).status).toBe(202);
    expect((await call('DELETE', 'signout', undefined, token)).status).toBe(204);
  });
});
