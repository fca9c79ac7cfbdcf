import { parseAnswer, parseMeta, type ActionName } from '@/lib/contract';
import { now } from '../clock';
import { sandboxControls } from '../controls';
import { keyOpenedBy } from '../db/api-keys';
import { db } from '../db/store';
import { call, openLive, signIn, signInWithCode, type ActionResultEvent } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const SANDBOX = 'res_prj_northwind_sandbox';
const HOUR = 3_600_000;

type Key = {
  id: string;
  attributes: {
    name: string;
    prefix: string;
    mode: string;
    permissions: string[];
    allowedIps: string[];
    status: string;
    previousPrefix: string | null;
    previousSecretEndsAt: string | null;
  };
};

const createBody = (attributes: Record<string, unknown>, resourceId = SHOP) => ({
  resourceId,
  data: { type: 'api-keys', attributes: { name: 'Server', permissions: ['payments'], ...attributes } },
});

async function live(email: string, withCode = false) {
  const token = withCode ? await signInWithCode(email) : await signIn(email);
  const session = await openLive(token);
  /** The action's answer, checked against the contract the screens parse it with. */
  const checked = async (name: ActionName, payload?: unknown, id?: string) => {
    const answer = await session.action(name, payload, id ? { id } : {});
    if (!answer.errors) {
      expect(await parseAnswer(name, answer.data), name).toMatchObject({ ok: true });
      expect(await parseMeta(name, answer.meta), name).toMatchObject({ ok: true });
    }
    return answer;
  };
  const reveal = (ticket: unknown) => call('POST', 'secrets/reveal', { data: { type: 'secret-reveals', attributes: { ticket } } }, token);
  /** Creates a key and reveals its secret. */
  const createKey = async (attributes: Record<string, unknown> = {}, resourceId = SHOP) => {
    const answer = await checked('api-keys/create', createBody(attributes, resourceId));
    expect(answer.errors).toBeUndefined();
    const revealed = await reveal(answer.meta!.secretTicket);
    return { answer, key: answer.data as Key, secret: (revealed.body.data!.attributes as { secret: string }).secret };
  };
  return { ...session, token, checked, reveal, createKey };
}

const errorsOf = (answer: ActionResultEvent) => answer.errors?.map((error) => [error.code, error.source?.pointer]);
const opens = (secret: string) => keyOpenedBy(db.apiKeys.all(), secret, now())?.id ?? null;

