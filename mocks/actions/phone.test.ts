import { db, load, persist, setPersistence, STORAGE_KEY } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const attributes = (result: { data?: unknown }) => (result.data as { attributes: Record<string, unknown> }).attributes;

describe('phone linking', () => {
  it('sends a code, refuses a wrong one, links with 123456 and unlinks', async () => {
    const session = await openLive(await signIn('support@sandbox.test'));
    const phone = '+447700900123';

    const invalid = await session.action('users/sendPhoneCode', { phone: '07700 900123' });
    expect(invalid.errors?.[0]).toMatchObject({ code: 'invalid-phone', source: { pointer: '/data/attributes/phone' } });

    const early = await session.action('users/confirmPhone', { phone, code: '123456' });
    expect(early.errors?.[0].code).toBe('code-not-sent');

    const sent = await session.action('users/sendPhoneCode', { phone });
    expect(sent.errors).toBeUndefined();
    expect(attributes(sent)).toMatchObject({ phone, codeLength: 6 });

    const wrong = await session.action('users/confirmPhone', { phone, code: '000000' });
    expect(wrong.errors?.[0].code).toBe('invalid-code');
    expect(db.users.get('usr_support')?.phone).toBeNull();

    const linked = await session.action('users/confirmPhone', { phone, code: '123456' });
    expect(attributes(linked).phone).toBe(phone);
    expect(attributes(await session.action('users/me')).phone).toBe(phone);

    const unlinked = await session.action('users/unlinkPhone');
    expect(attributes(unlinked).phone).toBeNull();
    expect(db.users.get('usr_support')?.phone).toBeNull();
    session.close();
  });

  it('accepts the JSON:API payload form too', async () => {
    const session = await openLive(await signIn('support@sandbox.test'));
    const phone = '+37120000000';
    await session.action('users/sendPhoneCode', { data: { type: 'phone-verifications', attributes: { phone } } });
    const linked = await session.action('users/confirmPhone', { data: { type: 'phone-verifications', attributes: { phone, code: '123456' } } });
    expect(attributes(linked).phone).toBe(phone);
    session.close();
  });

  it('keeps a linked phone across a reload (persisted overlay)', () => {
    setPersistence(true);
    try {
      db.users.patch('usr_support', { phone: '+447700900123', pendingPhone: null });
      persist();
      expect(localStorage.getItem(STORAGE_KEY)).toContain('+447700900123');
      load();
      expect(db.users.get('usr_support')?.phone).toBe('+447700900123');
    } finally {
      setPersistence(false);
      localStorage.clear();
    }
  });
});
