// @vitest-environment node
/**
 * The sandbox as a local server (sandbox-server/): real HTTP and a real WebSocket on a free port. Its
 * own module graph (a `fresh-modules` file): the server turns the sandbox's persistence on, with a file,
 * and its clock to real time, which no other file's sandbox may inherit.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { endpointOfAction } from '@/lib/actions/action-endpoints';
import { decryptEventData, fromBase64 } from '../mocks/channel-encryption';
import { startSandboxServer, type SandboxServer } from '../sandbox-server/server';

const PASSWORD = 'Sandbox-123';
const folder = mkdtempSync(join(tmpdir(), 'sandbox-server-'));
const dist = join(folder, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(join(dist, 'index.html'), `<!doctype html><title>app</title>${'<!-- padding -->'.repeat(100)}`);
writeFileSync(join(dist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);

let server: SandboxServer | null = null;
const start = async (dataFile: string, fresh = false) => (server = await startSandboxServer({ port: 0, distDir: dist, dataFile, fresh }));
afterEach(async () => {
  await server?.close();
  server = null;
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A call as the app in a page of the server's origin makes it. */
async function api(path: string, init: { method?: string; body?: unknown; token?: string; cookie?: string } = {}) {
  const origin = server!.url;
  const response = await fetch(`${origin}/api/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      origin,
      'content-type': 'application/vnd.api+json',
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...(init.cookie && { cookie: init.cookie }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as unknown };
}

async function signIn(email: string, cookie?: string) {
  const answer = await api('signin', {
    body: { data: { type: 'access-token-login', attributes: { email, password: PASSWORD, isTrustedDevice: false, setAuthCookie: true } } },
    cookie,
  });
  const attributes = (answer.body as { data: { attributes: { status: string; accessToken: string } } }).data.attributes;
  expect(attributes.status).toBe('ok');
  return { token: attributes.accessToken, device: /sandbox-device=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1] };
}

const control = async (name: string, ...args: unknown[]) => {
  const response = await fetch(`${server!.url}/__sandbox/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: string } };
};

/** The call of `action` as the app's action client posts it; the answer comes over the socket. */
const postAction = (token: string, action: string, payload: unknown, id?: string) =>
  api(endpointOfAction(action as never) ?? 'actions', { token, body: { data: { requestReference: crypto.randomUUID(), action, ...(id && { id }), payload } } });

interface Frame {
  event: string;
  channel?: string;
  data: string;
}

/** A Pusher-protocol client on the server's socket, subscribed to a fresh session channel with `token`. */
async function openLive(token: string) {
  const socket = new WebSocket(`${server!.url.replace('http', 'ws')}/app/sandbox-key?protocol=7&client=js&version=8.6.0`, { origin: server!.url });
  const channel = `private-encrypted-session-${crypto.randomUUID()}`;
  /** What arrived, the channel's events opened with its key; `wire`: the same as it came, text. */
  const frames: Frame[] = [];
  const wire: string[] = [];
  const waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  let key: Uint8Array | null = null;
  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Frame;
    const data = frame.channel === channel && !frame.event.startsWith('pusher') && key ? (decryptEventData(key, frame.data) ?? '') : frame.data;
    const opened = { ...frame, data };
    frames.push(opened);
    wire.push(String(raw));
    for (const waiter of [...waiters]) {
      if (!waiter.test(opened)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(opened);
    }
  });
  /** The first frame, received or to come, that passes `test`. */
  const next = (test: (f: Frame) => boolean) => frames.find(test) ?? new Promise<Frame>((resolve) => waiters.push({ test, resolve }));
  const established = await next((f) => f.event === 'pusher:connection_established');
  const socketId = (JSON.parse(established.data) as { socket_id: string }).socket_id;
  const authorization = await api('channel-authorization', { token, body: { socket_id: socketId, channel_name: channel } });
  expect(authorization.status).toBe(200);
  const { auth, shared_secret: secret } = authorization.body as { auth: string; shared_secret: string };
  key = fromBase64(secret);
  socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  await next((f) => f.channel === channel && f.event === 'pusher_internal:subscription_succeeded');
  return { socket, channel, next, frames, wire };
}

