import { decryptEventData, fromBase64 } from '../channel-encryption';
import { DEMO } from '../db/transactions-demo';
import { db } from '../db/store';
import { call, openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const authorize = (token: string, channel: string, socketId = '1.1') =>
  call('POST', 'channel-authorization', { socket_id: socketId, channel_name: channel }, token);
const secretOf = (answer: Awaited<ReturnType<typeof authorize>>) => (answer.body as { shared_secret?: string }).shared_secret;

describe('end-to-end encrypted session channels', () => {
  it('hands out a 32-byte key per channel, the same on every authorization of that channel', async () => {
    const token = await signIn('admin@sandbox.test');
    const channel = `private-encrypted-session-${crypto.randomUUID()}`;
    const first = await authorize(token, channel, '1.1');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ auth: expect.stringMatching(/^sandbox-key:/), shared_secret: expect.any(String) });
    expect(fromBase64(secretOf(first)!)).toHaveLength(32);
    // Another socket of the same channel (pusher-js asks again when an event does not decrypt): the same key.
    expect(secretOf(await authorize(token, channel, '2.2'))).toBe(secretOf(first));
    const other = await authorize(token, `private-encrypted-session-${crypto.randomUUID()}`);
    expect(secretOf(other)).not.toBe(secretOf(first));
  });

  it('refuses a session channel that is not end-to-end encrypted', async () => {
    const token = await signIn('admin@sandbox.test');
    const answer = await authorize(token, `private-session-${crypto.randomUUID()}`);
    expect(answer.status).toBe(403);
    expect(secretOf(answer)).toBeUndefined();
  });

  it('pushes only ciphertext: the raw socket never carries the customer e-mail, the channel key opens it', async () => {
    const token = await signIn('admin@sandbox.test');
    const session = await openLive(token);
    const customerEmail = db.transactions.get(DEMO.eurPaid)!.customer.email;
    const answer = await session.action('transactions/get', undefined, { id: DEMO.eurPaid });
    expect(JSON.stringify(answer)).toContain(customerEmail);
    const me = await session.action('users/me');
    expect(JSON.stringify(me)).toContain('admin@sandbox.test');

    const wire = session.frames
      .map((frame) => JSON.parse(frame) as { event: string; channel?: string; data: string })
      .filter((m) => m.event === 'action-result');
    expect(wire).toHaveLength(2);
    for (const frame of wire) {
      expect(frame.data).not.toContain(customerEmail);
      expect(frame.data).not.toContain('admin@sandbox.test');
      expect(frame.data).not.toContain('requestReference');
      expect(Object.keys(JSON.parse(frame.data) as object)).toEqual(['nonce', 'ciphertext']);
    }
    // Another channel's key (another session's) does not open it.
    const stranger = await authorize(await signIn('admin@sandbox.test'), `private-encrypted-session-${crypto.randomUUID()}`);
    expect(decryptEventData(fromBase64(secretOf(stranger)!), wire[0].data)).toBeNull();
    expect(decryptEventData(fromBase64(secretOf(session.authorization)!), wire[0].data)).toContain(customerEmail);
    session.close();
  });
});