describe('secrets are shown once, by ticket', () => {
  it('a created key answers a ticket; the secret comes once from secrets/reveal with the prefix of the project mode, then 410 ticket-used', async () => {
    const admin = await live('admin@sandbox.test');
    const created = await admin.checked('api-keys/create', createBody({ name: 'Checkout server' }));
    const key = created.data as Key;
    expect(key.attributes).toMatchObject({ name: 'Checkout server', mode: 'live', status: 'active', permissions: ['payments'], allowedIps: [] });
    expect(key.attributes.prefix).toMatch(/^sk_live_[A-Za-z0-9]{4}$/);
    const ticket = created.meta!.secretTicket as string;
    expect(Object.keys(created.meta!)).toEqual(['secretTicket']);

    const first = await admin.reveal(ticket);
    expect(first.status).toBe(200);
    const secret = (first.body.data!.attributes as { secret: string }).secret;
    expect(secret.startsWith(key.attributes.prefix)).toBe(true);
    expect(secret).toMatch(/^sk_live_[A-Za-z0-9]{32}$/);
    expect(opens(secret)).toBe(key.id);

    const again = await admin.reveal(ticket);
    expect([again.status, again.body.errors?.[0].code]).toEqual([410, 'ticket-used']);
    admin.close();
  });

  it('a sandbox project makes sk_test_ keys', async () => {
    const admin = await live('admin@sandbox.test');
    const { key, secret } = await admin.createKey({}, SANDBOX);
    expect(key.attributes.mode).toBe('sandbox');
    expect(secret).toMatch(/^sk_test_/);
    admin.close();
  });

  it('only the user who made the ticket redeems it, signed in, within 10 minutes', async () => {
    const admin = await live('admin@sandbox.test');
    const owner = await live('owner@sandbox.test');
    const ticket = (await admin.checked('api-keys/create', createBody({}))).meta!.secretTicket as string;
    expect((await owner.reveal(ticket)).status).toBe(410);
    expect((await call('POST', 'secrets/reveal', { data: { attributes: { ticket } } })).status).toBe(401);
    expect((await admin.reveal('')).body.errors?.[0]).toMatchObject({ code: 'invalid', source: { pointer: '/data/attributes/ticket' } });
    // Someone else's try did not use it up; the clock does.
    const late = (await admin.checked('api-keys/create', createBody({ name: 'Late' }))).meta!.secretTicket as string;
    sandboxControls.advance(10 * 60_000);
    expect((await admin.reveal(late)).status).toBe(410);
    expect((await admin.reveal(ticket)).status).toBe(410);
    admin.close();
    owner.close();
  });

  it('a reset forgets the tickets', async () => {
    const admin = await live('admin@sandbox.test');
    const ticket = (await admin.checked('api-keys/create', createBody({}))).meta!.secretTicket as string;
    admin.close();
    sandboxControls.reset();
    const again = await live('admin@sandbox.test');
    expect((await again.reveal(ticket)).status).toBe(410);
    again.close();
  });

  it('the secret is in no answer, push, audit entry or table: only its digest and prefix are kept', async () => {
    const admin = await live('admin@sandbox.test');
    const developer = await live('developer@sandbox.test');
    const { key, secret, answer } = await admin.createKey({ name: 'Secret keeper' });
    const rolled = await admin.checked('api-keys/roll', { data: { attributes: { graceHours: 24 } } }, key.id);
    const second = (await admin.reveal(rolled.meta!.secretTicket)).body.data!.attributes as { secret: string };
    await developer.next((m) => m.event === 'resource-updated' && m.data.includes(key.id));
    await developer.settled();
    await admin.settled();

    const everything = JSON.stringify({
      tables: Object.entries(db).map(([name, table]) => [name, 'all' in table ? table.all() : table]),
      answers: [answer, rolled],
      admin: admin.messages,
      developer: developer.messages,
    });
    for (const text of [secret, second.secret]) {
      expect(text.length).toBeGreaterThan(30);
      // Not `toContain`: a failure would print the whole database.
      expect(everything.includes(text), 'the secret').toBe(false);
      expect(everything.includes(text.slice(12)), 'its random part').toBe(false);
    }
    const entries = db.auditEntries.filter((entry) => entry.object.id === key.id);
    // Each secret shown is a security log entry too (docs/api/audit.md *The security log*).
    expect(entries.map((entry) => entry.action)).toEqual(['api-keys/create', 'secrets/reveal', 'api-keys/roll', 'secrets/reveal']);
    expect(entries[2].changes.find((change) => change.field === 'prefix')).toMatchObject({ before: key.attributes.prefix, after: second.secret.slice(0, 12) });
    admin.close();
    developer.close();
  });
});

