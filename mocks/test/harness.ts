import { endpointOfAction } from '@/lib/actions/action-endpoints';
import { digest } from '../db/random';

/** Test helpers: drive the sandbox over HTTP and a raw Pusher-protocol WebSocket. */
import { decryptEventData, fromBase64 } from '../channel-encryption';

export const API = 'http://sandbox.test/api';
export const PASSWORD = 'Sandbox-123';

/** A fixed UUID under a readable name (`ref('intent-a')` is the same one every time): requestReferences are UUIDs. */
export function ref(name: string): string {
  const hex = digest(name) + digest(`${name}#2`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { errors?: { code: string }[]; data?: Record<string, unknown> & { attributes?: Record<string, unknown> } };
}

export async function call(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${API}/${path}`, {
    method,
    headers: { 'content-type': 'application/vnd.api+json', ...(token && { authorization: `Bearer ${token}` }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

export const login = (email: string, password = PASSWORD, isTrustedDevice = false) =>
  call('POST', 'signin', { data: { type: 'access-token-login', attributes: { email, password, isTrustedDevice, setAuthCookie: true } } });

export const signinAttributes = (answer: Answer) => answer.body.data?.attributes as { status: string; accessToken: string; identityId: string | null };

/** Signs in an account whose password step answers `ok`; returns the bearer token. */
export async function signIn(email: string): Promise<string> {
  const answer = await login(email);
  const attributes = signinAttributes(answer);
  if (attributes?.status !== 'ok') throw new Error(`${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return attributes.accessToken;
}

/** Signs in an account that has several identities, acting as `identityId`; returns the bearer token. */
export async function signInAs(email: string, identityId: string): Promise<string> {
  const step = signinAttributes(await login(email));
  if (step?.status !== 'identity-select-required') throw new Error(`${email}: no identity choice (${step?.status})`);
  const chosen = await call('POST', 'signin', { data: { type: 'access-token-identity-select', attributes: { accessToken: step.accessToken, identityId } } });
  const attributes = signinAttributes(chosen);
  if (attributes?.status !== 'ok') throw new Error(`${email} as ${identityId}: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  return attributes.accessToken;
}

/** Signs in an account whose password step asks for 2FA, with the sandbox's code (123456); returns the bearer token. */
export async function signInWithCode(email: string): Promise<string> {
  const step = signinAttributes(await login(email));
  const done = await call('POST', 'signin', { data: { type: 'access-token-2fa-confirm', attributes: { accessToken: step.accessToken, code: '123456' } } });
  return signinAttributes(done).accessToken;
}

interface PusherMessage {
  event: string;
  channel?: string;
  data: string;
}

export interface ActionResultEvent {
  requestReference: string;
  action: string;
  data?: unknown;
  meta?: Record<string, unknown> & { page?: { total: number } };
  errors?: { code: string; title?: string; source?: { pointer: string } }[];
}

export interface AnswerPointerEvent {
  requestReference: string;
  action: string;
  pointer: { href: string; size: number; expiresAt: string };
}

const openSockets = new Set<WebSocket>();

/**
 * Closes every socket `openLive` opened (setupSandboxServer does, after each test): files share their
 * worker, and a socket left open stays subscribed in the hub, getting every later file's pushes.
 */
export function closeLiveSockets() {
  for (const socket of openSockets) socket.close();
  openSockets.clear();
}

/**
 * A socket subscribed to a fresh session channel authorised with `token`, as an API client without
 * pusher-js would hold it: `frames` are the raw text of what arrived, `messages` the same with the
 * events of the encrypted channel decrypted (their `data` as plaintext JSON).
 */
export async function openLive(token: string, channel = `private-encrypted-session-${crypto.randomUUID()}`) {
  const socket = new WebSocket('wss://ws.sandbox.test/app/sandbox-key?protocol=7&client=js&version=8.6.0');
  openSockets.add(socket);
  socket.addEventListener('close', () => openSockets.delete(socket));
  const frames: string[] = [];
  const messages: PusherMessage[] = [];
  let key: Uint8Array | null = null;
  const waiters: { test: (m: PusherMessage) => boolean; resolve: (m: PusherMessage) => void }[] = [];
  socket.addEventListener('message', (event) => {
    frames.push(String(event.data));
    const received = JSON.parse(String(event.data)) as PusherMessage;
    const sealed = received.channel === channel && !received.event.startsWith('pusher');
    if (sealed && !key) throw new Error(`an event on ${channel} before its key`);
    const data = sealed && key ? decryptEventData(key, received.data) : received.data;
    if (data === null) throw new Error(`an event on ${channel} that its key does not open`);
    const message = { ...received, data };
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  /** The first matching message at or after `from` (an index into `messages`), now or later. */
  const next = (test: (m: PusherMessage) => boolean, timeoutMs = 15_000, from = 0) => {
    const seen = messages.slice(from).find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise<PusherMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching pusher message')), timeoutMs);
      waiters.push({ test, resolve: (message) => (clearTimeout(timer), resolve(message)) });
    });
  };
  const established = await next((m) => m.event === 'pusher:connection_established');
  const socketId = (JSON.parse(established.data) as { socket_id: string }).socket_id;
  const authorization = await call('POST', 'channel-authorization', { socket_id: socketId, channel_name: channel }, token);
  const { auth, shared_secret: sharedSecret } = authorization.body as { auth?: string; shared_secret?: string };
  if (sharedSecret) key = fromBase64(sharedSecret);
  socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  const subscribed = await next(
    (m) => m.channel === channel && (m.event === 'pusher_internal:subscription_succeeded' || m.event === 'pusher:subscription_error'),
  );

  /** Posts an action and waits for its `action-result` event. */
  async function action(name: string, payload?: unknown, options: { id?: string; endpoint?: string; reference?: string } = {}) {
    const requestReference = options.reference ?? crypto.randomUUID();
    const from = messages.length;
    const posted = await call(
      'POST',
      options.endpoint ?? endpointOfAction(name) ?? 'actions',
      {
        data: { requestReference, action: name, ...(options.id && { id: options.id }), ...(payload !== undefined && { payload }) },
      },
      token,
    );
    if (posted.status !== 202) throw new Error(`${name}: HTTP ${posted.status} ${JSON.stringify(posted.body)}`);
    const isAnswer = (m: PusherMessage) => m.event === 'action-result' && (JSON.parse(m.data) as ActionResultEvent).requestReference === requestReference;
    const event = await next(isAnswer, undefined, from);
    const pushed = JSON.parse(event.data) as ActionResultEvent | AnswerPointerEvent;
    return 'pointer' in pushed ? follow(pushed) : pushed;
  }

  /** The answer a pointer event names, fetched as this session. */
  async function follow(event: AnswerPointerEvent) {
    const fetched = await call('GET', event.pointer.href, undefined, token);
    if (fetched.status !== 200) throw new Error(`${event.pointer.href}: HTTP ${fetched.status} ${JSON.stringify(fetched.body)}`);
    return fetched.body as unknown as ActionResultEvent;
  }

  /**
   * Resolves once every event published to this socket before the call has arrived: the hub delivers
   * in order, so the answer to a fresh `users/me` comes after them. Waits on state, not on time.
   */
  const settled = async () => {
    await action('users/me');
  };

  const results = (reference: string) =>
    messages.filter((m) => m.event === 'action-result' && (JSON.parse(m.data) as ActionResultEvent).requestReference === reference);

  return { socket, socketId, channel, authorization, subscribed, frames, messages, next, action, results, settled, close: () => socket.close() };
}
