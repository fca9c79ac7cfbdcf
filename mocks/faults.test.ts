import { sandboxControls } from './controls';
import { decryptEventData, fromBase64, sharedSecretFor } from './channel-encryption';
import { channelSignature, frame, publish, subscribe, addConnection, removeConnection, PUSH_EVENT_LIMIT_BYTES } from './pusher-hub';
import { call, openLive, ref, signIn } from './test/harness';
import { setupSandboxServer } from './test/setup-server';

setupSandboxServer({ trustStepUp: true });

const authorize = (token: string, socketId = '1.1', channel = `private-encrypted-session-${crypto.randomUUID()}`) =>
  call('POST', 'channel-authorization', { socket_id: socketId, channel_name: channel }, token);

describe('HTTP faults', () => {
  it('fails the next calls matching a path, count times', async () => {
    sandboxControls.failNext(429, { path: '/signin', count: 2 });
    const body = { data: { type: 'access-token-login', attributes: { email: 'admin@sandbox.test', password: 'Sandbox-123' } } };
    expect((await call('POST', 'users/sign-up', { data: { attributes: { email: 'a@b.c' } } })).status).toBe(200);
    expect((await call('POST', 'signin', body)).status).toBe(429);
    expect((await call('POST', 'signin', body)).status).toBe(429);
    expect((await call('POST', 'signin', body)).status).toBe(200);
  });

  it.each([401, 403, 500] as const)('fails the next call with %s', async (status) => {
    sandboxControls.failNext(status);
    expect((await call('DELETE', 'signout')).status).toBe(status);
    expect((await call('DELETE', 'signout')).status).toBe(204);
  });

  it('fails channel authorization by kind until cleared', async () => {
    const token = await signIn('admin@sandbox.test');
    sandboxControls.failChannelAuthorization('forbidden');
    expect((await authorize(token)).status).toBe(403);
    sandboxControls.failChannelAuthorization('bad-request');
    expect((await authorize(token)).status).toBe(400);
    sandboxControls.failChannelAuthorization('network');
    await expect(authorize(token)).rejects.toThrow();
    sandboxControls.failChannelAuthorization('timeout', 1);
    let hanging = true;
    void authorize(token).finally(() => void (hanging = false));
    // The next authorization is answered while the one that met the time-out fault still hangs.
    expect((await authorize(token)).status).toBe(200);
    expect(hanging).toBe(true);
  });
});

describe('push faults', () => {
  it('drops and duplicates the next action result', async () => {
    const token = await signIn('support@sandbox.test');
    const support = await openLive(token);
    sandboxControls.dropNextPush();
    const posted = await call('POST', 'actions', { data: { requestReference: ref('lost'), action: 'users/me' } }, token);
    expect(posted.status).toBe(202);
    await support.settled();
    expect(support.results(ref('lost'))).toHaveLength(0);
    sandboxControls.duplicateNextPush();
    await support.action('users/me', undefined, { reference: ref('twice') });
    await support.settled();
    expect(support.results(ref('twice'))).toHaveLength(2);
    support.close();
  });

  it('duplicates every push while switched on', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    sandboxControls.duplicateAllPushes(true);
    await session.action('users/me', undefined, { reference: ref('one') });
    await session.action('users/me', undefined, { reference: ref('two') });
    await session.settled();
    expect(session.results(ref('one'))).toHaveLength(2);
    expect(session.results(ref('two'))).toHaveLength(2);
    sandboxControls.duplicateAllPushes(false);
    await session.action('users/me', undefined, { reference: ref('three') });
    await session.settled();
    expect(session.results(ref('three'))).toHaveLength(1);
    session.close();
  });

  it('fails channel authorization a given number of times, then lets it through', async () => {
    const token = await signIn('admin@sandbox.test');
    sandboxControls.failChannelAuthorization('bad-request', 1);
    const body = { socket_id: '1.1', channel_name: 'private-encrypted-session-once' };
    expect((await call('POST', 'channel-authorization', body, token)).status).toBe(400);
    expect((await call('POST', 'channel-authorization', body, token)).status).toBe(200);
    expect(sandboxControls.state().channelAuthorization).toBeNull();
  });

  it('makes the next action result carry an error, without remembering it', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    sandboxControls.failNextAction(500, { action: 'users/me' });
    expect((await session.action('identities/listActiveTokens')).errors).toBeUndefined();
    expect((await session.action('users/me', undefined, { reference: ref('retry-me') })).errors).toEqual([{ code: '500', title: 'Some error occurred' }]);
    expect((await session.action('users/me', undefined, { reference: ref('retry-me') })).errors).toBeUndefined();
    session.close();
  });

  it('waits the configured latency before pushing', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    sandboxControls.setLatency(80);
    const started = Date.now();
    await session.action('users/me');
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    expect(sandboxControls.state().latency).toBe(80);
    session.close();
  });

  it('holds answers and pushes until released, and a reset releases them too', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const release = sandboxControls.holdAnswers();
    expect(sandboxControls.state().answersHeld).toBe(true);
    const answer = session.action('users/me');
    release();
    expect(sandboxControls.state().answersHeld).toBe(false);
    expect((await answer).errors).toBeUndefined();

    session.close();
    sandboxControls.holdAnswers();
    sandboxControls.reset();
    expect(sandboxControls.state().answersHeld).toBe(false);
  });

  it('disconnects every socket', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const closed = new Promise<number>((resolve) => session.socket.addEventListener('close', (e) => resolve(e.code)));
    expect(sandboxControls.state().sockets).toBeGreaterThan(0);
    sandboxControls.disconnectSockets();
    expect(await closed).toBe(4200);
    expect(sandboxControls.state().sockets).toBe(0);
  });
});

