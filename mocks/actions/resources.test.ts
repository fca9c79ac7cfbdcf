import { lineage, reachableDescendants, reachableResources } from '../db/access';
import { db } from '../db/store';
import { openLive, signIn, type ActionResultEvent } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const ids = (result: ActionResultEvent) => (result.data as { id: string }[]).map((r) => r.id);
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('resources/getChildrenTree', () => {
  it('pages by id like every list: at most the size asked for, `after` the last id, until an empty page', async () => {
    const session = await openLive(await signIn('enterprise@sandbox.test'));
    const seen: string[] = [];
    const sizes: number[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await session.action('resources/getChildrenTree', { page: { size: 5, ...(after && { after }) } }, { id: 'res_ent_org_0007' });
      expect(page.errors).toBeUndefined();
      expect(page.meta?.page?.total).toBe(11);
      const pageIds = ids(page);
      sizes.push(pageIds.length);
      if (pageIds.length === 0) break;
      seen.push(...pageIds);
      after = pageIds[pageIds.length - 1];
    }
    expect(sizes).toEqual([5, 5, 1, 0]);
    expect(seen).toEqual(
      db.resources
        .filter((r) => r.parentId === 'res_ent_org_0007')
        .map((r) => r.id)
        .sort(byId),
    );
    // Without a page: the first 500; more than 500 is refused by the contract.
    expect(ids(await session.action('resources/getChildrenTree', undefined, { id: 'res_ent_org_0007' }))).toHaveLength(11);
    const tooMany = await session.action('resources/getChildrenTree', { page: { size: 501 } }, { id: 'res_ent_org_0007' });
    expect(tooMany.errors?.[0]).toMatchObject({ code: 'invalid', source: { pointer: '/page/size' } });
    session.close();
  });

  it('answers what the identity reaches below the resource, and refuses one it does not reach', async () => {
    // A member with a group on one project only reaches its organization (above) but not its sibling.
    db.groups.upsert({
      id: 'grp_shop_only',
      name: 'Northwind Shop · Finance',
      role: 'finance',
      resourceId: 'res_prj_northwind_shop',
    });
    db.resources.upsert({
      id: 'res_chn_shop_web',
      name: 'Shop web channel',
      resourceType: 'channel',
      parentId: 'res_prj_northwind_shop',
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    db.identities.patch('idn_finance', { groupIds: ['grp_shop_only'] });
    const finance = await openLive(await signIn('finance@sandbox.test'));
    expect(ids(await finance.action('resources/getChildrenTree', undefined, { id: 'res_org_northwind' }))).toEqual([
      'res_chn_nw_app',
      'res_chn_nw_kiosk',
      'res_chn_nw_store',
      'res_chn_nw_web',
      'res_chn_shop_web',
      'res_prj_northwind_shop',
    ]);
    expect((await finance.action('resources/getChildrenTree', undefined, { id: 'res_prj_solo' })).errors?.[0].code).toBe('forbidden');
    finance.close();

    // The walk down the tree answers exactly what the whole reachable set, filtered, would (the
    // enterprise account on a sample of its 5,000).
    for (const identity of db.identities.all()) {
      const reachable = reachableResources(identity);
      const sample = identity.id === 'idn_enterprise' ? reachable.filter((_, i) => i % 500 === 0) : reachable;
      for (const resource of sample) {
        const expected = reachable.filter((r) => r.id !== resource.id && lineage(r.id).some((a) => a.id === resource.id)).map((r) => r.id);
        expect(
          reachableDescendants(identity, resource.id)
            .map((r) => r.id)
            .sort(byId),
          `${identity.id} under ${resource.id}`,
        ).toEqual(expected);
      }
    }
  });
});