describe('the sandbox server', () => {
  it('serves the build with the security headers, gzip and its own config.json pointing the app at itself', async () => {
    const { url, port } = await start(join(folder, 'static.json'), true);
    const config = await fetch(`${url}/config.json`);
    expect(await config.json()).toMatchObject({ apiUrl: '/api', pusher: { key: 'sandbox-key', host: `localhost:${port}` } });
    expect(config.headers.get('content-security-policy')).toContain("connect-src 'self'");

    // A route of the app is index.html; fetch undoes the gzip, so the raw bytes are read over node:http below.
    const page = await fetch(`${url}/transactions/trx_1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(await page.text()).toContain('<title>app</title>');
    const asset = await fetch(`${url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
    const { get } = await import('node:http');
    const raw = await new Promise<Buffer>((resolve) =>
      get(`${url}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }),
    );
    expect(gunzipSync(raw).toString()).toContain('<title>app</title>');
    // API answers are compressed too (fetch takes gzip and undoes it).
    const answer = await api('signin', { body: { data: { type: 'access-token-login', attributes: { email: 'admin@sandbox.test', password: 'wrong' } } } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.body).toHaveProperty('errors');
  });

  it('signs in over HTTP, authorizes a channel, and pushes an action result and a clock job over the WebSocket', async () => {
    await start(join(folder, 'live.json'), true);
    const admin = await signIn('admin@sandbox.test');
    // Another browser, without the first one's cookie, is a new device of its own: nothing of one client reaches another.
    const other = await signIn('finance@sandbox.test');
    expect(other.device).toBeTruthy();
    expect(other.device).not.toBe(admin.device);

    const live = await openLive(admin.token);
    const posted = await postAction(admin.token, 'transactions/refund', { data: { type: 'refunds', attributes: { amount: 100 } } }, 'trx_demo_eur_paid');
    expect(posted.status).toBe(202);
    const reference = (posted.body as { meta: { requestReference: string } }).meta.requestReference;
    const result = await live.next((f) => f.event === 'action-result' && f.data.includes(reference));
    const answer = JSON.parse(result.data) as { errors?: unknown; data: { attributes: { status: string } } };
    expect(answer.errors).toBeUndefined();
    expect(answer.data.attributes.status).toBe('pending');
    // It went over the wire sealed: the frame names its event but not what it answers.
    const sealed = live.wire.filter((text) => text.includes('"event":"action-result"'));
    expect(sealed.length).toBeGreaterThan(0);
    for (const text of sealed) expect(text).not.toContain(reference);

    // The refund settles on the server's clock, moved by the control endpoint: the change is pushed.
    expect((await control('advance', 10_000)).body.result).toBeGreaterThan(0);
    const update = await live.next((f) => f.event === 'resource-updated' && f.data.includes('"successful"'));
    expect(JSON.parse(update.data)).toMatchObject({ type: 'transactions' });
    live.socket.close();
  });

  it('answers the controls by name, only with a JSON body from no page or its own origin', async () => {
    const { url } = await start(join(folder, 'controls.json'), true);
    expect((await (await fetch(`${url}/__sandbox/state`)).json()) as object).toMatchObject({ result: { clock: 'real', persistence: true } });
    expect((await control('trustStepUp', 'admin@sandbox.test')).body.result).toBe(true);
    expect((await control('nope')).status).toBe(404);
    expect((await fetch(`${url}/__sandbox/reset`, { method: 'POST', body: '[]' })).status).toBe(415);
    const foreign = await fetch(`${url}/__sandbox/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '[]',
    });
    expect(foreign.status).toBe(403);
    expect((await fetch(`${url}/__sandbox/reset`)).status).toBe(405);
  });

  it('keeps its database in the file across a restart; --fresh starts from the seed', async () => {
    const file = join(folder, 'persist.json');
    await start(file, true);
    const { token } = await signIn('admin@sandbox.test');
    expect((await postAction(token, 'users/me', undefined)).status).toBe(202);
    await server!.close();
    server = null;
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { 'sandbox-db-v2': { tables: { sessions: { upserted: unknown[] } } } };
    expect(stored['sandbox-db-v2'].tables.sessions.upserted).toHaveLength(1);

    // A copy of that file, kept aside; another server from the seed does not know the session.
    const kept = join(folder, 'persist-kept.json');
    copyFileSync(file, kept);
    await start(file, true);
    expect((await postAction(token, 'users/me', undefined)).status).toBe(401);
    await server!.close();
    server = null;

    // Started on the kept file, the server loads it: the session signed in before is still valid.
    await start(kept);
    expect((await postAction(token, 'users/me', undefined)).status).toBe(202);
  });
});
