/** plans/* through the sandbox's HTTP and push protocol (docs/api/billing.md, *Plans*). */
import { db } from '../db/store';
import { isOpen } from '../billing/model';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const ORG = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';

type Plan = { id: string; attributes: Record<string, unknown> };
const created = (attributes: Record<string, unknown>, projectId: string | null = SHOP) => ({
  data: {
    type: 'plans',
    attributes: { name: 'Gold', interval: 'month', prices: [{ currency: 'EUR', amount: 4900 }], ...attributes },
    relationships: projectId === null ? {} : { project: { data: { type: 'resources', id: projectId } } },
  },
});

describe('plans', () => {
  it("lists the workspace's plans with their newest prices and open subscriptions", async () => {
    const live = await openLive(await signIn('finance@sandbox.test'));
    const list = await live.action('plans/list', { resourceId: ORG });
    const plans = list.data as Plan[];
    expect(plans.map((p) => p.id)).toEqual(expect.arrayContaining(['plan_nw_pro_monthly', 'plan_nw_legacy', 'plan_nw_team_monthly']));
    const pro = plans.find((p) => p.id === 'plan_nw_pro_monthly')!;
    expect(pro.attributes).toMatchObject({
      interval: 'month',
      intervalCount: 1,
      status: 'active',
      priceVersion: 2,
      prices: expect.arrayContaining([{ currency: 'EUR', amount: 2900 }]),
    });
    const open = db.subscriptions.filter((s) => s.planId === 'plan_nw_pro_monthly' && s.status !== 'cancelled' && s.status !== 'expired').length;
    expect(pro.attributes.subscriptions).toBe(open);
    const archived = await live.action('plans/list', { resourceId: ORG, filter: { status: 'archived' } });
    expect((archived.data as Plan[]).map((p) => p.id)).toEqual(['plan_nw_legacy']);
    live.close();
  });

  it('creates, renames and archives a plan (admins), refusing each broken rule', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const answer = await live.action(
      'plans/create',
      created({
        trialDays: 7,
        prices: [
          { currency: 'EUR', amount: 4900 },
          { currency: 'JPY', amount: 7000 },
        ],
      }),
    );
    const plan = answer.data as Plan;
    expect(plan.id).toMatch(/^plan_[0-9a-f]{16}$/);
    expect(plan.attributes).toMatchObject({ name: 'Gold', intervalCount: 1, trialDays: 7, status: 'active', priceVersion: 1, subscriptions: 0 });

    const refusal = async (payload: unknown) => (await live.action('plans/create', payload)).errors?.[0];
    expect(await refusal(created({}, null))).toMatchObject({ source: { pointer: '/data/relationships/project' } });
    expect(await refusal(created({}, 'res_prj_unknown'))).toMatchObject({ code: 'not-found', source: { pointer: '/data/relationships/project' } });
    expect(await refusal(created({ name: '' }))).toMatchObject({ code: 'required', source: { pointer: '/data/attributes/name' } });
    expect(await refusal(created({ interval: 'fortnight' }))).toMatchObject({ source: { pointer: '/data/attributes/interval' } });
    expect(await refusal(created({ intervalCount: 37 }))).toMatchObject({ source: { pointer: '/data/attributes/intervalCount' } });
    expect(await refusal(created({ prices: [] }))).toMatchObject({ source: { pointer: '/data/attributes/prices' } });
    expect(await refusal(created({ prices: [{ currency: 'PLN', amount: 100 }] }))).toMatchObject({ source: { pointer: '/data/attributes/prices/0/currency' } });
    expect(
      await refusal(
        created({
          prices: [
            { currency: 'EUR', amount: 100 },
            { currency: 'EUR', amount: 200 },
          ],
        }),
      ),
    ).toMatchObject({ code: 'duplicate-currency' });
    expect(await refusal(created({ prices: [{ currency: 'EUR', amount: 1.5 }] }))).toMatchObject({ source: { pointer: '/data/attributes/prices/0/amount' } });

    const renamed = await live.action('plans/rename', { data: { type: 'plans', attributes: { name: 'Gold (monthly)' } } }, { id: plan.id });
    expect((renamed.data as Plan).attributes.name).toBe('Gold (monthly)');
    expect((await live.action('plans/archive', undefined, { id: plan.id })).data).toMatchObject({ attributes: { status: 'archived' } });
    expect((await live.action('plans/archive', undefined, { id: plan.id })).errors?.[0]).toMatchObject({ code: 'already-archived' });
    expect(
      (await live.action('plans/setPrices', { data: { type: 'plans', attributes: { prices: [{ currency: 'EUR', amount: 1 }] } } }, { id: plan.id }))
        .errors?.[0],
    ).toMatchObject({ code: 'plan-archived' });
    expect(db.auditEntries.filter((entry) => entry.object.id === plan.id).map((entry) => entry.action)).toEqual([
      'plans/create',
      'plans/rename',
      'plans/archive',
    ]);
    live.close();
  });

  it('new prices are a new version: subscriptions keep theirs until they move', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const before = db.subscriptions.get('sub_nw_alice_pro')!;
    const prices = [
      { currency: 'EUR', amount: 3400 },
      { currency: 'USD', amount: 3700 },
      { currency: 'JPY', amount: 5000 },
      { currency: 'KWD', amount: 10500 },
    ];
    const answer = await live.action('plans/setPrices', { data: { type: 'plans', attributes: { prices } } }, { id: 'plan_nw_pro_monthly' });
    expect((answer.data as Plan).attributes).toMatchObject({ priceVersion: 3, prices });
    expect(db.plans.get('plan_nw_pro_monthly')?.versions.map((v) => v.version)).toEqual([1, 2, 3]);
    // One plan's answer lists its versions with the open subscriptions still on each; the new one has none yet.
    const onVersion = (version: number) =>
      db.subscriptions.filter((sub) => sub.planId === 'plan_nw_pro_monthly' && sub.priceVersion === version && isOpen(sub.status)).length;
    expect((answer.data as Plan).attributes.versions).toEqual([
      expect.objectContaining({ version: 1, subscriptions: onVersion(1) }),
      expect.objectContaining({ version: 2, subscriptions: onVersion(2) }),
      expect.objectContaining({ version: 3, prices, subscriptions: 0 }),
    ]);
    expect(onVersion(2)).toBeGreaterThan(0);
    const after = await live.action('subscriptions/get', undefined, { id: 'sub_nw_alice_pro' });
    expect((after.data as Plan).attributes).toMatchObject({ priceVersion: before.priceVersion, amount: before.amount });
    // The same prices again make no version.
    expect((await live.action('plans/setPrices', { data: { type: 'plans', attributes: { prices } } }, { id: 'plan_nw_pro_monthly' })).data).toMatchObject({
      attributes: { priceVersion: 3 },
    });
    live.close();
  });

  it('finance reads plans but may not change them; support has no plans; another workspace answers as unknown', async () => {
    const finance = await openLive(await signIn('finance@sandbox.test'));
    expect((await finance.action('plans/get', undefined, { id: 'plan_nw_basic_monthly' })).data).toMatchObject({ id: 'plan_nw_basic_monthly' });
    expect((await finance.action('plans/create', created({}))).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await finance.action('plans/archive', undefined, { id: 'plan_nw_basic_monthly' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await finance.action('plans/get', undefined, { id: 'plan_solo_monthly' })).errors?.[0]).toMatchObject({ code: 'not-found' });
    finance.close();
    const support = await openLive(await signIn('support@sandbox.test'));
    expect((await support.action('plans/list', { resourceId: ORG })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    support.close();
    const enterprise = await openLive(await signIn('enterprise@sandbox.test'));
    expect((await enterprise.action('plans/archive', undefined, { id: 'plan_nw_basic_monthly' })).errors?.[0]).toMatchObject({ code: 'not-found' });
    enterprise.close();
  });
});