describe('api-keys/create rules', () => {
  it('refuses with each rule its code and pointer, and applies nothing', async () => {
    const admin = await live('admin@sandbox.test');
    const count = db.apiKeys.size;
    const refused = async (attributes: Record<string, unknown>) => errorsOf(await admin.checked('api-keys/create', createBody(attributes)));
    expect(await refused({ permissions: [] })).toEqual([['permissions-required', '/data/attributes/permissions']]);
    expect((await admin.action('api-keys/create', createBody({ permissions: [] }))).errors?.[0].title).toBe('Select at least one permission');
    expect(await refused({ permissions: ['payments', 'fly.to.moon'] })).toEqual([['invalid', '/data/attributes/permissions/1']]);
    expect(await refused({ allowedIps: ['10.0.0.0/8', '10.0.0.300', '2001:db8::/129', 'localhost'] })).toEqual([
      ['invalid-cidr', '/data/attributes/allowedIps/1'],
      ['invalid-cidr', '/data/attributes/allowedIps/2'],
      ['invalid-cidr', '/data/attributes/allowedIps/3'],
    ]);
    // The same range written otherwise is a duplicate, refused at the later one.
    expect(await refused({ allowedIps: ['192.0.2.0/24', '2001:db8::/32', '192.0.2.77/24', '2001:DB8:0::/32'] })).toEqual([
      ['duplicate-cidr', '/data/attributes/allowedIps/2'],
      ['duplicate-cidr', '/data/attributes/allowedIps/3'],
    ]);
    expect(await refused({ expiresAt: new Date(now() - 1).toISOString() })).toEqual([['expiry-in-past', '/data/attributes/expiresAt']]);
    expect(await refused({ expiresAt: 'next tuesday' })).toEqual([['invalid', '/data/attributes/expiresAt']]);
    expect((await admin.action('api-keys/create', createBody({ name: '  ' }))).errors).toEqual([
      expect.objectContaining({ title: 'Name is required', source: { pointer: '/data/attributes/name' } }),
    ]);
    expect(await refused({ permissions: [], allowedIps: ['nope'], expiresAt: new Date(now()).toISOString() })).toEqual([
      ['permissions-required', '/data/attributes/permissions'],
      ['invalid-cidr', '/data/attributes/allowedIps/0'],
      ['expiry-in-past', '/data/attributes/expiresAt'],
    ]);
    expect(db.apiKeys.size).toBe(count);
    admin.close();
  });

  it('keeps the ranges canonical and the permissions once each; an expiry in the future reads as expired once passed', async () => {
    const admin = await live('admin@sandbox.test');
    const { key } = await admin.createKey({
      permissions: ['payments', 'charge.write', 'payments'],
      allowedIps: [' 192.0.2.77/24', '2001:DB8:0:0::/32', '198.51.100.7'],
      expiresAt: new Date(now() + HOUR).toISOString(),
    });
    expect(key.attributes.permissions).toEqual(['payments', 'charge.write']);
    expect(key.attributes.allowedIps).toEqual(['192.0.2.0/24', '2001:db8::/32', '198.51.100.7/32']);
    expect(db.apiKeys.get(key.id)?.allowedIps).toEqual(key.attributes.allowedIps);
    sandboxControls.advance(HOUR);
    expect(((await admin.checked('api-keys/get', undefined, key.id)).data as Key).attributes.status).toBe('expired');
    admin.close();
  });
});

describe('who may make which key', () => {
  it('the developer gives a key permissions it does not hold itself (escalates)', async () => {
    const developer = await live('developer@sandbox.test');
    const { key } = await developer.createKey({ permissions: ['refund.write', 'transactions.read.2479032559'] });
    expect(key.attributes.permissions).toEqual(['refund.write', 'transactions.read.2479032559']);
    developer.close();
  });

  it('anyone else gives only what they hold there: grant-exceeds-own names the missing ones', async () => {
    // Cleo manages API keys of Northwind Group through a custom role, without refunds.
    db.groups.insert({
      id: 'grp_nw_keys',
      name: 'Northwind Group · Keys',
      role: 'custom',
      resourceId: 'res_org_northwind',
      permissions: ['api-keys.read', 'api-keys.write', 'payments', 'projects.read'],
    });
    db.identities.patch('idn_custom', { groupIds: ['grp_nw_keys'] });
    const custom = await live('custom@sandbox.test');
    const refused = await custom.checked('api-keys/create', createBody({ permissions: ['payments', 'refund.write', 'charge.write'] }));
    expect(refused.errors).toEqual([
      expect.objectContaining({
        code: 'grant-exceeds-own',
        source: { pointer: '/data/attributes/permissions' },
        meta: { missing: ['refund.write', 'charge.write'] },
      }),
    ]);
    await custom.createKey({ permissions: ['payments'] });
    custom.close();
  });

  it('support and finance hold no api-keys rights: forbidden to read or make keys', async () => {
    for (const email of ['support@sandbox.test', 'finance@sandbox.test', 'custom@sandbox.test']) {
      const session = await live(email);
      expect((await session.action('api-keys/list', { resourceId: SHOP })).errors?.[0].code, email).toBe('forbidden');
      expect((await session.action('api-keys/get', undefined, { id: 'key_nw_backend' })).errors?.[0].code, email).toBe('forbidden');
      expect((await session.action('api-keys/create', createBody({}))).errors?.[0].code, email).toBe('forbidden');
      expect((await session.action('api-keys/revoke', undefined, { id: 'key_nw_backend' })).errors?.[0].code, email).toBe('forbidden');
      session.close();
    }
    expect(db.apiKeys.get('key_nw_backend')?.status).toBe('active');
  });

  it('a key of a project the caller does not reach is not found', async () => {
    const developer = await live('developer@sandbox.test');
    expect((await developer.action('api-keys/get', undefined, { id: 'key_solo_shop' })).errors?.[0].code).toBe('not-found');
    expect((await developer.action('api-keys/roll', { data: { attributes: { graceHours: 0 } } }, { id: 'key_solo_shop' })).errors?.[0].code).toBe('not-found');
    expect((await developer.action('api-keys/get', undefined, { id: 'key_nope' })).errors?.[0]).toMatchObject({
      code: 'not-found',
      title: 'API key not found',
    });
    expect((await developer.action('api-keys/list', { resourceId: 'res_prj_solo' })).errors?.[0].code).toBe('forbidden');
    developer.close();
  });
});

