/**
 * New-device sign-in (docs/api/sign-in-notices.md): the notice in the outbox, the pushes, and the
 * "This wasn't me" link. Each `browser()` is a browser of its own: it keeps the device cookie the
 * sandbox set and sends it back (an empty one first, so that MSW's shared cookie store is not used).
 */
import { sandboxControls } from './controls';
import { db } from './db/store';
import { NOTICE_VALID_MS } from './new-device';
import { API, call, openLive, PASSWORD, signIn } from './test/harness';
import { setupSandboxServer } from './test/setup-server';

setupSandboxServer({ trustStepUp: true });

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** A browser at an address: signs in with its own device cookie. */
function browser(userAgent: string, ip: string) {
  let device = '';
  const signInWith = async (email: string, password = PASSWORD) => {
    const response = await fetch(`${API}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.api+json', 'user-agent': userAgent, 'x-forwarded-for': ip, cookie: `sandbox-device=${device}` },
      body: JSON.stringify({ data: { type: 'access-token-login', attributes: { email, password, isTrustedDevice: false, setAuthCookie: true } } }),
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    const set = /sandbox-device=([^;]+)/.exec(cookie);
    if (set) device = set[1];
    const body = (await response.json()) as { data?: { id: string; attributes: { status: string; accessToken: string } }; errors?: { code: string }[] };
    return { status: response.status, body, cookie };
  };
  return {
    signInWith,
    /** Signs in (status ok expected); the bearer token and session id. */
    async signIn(email: string) {
      const answer = await signInWith(email);
      if (answer.body.data?.attributes.status !== 'ok') throw new Error(`${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { token: answer.body.data.attributes.accessToken, sessionId: answer.body.data.id };
    },
  };
}

const notices = (email: string) => sandboxControls.outbox().filter((message) => message.to === email && message.link.startsWith('/this-wasnt-me/'));
const tokenOf = (link: string) => link.replace('/this-wasnt-me/', '');
const report = (token: string, headers: Record<string, string> = {}) =>
  call('POST', 'users/report-sign-in', { data: { type: 'sign-in-reports', attributes: { token } } }, undefined, headers);
const lookup = (token: string) => call('POST', 'users/sign-in-notice', { data: { type: 'sign-in-notice-lookups', attributes: { token } } });
const isAlive = async (token: string) =>
  (await call('POST', 'actions', { data: { requestReference: crypto.randomUUID(), action: 'users/me' } }, token)).status === 202;

describe('a sign-in from a browser the account has not used before', () => {
  it('e-mails a notice with the device, IP, place, time and a "This wasn\'t me" link; the same browser again sends none', async () => {
    const laptop = browser(FIREFOX_WINDOWS, '203.0.113.24');
    const first = await laptop.signInWith('finance@sandbox.test');
    expect(first.body.data?.attributes.status).toBe('ok');
    // The device cookie: long-lived, HttpOnly, set by the server.
    expect(first.cookie).toMatch(/^sandbox-device=dev_[0-9a-f]{32}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);

    const [notice, ...others] = notices('finance@sandbox.test');
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      to: 'finance@sandbox.test',
      subject: 'New sign-in to your account from Firefox on Windows',
      link: expect.stringMatching(/^\/this-wasnt-me\/notme-[0-9a-f]{32}$/),
      signIn: { userAgent: FIREFOX_WINDOWS, ip: '203.0.113.24', place: 'Riga, Latvia', at: notice.at },
    });
    expect(Date.parse(notice.signIn!.at)).not.toBeNaN();
    // Only a digest of the link's token is stored.
    expect(JSON.stringify(db.signInNotices.all())).not.toContain(tokenOf(notice.link));

    await laptop.signIn('finance@sandbox.test');
    expect(notices('finance@sandbox.test')).toHaveLength(1);

    // Another browser is new again, and so is this browser for another account.
    await browser(CHROME_LINUX, '198.51.100.7').signIn('finance@sandbox.test');
    await laptop.signIn('support@sandbox.test');
    expect(notices('finance@sandbox.test')).toHaveLength(2);
    expect(notices('finance@sandbox.test')[0].signIn).toMatchObject({ ip: '198.51.100.7', place: 'London, United Kingdom' });
    expect(notices('support@sandbox.test')).toHaveLength(1);
  });

  it("is pushed to the account's other signed-in sessions, not to the new one nor to anyone else", async () => {
    const laptop = browser(FIREFOX_WINDOWS, '203.0.113.24');
    const own = await openLive((await laptop.signIn('finance@sandbox.test')).token);
    const someoneElse = await openLive(await signIn('support@sandbox.test'));

    const phone = browser(CHROME_LINUX, '198.51.100.7');
    const fresh = await openLive((await phone.signIn('finance@sandbox.test')).token);
    const pushed = await own.next((m) => m.event === 'resource-updated' && JSON.parse(m.data).type === 'sign-ins');
    expect(JSON.parse(pushed.data)).toMatchObject({
      type: 'sign-ins',
      id: expect.stringMatching(/^sin_/),
      attributes: { newDevice: true, userAgent: CHROME_LINUX, ip: '198.51.100.7', place: 'London, United Kingdom', at: expect.any(String) },
    });
    expect(JSON.parse(pushed.data)).not.toHaveProperty('resourceId');
    await Promise.all([fresh.settled(), someoneElse.settled()]);
    expect([...fresh.messages, ...someoneElse.messages].filter((m) => m.event === 'resource-updated')).toEqual([]);
    for (const live of [own, fresh, someoneElse]) live.close();
  });
});

