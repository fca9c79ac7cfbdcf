import { actionContract, actionNames } from '@/lib/contract';
import { db } from '../db/store';
import { createSession } from '../sessions';
import { call, openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { definedActions } from './dispatch';

setupSandboxServer({ trustStepUp: true });

/** A live session of one identity (for accounts whose sign-in asks to pick one). */
function liveAs(identityId: string) {
  const identity = db.identities.get(identityId)!;
  const { token } = createSession(db.users.get(identity.userId)!, 'full', identity.id, { userAgent: 'test', ip: '127.0.0.1' });
  return openLive(token);
}

const payment = (projectId: string) =>
  db.transactions.find((t) => t.projectId === projectId && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0)!;
const refundBody = (amount: unknown) => ({ data: { type: 'refunds', attributes: { amount } } });
const organization = (merchantId?: string, number = 'CT-2024') => ({
  data: {
    type: 'organizations',
    attributes: { name: 'Contoso Trading', number },
    ...(merchantId !== undefined && { relationships: { merchant: { data: { type: 'merchants', id: merchantId } } } }),
  },
});

describe('the registry', () => {
  it('implements every action of the contract, on its endpoint, mutating as the contract says', () => {
    expect(definedActions.map((a) => a.name).sort()).toEqual([...actionNames].sort());
    for (const action of definedActions) {
      expect(action.endpoint).toBe(actionContract[action.name].endpoint);
      expect(action.mutates).toBe(actionContract[action.name].mutates);
    }
  });
});

describe('payloads that break the contract', () => {
  it('are refused before acting, each error pointing at its field', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const target = payment('res_prj_northwind_shop');
    const refund = await session.action('transactions/refund', refundBody('12.50'), { id: target.id });
    expect(refund.errors).toEqual([
      { code: 'invalid', title: 'Amount must be a positive whole number of minor units', source: { pointer: '/data/attributes/amount' } },
    ]);
    const patch = await session.action('identities/patch', { data: { type: 'users', attributes: { preferences: { theme: 'neon', layoutType: 'wide' } } } });
    expect(patch.errors?.map((e) => e.source?.pointer)).toEqual(['/data/attributes/preferences/layoutType', '/data/attributes/preferences/theme']);
    const list = await session.action('identities/listMyResources', { page: { size: 1000 } });
    expect(list.errors).toEqual([{ code: 'invalid', title: 'At most 500 per page', source: { pointer: '/page/size' } }]);
    const statistics = await session.action('transactions/getStatistics', {
      resourceId: 'res_org_northwind',
      from: 'yesterday',
      to: '2100-01-01',
      timezone: 'Mars/Base',
    });
    expect(statistics.errors).toEqual([
      { code: 'invalid', title: 'from must be an ISO date', source: { pointer: '/from' } },
      { code: 'invalid', title: 'Unknown time zone', source: { pointer: '/timezone' } },
    ]);
    expect(db.transactions.get(target.id)?.refundedAmount).toBe(0);
    expect(db.users.get('usr_admin')?.preferences.theme).toBe('auto');
    session.close();
  });

  it('an action on one object without its id is refused', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    expect((await session.action('transactions/refund', refundBody(100))).errors).toEqual([
      { code: 'required', title: 'Transaction is required', source: { pointer: '/id' } },
    ]);
    expect((await session.action('transactions/refund', refundBody(100), { id: 'trx_missing' })).errors?.[0]).toMatchObject({ code: 'not-found' });
    session.close();
  });
});

