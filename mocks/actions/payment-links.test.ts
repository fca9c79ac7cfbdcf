import { S2S_NOT_SUPPORTED } from '@/lib/contract/payment-links';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { call, openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const DAY = 86_400_000;
const SHOP = 'res_prj_northwind_shop';
const S2S = 'res_prj_northwind_sandbox';

const body = (attributes: Record<string, unknown>, projectId: string | null = SHOP) => ({
  data: {
    type: 'payment-links',
    attributes: { amount: 1250, currency: 'EUR', description: 'Order 7', expiresAt: null, reminderDays: null, ...attributes },
    relationships: projectId === null ? {} : { project: { data: { type: 'resources', id: projectId } } },
  },
});
const inDays = (days: number) => new Date(Date.now() + days * DAY + 60_000).toISOString();
const testCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardholderName: 'Olivia Smith', email: 'olivia@example.com' };
const pay = (id: string, attributes: Record<string, unknown> = testCard) =>
  call('POST', `public/payment-links/${id}/pay`, { data: { type: 'payment-link-payments', attributes } });

describe('payment-links/create', () => {
  it('creates an active link with its public URL, refusing each broken rule with a field error', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const created = await live.action('payment-links/create', body({ expiresAt: inDays(10), reminderDays: 2 }));
    expect(created.errors).toBeUndefined();
    const link = created.data as { id: string; attributes: Record<string, unknown> };
    expect(link.attributes).toMatchObject({ status: 'active', amount: 1250, currency: 'EUR', reminderDays: 2 });
    expect(link.attributes.url).toMatch(new RegExp(`/pay/${link.id}$`));

    const refusal = async (payload: unknown) => (await live.action('payment-links/create', payload)).errors?.[0];
    expect(await refusal(body({}, null))).toMatchObject({ title: 'Project is required', source: { pointer: '/data/relationships/project' } });
    expect(await refusal(body({}, S2S))).toMatchObject({ code: 's2s-not-supported', title: S2S_NOT_SUPPORTED });
    expect(await refusal(body({ amount: 12.5 }))).toMatchObject({ code: 'invalid', source: { pointer: '/data/attributes/amount' } });
    expect(await refusal(body({ currency: 'XXX' }))).toMatchObject({ source: { pointer: '/data/attributes/currency' } });
    expect(await refusal(body({ description: 'x'.repeat(201) }))).toMatchObject({ source: { pointer: '/data/attributes/description' } });
    expect(await refusal(body({ expiresAt: inDays(-1) }))).toMatchObject({ code: 'expiry-in-past' });
    expect(await refusal(body({ expiresAt: inDays(91) }))).toMatchObject({ code: 'expiry-too-far' });
    expect(await refusal(body({ reminderDays: 2 }))).toMatchObject({ code: 'reminder-needs-expiry' });
    expect(await refusal(body({ expiresAt: inDays(1), reminderDays: 7 }))).toMatchObject({ code: 'reminder-too-late' });
    expect(await refusal(body({ expiresAt: inDays(10), reminderDays: 3 }))).toMatchObject({ source: { pointer: '/data/attributes/reminderDays' } });
    live.close();
  });

  it('refuses support and finance (they lack payments and charge.write)', async () => {
    for (const email of ['support@sandbox.test', ...(db.users.find((u) => u.email === 'finance@sandbox.test') ? ['finance@sandbox.test'] : [])]) {
      const live = await openLive(await signIn(email));
      expect((await live.action('payment-links/create', body({}))).errors?.[0]).toMatchObject({ code: 'forbidden' });
      expect((await live.action('payment-links/list', { resourceId: 'res_org_northwind' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
      live.close();
    }
  });
});

describe('payment-links/list and deactivate', () => {
  it("lists the workspace's links with filters and total, and the projects with their integration", async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const all = await live.action('payment-links/list', { resourceId: 'res_org_northwind' });
    expect(all.meta?.page?.total).toBe(5);
    const answer = all as unknown as { included: { id: string; attributes: { integration: string } }[] };
    expect(answer.included.find((p) => p.id === S2S)?.attributes.integration).toBe('s2s');
    const active = await live.action('payment-links/list', { resourceId: 'res_org_northwind', filter: { status: 'active', projectId: SHOP } });
    expect((active.data as { attributes: { status: string } }[]).map((l) => l.attributes.status)).toEqual(['active', 'active']);
    live.close();
  });

  it('gets one link by id; an unknown link and one the caller may not manage read alike', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const one = await live.action('payment-links/get', undefined, { id: 'pl_nw_winter_coat' });
    expect(one.data).toMatchObject({ type: 'payment-links', id: 'pl_nw_winter_coat', attributes: { status: 'active', currency: 'EUR' } });
    expect((await live.action('payment-links/get', undefined, { id: 'pl_unknown' })).errors?.[0]).toMatchObject({ code: 'not-found' });
    live.close();
    const finance = await openLive(await signIn('finance@sandbox.test'));
    expect((await finance.action('payment-links/get', undefined, { id: 'pl_nw_winter_coat' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    finance.close();
  });

  it('deactivates once (twice answers the same state); the public page then refuses the link', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    expect((await call('GET', 'public/payment-links/pl_nw_gift_card')).status).toBe(200);
    const first = await live.action('payment-links/deactivate', undefined, { id: 'pl_nw_gift_card' });
    const second = await live.action('payment-links/deactivate', undefined, { id: 'pl_nw_gift_card' });
    expect(first.data).toMatchObject({ attributes: { status: 'deactivated' } });
    expect(second.data).toMatchObject({ attributes: { status: 'deactivated' } });
    const closed = await call('GET', 'public/payment-links/pl_nw_gift_card');
    expect(closed.status).toBe(410);
    expect(closed.body.errors?.[0]).toMatchObject({ title: 'Payment link is not available' });
    expect((await live.action('payment-links/deactivate', undefined, { id: 'pl_nw_invoice_1042' })).errors?.[0]).toMatchObject({ code: 'link-not-active' });
    live.close();
  });

  it('expires a link through the sandbox clock and pushes the change', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const created = await live.action('payment-links/create', body({ expiresAt: inDays(3) }));
    const id = (created.data as { id: string }).id;
    const from = live.messages.length;
    sandboxControls.advance(4 * DAY);
    expect(db.paymentLinks.get(id)?.status).toBe('expired');
    const pushed = await live.next((m) => m.event === 'resource-updated' && m.data.includes(id), undefined, from);
    expect(JSON.parse(pushed.data)).toMatchObject({ type: 'payment-links', id, attributes: { status: 'expired' } });
    expect((await call('GET', `public/payment-links/${id}`)).status).toBe(410);
    live.close();
  });
});

describe('public payment link', () => {
  it('shows the link, pays it with a test card into a charge with paymentLinkId, and then refuses it', async () => {
    const shown = await call('GET', 'public/payment-links/pl_nw_winter_coat');
    expect(shown.body.data?.attributes).toMatchObject({ merchantName: 'Northwind Group', projectName: 'Northwind Shop', amount: 12_950, currency: 'EUR' });

    const refused = await pay('pl_nw_winter_coat', { ...testCard, cardNumber: '4242 4242 4242 4241', cvc: '1', expiry: '01/20', cardholderName: '' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.map((e) => e.code).sort()).toEqual(['card-expired', 'invalid-card-number', 'invalid-cardholder-name', 'invalid-cvc']);

    const paid = await pay('pl_nw_winter_coat');
    expect(paid.status).toBe(201);
    const charge = db.transactions.get(String(paid.body.data?.id));
    expect(charge).toMatchObject({
      type: 'charge',
      status: 'successful',
      amount: 12_950,
      currency: 'EUR',
      projectId: SHOP,
      paymentLinkId: 'pl_nw_winter_coat',
    });
    expect(charge?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(db.paymentLinks.get('pl_nw_winter_coat')?.status).toBe('paid');
    expect((await pay('pl_nw_winter_coat')).status).toBe(410);
    expect((await call('GET', 'public/payment-links/pl_unknown')).status).toBe(404);
  });
});