describe('"This wasn\'t me"', () => {
  it('ends exactly that session, refuses the password until a reset, tells the admins and writes one audit entry', async () => {
    const laptop = browser(FIREFOX_WINDOWS, '203.0.113.24');
    const known = await laptop.signIn('finance@sandbox.test');
    const intruder = await browser(CHROME_LINUX, '198.51.100.7').signIn('finance@sandbox.test');
    const intruderLive = await openLive(intruder.token);
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const support = await openLive(await signIn('support@sandbox.test'));

    const [notice] = notices('finance@sandbox.test');
    expect(notice.signIn?.ip).toBe('198.51.100.7');
    const token = tokenOf(notice.link);
    expect((await lookup(token)).body.data).toMatchObject({
      type: 'sign-in-notices',
      attributes: { userAgent: CHROME_LINUX, ip: '198.51.100.7', place: 'London, United Kingdom', status: 'open', reportedAt: null },
    });
    // Looking the link up changes nothing.
    expect(await isAlive(intruder.token)).toBe(true);

    expect((await report(token, { 'x-forwarded-for': '192.0.2.45' })).status).toBe(204);

    // That session hears why, and is gone; the other session of the same user stays.
    const ended = await intruderLive.next((m) => m.event === 'session-ended');
    expect(JSON.parse(ended.data)).toEqual({ reason: 'sign-in-reported' });
    expect(db.sessions.get(intruder.sessionId)).toBeUndefined();
    expect(await isAlive(intruder.token)).toBe(false);
    expect(await isAlive(known.token)).toBe(true);

    // The workspace's admins hear of it; a member who is no admin does not.
    const told = await admin.next((m) => m.event === 'resource-updated' && JSON.parse(m.data).type === 'sign-in-reports');
    expect(JSON.parse(told.data)).toMatchObject({ type: 'sign-in-reports', attributes: { userId: 'usr_finance' }, resourceId: 'res_org_northwind' });
    await support.settled();
    expect(support.messages.filter((m) => m.event === 'resource-updated' && JSON.parse(m.data).type === 'sign-in-reports')).toEqual([]);

    // One audit entry: the user ended that session, from the browser that opened the link.
    const entries = db.auditEntries.all().filter((entry) => entry.action === 'users/reportSignIn');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: 'usr_finance', email: 'finance@sandbox.test' },
      session: { ip: '192.0.2.45' },
      object: { type: 'access-tokens', id: intruder.sessionId },
      resource: { id: 'res_org_northwind' },
      changes: expect.arrayContaining([
        { field: 'status', before: 'active', after: 'ended' },
        { field: 'endedBecause', before: null, after: 'sign-in-reported' },
      ]),
    });

    // The next sign-in with the password is refused, from any browser, until a reset; a wrong password is just wrong.
    const refused = await laptop.signInWith('finance@sandbox.test');
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]).toMatchObject({ code: 'password-reset-required' });
    expect((await laptop.signInWith('finance@sandbox.test', 'Wrong-password-1')).body.errors?.[0].code).toBe('invalid-credentials');

    // The reset: the old password is refused, a new one works, and signing in with it is ok.
    await call('POST', 'users/reset-password', { data: { type: 'password-reset-requests', attributes: { email: 'finance@sandbox.test' } } });
    const setTo = (password: string) =>
      call('POST', 'users/set-password', { data: { type: 'passwords', attributes: { token: 'sandbox-reset-token', password } } });
    const reused = await setTo(PASSWORD);
    expect(reused.status).toBe(422);
    expect(reused.body.errors?.[0]).toMatchObject({ code: 'password-reused', source: { pointer: '/data/attributes/password' } });
    expect((await setTo('Brand-new-password-7')).status).toBe(204);
    expect((await laptop.signInWith('finance@sandbox.test', 'Brand-new-password-7')).body.data?.attributes.status).toBe('ok');
    expect((await laptop.signInWith('finance@sandbox.test')).status).toBe(401);
    for (const live of [intruderLive, admin, support]) live.close();
  });

  it('is single-use; the link says when it was used or has expired; an unknown one is not found', async () => {
    await browser(CHROME_LINUX, '198.51.100.7').signIn('finance@sandbox.test');
    const token = tokenOf(notices('finance@sandbox.test')[0].link);
    expect((await report(token)).status).toBe(204);
    const again = await report(token);
    expect(again.status).toBe(410);
    expect(again.body.errors?.[0].code).toBe('token-used');
    expect((await lookup(token)).body.data).toMatchObject({ attributes: { status: 'used', reportedAt: expect.any(String) } });
    expect(db.auditEntries.filter((entry) => entry.action === 'users/reportSignIn')).toHaveLength(1);

    expect((await report('notme-00000000000000000000000000000000')).status).toBe(404);
    expect((await lookup('notme-00000000000000000000000000000000')).status).toBe(404);
    expect((await report('')).status).toBe(400);
  });

  it('expires 7 days after the sign-in (sandbox clock)', async () => {
    const intruder = await browser(CHROME_LINUX, '198.51.100.7').signIn('support@sandbox.test');
    const token = tokenOf(notices('support@sandbox.test')[0].link);
    sandboxControls.advance(NOTICE_VALID_MS);
    expect((await lookup(token)).body.data).toMatchObject({ attributes: { status: 'expired' } });
    const late = await report(token);
    expect(late.status).toBe(410);
    expect(late.body.errors?.[0].code).toBe('token-expired');
    // Nothing happened: the session stays, the password still works.
    expect(db.sessions.get(intruder.sessionId)).toBeDefined();
    expect((await browser(FIREFOX_WINDOWS, '203.0.113.24').signInWith('support@sandbox.test')).body.data?.attributes.status).toBe('ok');
  });
});