describe('permission and scope', () => {
  it('support (read-only) cannot refund: refused before the payload is even read', async () => {
    const session = await openLive(await signIn('support@sandbox.test'));
    const target = payment('res_prj_northwind_shop');
    expect((await session.action('transactions/refund', refundBody(100), { id: target.id })).errors).toEqual([{ code: 'forbidden', title: 'Forbidden' }]);
    expect((await session.action('transactions/refund', refundBody('bad'), { id: target.id })).errors?.[0].code).toBe('forbidden');
    expect(db.transactions.get(target.id)?.refundedAmount).toBe(0);
    session.close();
  });

  it('finance of Northwind may refund there, never in a project it does not reach', async () => {
    const session = await liveAs('idn_multi_finance');
    const solo = payment('res_prj_solo');
    expect((await session.action('transactions/refund', refundBody(100), { id: solo.id })).errors).toEqual([{ code: 'forbidden', title: 'Forbidden' }]);
    expect(db.transactions.get(solo.id)?.refundedAmount).toBe(0);
    const shop = payment('res_prj_northwind_shop');
    expect((await session.action('transactions/refund', refundBody(100), { id: shop.id })).errors).toBeUndefined();
    session.close();
  });

  it('a resource named in the payload is checked too, and the refusal points at it', async () => {
    const session = await liveAs('idn_multi_developer'); // Solo Store's developer
    expect((await session.action('resources/get', { id: 'res_org_northwind' })).errors?.[0].code).toBe('forbidden');
    expect((await session.action('resources/get', { id: 'res_prj_solo' })).data).toMatchObject({ id: 'res_prj_solo' });
    const topics = await session.action('topics/list', { resourceId: 'res_org_northwind', page: { size: 200 } }, { endpoint: 'mailbox/actions' });
    expect(topics.errors).toEqual([{ code: 'forbidden', title: 'Forbidden', source: { pointer: '/resourceId' } }]);
    const unknown = await session.action('topics/list', { resourceId: 'res_nowhere' }, { endpoint: 'mailbox/actions' });
    expect(unknown.errors).toEqual([{ code: 'not-found', title: 'Resource not found', source: { pointer: '/resourceId' } }]);
    expect((await session.action('topics/list', { resourceId: 'res_prj_solo' }, { endpoint: 'mailbox/actions' })).meta?.page?.total).toBe(8);
    session.close();
  });

  it('a project is created only in an organization the identity may write to', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const project = (organizationId?: string) => ({
      data: {
        type: 'projects',
        attributes: { name: 'Kiosk' },
        ...(organizationId && { relationships: { organization: { data: { type: 'resources', id: organizationId } } } }),
      },
    });
    expect((await session.action('projects/create', project())).errors).toEqual([
      { code: 'required', title: 'Organization is required', source: { pointer: '/data/relationships' } },
    ]);
    expect((await session.action('projects/create', project('res_prj_solo'))).errors).toEqual([
      { code: 'not-found', title: 'Organization not found', source: { pointer: '/data/relationships/organization' } },
    ]);
    expect((await session.action('projects/create', project('res_ent_org_0001'))).errors?.[0]).toMatchObject({
      code: 'forbidden',
      source: { pointer: '/data/relationships/organization' },
    });
    expect((await session.action('projects/create', project('res_org_northwind'))).data).toMatchObject({ attributes: { name: 'Kiosk', mode: 'live' } });
    session.close();
  });
});

describe('organizations/create checks the merchant', () => {
  it('requires one that exists and that the identity may create organizations for', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const before = db.resources.size;
    expect((await session.action('organizations/create', organization())).errors).toEqual([
      { code: 'required', title: 'Merchant is required', source: { pointer: '/data/relationships' } },
    ]);
    expect((await session.action('organizations/create', organization('mer_1'))).errors).toEqual([
      { code: 'not-found', title: 'Merchant not found', source: { pointer: '/data/relationships/merchant' } },
    ]);
    // A merchant, but not a resource of type merchant.
    expect((await session.action('organizations/create', organization('res_org_northwind'))).errors?.[0]).toMatchObject({ code: 'not-found' });
    // Another company's merchant.
    expect((await session.action('organizations/create', organization('res_mer_enterprise'))).errors).toEqual([
      { code: 'forbidden', title: 'Forbidden', source: { pointer: '/data/relationships/merchant' } },
    ]);
    expect(db.resources.size).toBe(before);

    const created = await session.action('organizations/create', organization('res_mer_northwind'));
    const id = (created.data as { id: string }).id;
    expect(created.data).toMatchObject({
      attributes: { name: 'Contoso Trading', resourceType: 'organization' },
      relationships: { merchant: { data: { id: 'res_mer_northwind' } } },
    });
    expect(db.resources.get(id)).toMatchObject({ merchantId: 'res_mer_northwind', parentId: null });
    session.close();
  });

  it('an organization admin sees its merchant in the tree (that is where the app takes its id from)', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const tree = await session.action('identities/getResourceTree', { page: { size: 500 } });
    expect(tree.data).toContainEqual(expect.objectContaining({ id: 'res_mer_northwind', attributes: expect.objectContaining({ resourceType: 'merchant' }) }));
    const mine = await session.action('identities/listMyResources', { filter: {}, page: { size: 500 } });
    expect((mine.data as { id: string }[]).map((r) => r.id)).not.toContain('res_mer_northwind');
    session.close();
  });

  it('finance (no organizations.write) is refused; enterprise may create for its own merchant', async () => {
    const finance = await liveAs('idn_multi_finance');
    expect((await finance.action('organizations/create', organization('res_mer_northwind'))).errors).toEqual([{ code: 'forbidden', title: 'Forbidden' }]);
    finance.close();
    const enterprise = await openLive(await signIn('enterprise@sandbox.test'));
    expect((await enterprise.action('organizations/create', organization('res_mer_northwind', 'ENT-9999'))).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await enterprise.action('organizations/create', organization('res_mer_enterprise', 'ENT-9999'))).errors).toBeUndefined();
    enterprise.close();
  });
});

describe('identity groups', () => {
  it('a global group (on no resource) needs the right globally: an organization admin cannot hand it out', async () => {
    const admin = await signIn('admin@sandbox.test');
    const body = { data: { type: 'identity-groups', attributes: { groupId: 'grp_noaccess' } } };
    expect((await call('POST', 'identities/idn_support/groups', body, admin)).status).toBe(403);
    expect(db.identities.get('idn_support')?.groupIds).not.toContain('grp_noaccess');
  });
});