describe('step-up', () => {
  it('create, roll and revoke are asked for a fresh second factor once, in the window of the session; the code never travels with them', async () => {
    const user = db.users.find((row) => row.email === 'twofa@sandbox.test')!;
    db.users.patch(user.id, { stepUpTrusted: false });
    const twofa = await live('twofa@sandbox.test', true);
    expect(errorsOf(await twofa.checked('api-keys/create', createBody({})))).toEqual([['step-up-required', undefined]]);
    expect(db.apiKeys.filter((row) => row.name === 'Server')).toHaveLength(0);
    expect((await twofa.action('users/confirmStepUp', { data: { type: 'step-up', attributes: { code: '123456' } } })).errors).toBeUndefined();
    const { key } = await twofa.createKey();
    expect((await twofa.checked('api-keys/roll', { data: { attributes: { graceHours: 1 } } }, key.id)).errors).toBeUndefined();
    expect(((await twofa.checked('api-keys/revoke', undefined, key.id)).data as Key).attributes.status).toBe('revoked');
    twofa.close();
  });
});

describe('roll and revoke', () => {
  it('a roll makes a new secret; the old one works until the grace ends, then only the new one', async () => {
    const admin = await live('admin@sandbox.test');
    const { key, secret: first } = await admin.createKey();
    const rolled = await admin.checked('api-keys/roll', { data: { attributes: { graceHours: 24 } } }, key.id);
    const after = rolled.data as Key;
    const second = ((await admin.reveal(rolled.meta!.secretTicket)).body.data!.attributes as { secret: string }).secret;
    expect(second).not.toBe(first);
    expect(after.attributes).toMatchObject({
      previousPrefix: key.attributes.prefix,
      previousSecretEndsAt: new Date(now() + 24 * HOUR).toISOString(),
      prefix: second.slice(0, 12),
    });
    expect([opens(first), opens(second)]).toEqual([key.id, key.id]);
    sandboxControls.advance(24 * HOUR - 1);
    expect(opens(first)).toBe(key.id);
    sandboxControls.advance(1);
    expect([opens(first), opens(second)]).toEqual([null, key.id]);
    expect(((await admin.checked('api-keys/get', undefined, key.id)).data as Key).attributes).toMatchObject({
      previousPrefix: null,
      previousSecretEndsAt: null,
    });
    admin.close();
  });

  it('a roll without grace stops the old secret at once; a revoke stops both; a revoked or expired key is not rolled', async () => {
    const admin = await live('admin@sandbox.test');
    const { key, secret: first } = await admin.createKey();
    const rolled = await admin.checked('api-keys/roll', { data: { attributes: { graceHours: 0 } } }, key.id);
    const second = ((await admin.reveal(rolled.meta!.secretTicket)).body.data!.attributes as { secret: string }).secret;
    expect([opens(first), opens(second)]).toEqual([null, key.id]);
    expect((rolled.data as Key).attributes.previousPrefix).toBeNull();

    const third = await admin.checked('api-keys/roll', { data: { attributes: { graceHours: 168 } } }, key.id);
    const newest = ((await admin.reveal(third.meta!.secretTicket)).body.data!.attributes as { secret: string }).secret;
    expect([opens(second), opens(newest)]).toEqual([key.id, key.id]);
    const revoked = await admin.checked('api-keys/revoke', undefined, key.id);
    expect((revoked.data as Key).attributes).toMatchObject({ status: 'revoked', previousPrefix: null });
    expect([opens(second), opens(newest)]).toEqual([null, null]);
    expect((await admin.action('api-keys/roll', { data: { attributes: { graceHours: 0 } } }, { id: key.id })).errors?.[0].code).toBe('key-revoked');
    expect((await admin.action('api-keys/revoke', undefined, { id: key.id })).errors?.[0].code).toBe('key-revoked');
    // Seeded: expired ten days ago.
    expect((await admin.action('api-keys/roll', { data: { attributes: { graceHours: 0 } } }, { id: 'key_nw_plugin' })).errors?.[0].code).toBe('key-expired');
    expect((await admin.action('api-keys/roll', { data: { attributes: { graceHours: 5 } } }, { id: 'key_nw_backend' })).errors?.[0].source?.pointer).toBe(
      '/data/attributes/graceHours',
    );
    admin.close();
  });
});

