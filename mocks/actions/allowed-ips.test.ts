import { parseAnswer } from '@/lib/contract';
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
type List = { type: string; id: string; attributes: { ranges: string[]; updatedAt: string | null } };

const setBody = (ranges: unknown[], resourceId = SHOP) => ({ resourceId, data: { type: 'allowed-ip-lists', attributes: { ranges } } });

async function live(email: string) {
  const session = await openLive(await signIn(email));
  const run = async (name: 'projects/getAllowedIps' | 'projects/setAllowedIps', payload: unknown) => {
    const answer = await session.action(name, payload);
    if (!answer.errors) expect(await parseAnswer(name, answer.data), name).toMatchObject({ ok: true });
    return answer;
  };
  return { ...session, run };
}

describe('a project’s allowed IP ranges', () => {
  it('start empty (any address), are set as canonical ranges and read back so; the change is audited and pushed', async () => {
    const developer = await live('developer@sandbox.test');
    const admin = await live('admin@sandbox.test');
    expect((await developer.run('projects/getAllowedIps', { resourceId: SHOP })).data).toEqual({
      type: 'allowed-ip-lists',
      id: SHOP,
      attributes: { ranges: [], updatedAt: null },
    });
    const set = await developer.run('projects/setAllowedIps', setBody([' 203.0.113.9/24', '2001:DB8:0:0:0:0:0:1', '10.1.2.3/8']));
    expect((set.data as List).attributes.ranges).toEqual(['203.0.113.0/24', '2001:db8::1/128', '10.0.0.0/8']);
    expect((set.data as List).attributes.updatedAt).not.toBeNull();
    expect(((await admin.run('projects/getAllowedIps', { resourceId: SHOP })).data as List).attributes.ranges).toEqual((set.data as List).attributes.ranges);
    const pushed = await admin.next((m) => m.event === 'resource-updated' && m.data.includes('allowed-ip-lists'));
    expect(JSON.parse(pushed.data)).toEqual({ type: 'allowed-ip-lists', id: SHOP, resourceId: SHOP });

    const entry = db.auditEntries.find((e) => e.action === 'projects/setAllowedIps')!;
    expect(entry).toMatchObject({ object: { type: 'allowed-ip-lists', id: SHOP }, resource: { id: SHOP } });
    expect(entry.changes.find((change) => change.field === 'ranges')).toEqual({
      field: 'ranges',
      before: [],
      after: ['203.0.113.0/24', '2001:db8::1/128', '10.0.0.0/8'],
    });

    // An empty list lets any address in again.
    expect(((await developer.run('projects/setAllowedIps', setBody([]))).data as List).attributes.ranges).toEqual([]);
    developer.close();
    admin.close();
  });

  it('refuses a range that is not one (invalid-cidr) and the same range twice (duplicate-cidr at the later one; an IPv4-mapped IPv6 range is another), keeping the list', async () => {
    const developer = await live('developer@sandbox.test');
    await developer.run('projects/setAllowedIps', setBody(['198.51.100.0/24']));
    const refused = await developer.run(
      'projects/setAllowedIps',
      setBody(['192.0.2.0/24', '192.0.2.0/33', 'fe80::1::2', '192.0.2.255/24', '::ffff:192.0.2.0/120']),
    );
    expect(refused.errors?.map((error) => [error.code, error.source?.pointer])).toEqual([
      ['invalid-cidr', '/data/attributes/ranges/1'],
      ['invalid-cidr', '/data/attributes/ranges/2'],
      ['duplicate-cidr', '/data/attributes/ranges/3'],
    ]);
    expect(((await developer.run('projects/getAllowedIps', { resourceId: SHOP })).data as List).attributes.ranges).toEqual(['198.51.100.0/24']);
    const tooMany = await developer.action('projects/setAllowedIps', setBody(Array.from({ length: 51 }, (_, i) => `10.0.${i}.0/24`)));
    expect(tooMany.errors?.[0]).toMatchObject({ title: 'At most 50 ranges', source: { pointer: '/data/attributes/ranges' } });
    developer.close();
  });

  it('go with the API keys’ rights: support and finance neither read nor set them; only a project is named', async () => {
    for (const email of ['support@sandbox.test', 'finance@sandbox.test']) {
      const session = await live(email);
      expect((await session.action('projects/getAllowedIps', { resourceId: SHOP })).errors?.[0].code, email).toBe('forbidden');
      expect((await session.action('projects/setAllowedIps', setBody(['192.0.2.0/24']))).errors?.[0].code, email).toBe('forbidden');
      session.close();
    }
    const admin = await live('admin@sandbox.test');
    expect((await admin.action('projects/getAllowedIps', { resourceId: 'res_org_northwind' })).errors?.[0]).toMatchObject({
      code: 'not-found',
      source: { pointer: '/resourceId' },
    });
    admin.close();
    expect(db.allowedIpLists.size).toBe(0);
  });
});