describe('pusher protocol', () => {
  it('answers ping, handles unsubscribe', async () => {
    const token = await signIn('admin@sandbox.test');
    const session = await openLive(token);
    const pong = async () => {
      const from = session.messages.length;
      session.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      return session.next((m) => m.event === 'pusher:pong', undefined, from);
    };
    expect((await pong()).data).toBe('{}');
    session.socket.send(JSON.stringify({ event: 'pusher:unsubscribe', data: { channel: session.channel } }));
    await pong(); // the socket's messages are handled in order: the unsubscribe is done
    const other = await openLive(token);
    await call('POST', 'actions', { data: { requestReference: ref('after-unsub'), action: 'users/me' } }, token);
    await other.next((m) => other.results(ref('after-unsub')).includes(m));
    await pong(); // sent after the answer was published: had it been pushed here too, it would be in by now
    expect(session.results(ref('after-unsub'))).toHaveLength(0);
    session.close();
    other.close();
  });

  it('rejects a forged auth string', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    session.socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-encrypted-session-forged', auth: 'sandbox-key:bad' } }));
    const error = await session.next((m) => m.event === 'pusher:subscription_error');
    expect(JSON.parse(error.data)).toMatchObject({ status: 403 });
    session.close();
  });

  it('hub: subscribes only with the issued signature and publishes only ciphertext, under the size limit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent: string[] = [];
    const channel = 'private-encrypted-session-x';
    addConnection('9.9', { send: (data) => sent.push(data), close: () => {} });
    expect(subscribe('9.9', channel, 'sandbox-key:nope')).toBe(false);
    expect(subscribe('9.9', channel, channelSignature('9.9', channel))).toBe(true);
    expect(channelSignature('9.9', channel)).toMatch(/^sandbox-key:[0-9a-f]+$/);
    const key = fromBase64(await sharedSecretFor(channel));
    expect(publish(channel, 'action-result', { requestReference: 'r' })).toBe(1);
    const wire = JSON.parse(sent[0]) as { event: string; channel: string; data: string };
    expect(wire).toMatchObject({ event: 'action-result', channel });
    expect(Object.keys(JSON.parse(wire.data) as object)).toEqual(['nonce', 'ciphertext']);
    expect(decryptEventData(key, wire.data)).toBe('{"requestReference":"r"}');
    // Over 10 KB encrypted: refused, as a Pusher-protocol server would.
    expect(publish(channel, 'action-result', { requestReference: 'big', data: 'x'.repeat(PUSH_EVENT_LIMIT_BYTES) })).toBe(0);
    // A channel that is not end-to-end encrypted never gets an event, even when subscribed.
    expect(subscribe('9.9', 'private-session-x', channelSignature('9.9', 'private-session-x'))).toBe(true);
    expect(publish('private-session-x', 'action-result', { requestReference: 'plain' })).toBe(0);
    expect(sent).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(frame('pusher:pong', {})).toBe('{"event":"pusher:pong","data":"{}"}');
    removeConnection('9.9');
    expect(publish(channel, 'action-result', {})).toBe(0);
  });
});