describe('lists, seed and pushes', () => {
  it('lists a project’s keys, or an organization’s projects’ keys, as the contract says; the seed shows each state', async () => {
    const developer = await live('developer@sandbox.test');
    const shop = await developer.checked('api-keys/list', { resourceId: SHOP });
    const keys = shop.data as Key[];
    expect(keys.map((key) => [key.id, key.attributes.status])).toEqual([
      ['key_nw_reporting', 'active'],
      ['key_nw_backend', 'active'],
      ['key_nw_plugin', 'expired'],
    ]);
    expect(keys[0].attributes.previousPrefix).toMatch(/^sk_live_/);
    expect(Date.parse(keys[0].attributes.previousSecretEndsAt!)).toBeGreaterThan(now());
    expect(keys[1].attributes.allowedIps).toEqual(['203.0.113.0/24', '2001:db8:1234::/48']);
    await developer.createKey({ name: 'Test harness' }, SANDBOX);
    const group = await developer.checked('api-keys/list', { resourceId: 'res_org_northwind', filter: { status: 'active' }, sort: 'name' });
    expect((group.data as Key[]).map((key) => key.attributes.name)).toEqual(['Backend server', 'Reporting export', 'Test harness']);
    developer.close();
    const admin = await live('admin@sandbox.test');
    expect(((await admin.checked('api-keys/list', { resourceId: 'res_prj_solo' })).data as Key[]).map((key) => key.id)).toEqual(['key_solo_shop']);
    admin.close();
  });

  it('pushes resource-updated {type: api-keys, id} to those who read the project’s keys, not to others', async () => {
    const admin = await live('admin@sandbox.test');
    const developer = await live('developer@sandbox.test');
    const support = await live('support@sandbox.test');
    const { key } = await admin.createKey();
    const pushed = await developer.next((m) => m.event === 'resource-updated' && m.data.includes(key.id));
    expect(JSON.parse(pushed.data)).toEqual({ type: 'api-keys', id: key.id, resourceId: SHOP });
    await admin.checked('api-keys/revoke', undefined, key.id);
    await developer.next((m) => m.event === 'resource-updated' && m.data.includes(key.id), undefined, developer.messages.indexOf(pushed) + 1);
    await support.settled();
    expect(support.messages.filter((m) => m.event === 'resource-updated' && m.data.includes('api-keys'))).toEqual([]);
    admin.close();
    developer.close();
    support.close();
  });
});
