/**
 * The merchant's rules on new payments (docs/api/antifraud.md, *Enforcement*): `makePayment` and the
 * clock's traffic charge through them; a block fails the payment, a review holds it, 3-D Secure is
 * asked, a shadow rule only records; the pushes and webhook events on the way.
 */
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { call, openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { TRAFFIC_INTERVAL_MS, TRAFFIC_JOB } from './traffic';

setupSandboxServer({ trustStepUp: true });

const ORG = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';
const MINUTE = 60_000;

type Json = { id: string; type: string; attributes: Record<string, unknown> };
type Live = Awaited<ReturnType<typeof openLive>>;
const one = (answer: { data?: unknown }) => answer.data as Json;
const live = async (email = 'admin@sandbox.test') => openLive(await signIn(email));
const pay = (options: Partial<Parameters<typeof sandboxControls.makePayment>[0]>) =>
  sandboxControls.makePayment({ projectId: SHOP, amount: 1_000, currency: 'EUR', ...options });

async function rule(session: Live, attributes: Record<string, unknown>) {
  const created = await session.action('antifraud-rules/create', { resourceId: ORG, data: { type: 'antifraud-rules', attributes } });
  expect(created.errors).toBeUndefined();
  return one(created);
}

async function endpointFor(session: Live, events: string[]) {
  const created = await session.action('webhook-endpoints/create', {
    resourceId: SHOP,
    data: { attributes: { url: 'https://ok.merchant.test/fraud', events } },
  });
  return (created.data as { id: string }).id;
}

describe('a new payment goes through the merchant’s rules', () => {
  it('is failed by a block rule over EUR 500 from one card country, the rule named; others of it are not', async () => {
    const admin = await live();
    const finance = await live('finance@sandbox.test');
    const from = finance.messages.length;
    const blocking = await rule(admin, { name: 'Large from Brazil', action: 'block', source: ":amount: > EUR 500.00 and :card_country: = 'BR'" });
    const blocked = pay({ amount: 60_000, cardCountry: 'BR' });
    expect(blocked).toMatchObject({
      type: 'charge',
      status: 'failed',
      fee: 0,
      antifraud: { decision: { action: 'block', ruleId: blocking.id, ruleName: 'Large from Brazil' } },
    });
    expect(blocked.antifraud?.matches[0]).toMatchObject({
      ruleId: blocking.id,
      mode: 'enabled',
      trace: [
        { text: ':amount: > EUR 500.00', value: 60_000, holds: true },
        { text: ":card_country: = 'BR'", value: 'BR', holds: true },
      ],
    });
    // Under the amount, or from another country: not this rule's (a large one from elsewhere is held for review).
    expect(pay({ amount: 40_000, cardCountry: 'BR' }).status).toBe('successful');
    expect(pay({ amount: 60_000, cardCountry: 'DE' })).toMatchObject({
      status: 'authorized',
      antifraud: { decision: { ruleId: 'afr_nw_large_eur_new_cards' } },
    });
    // As answered: the decision, the level, signals, the card's fingerprint and BIN, the IP.
    const answered = one(await admin.action('transactions/get', undefined, { id: blocked.id })).attributes;
    expect(answered).toMatchObject({
      status: 'failed',
      riskLevel: 'normal',
      riskSignals: [
        { code: 'email-new', points: 10 },
        { code: 'high-amount', points: 15 },
      ],
      riskScore: 30,
      card: { fingerprint: blocked.card!.fingerprint, bin: '424242', country: 'BR' },
      ip: { address: expect.stringMatching(/^177\.12\./), country: 'BR' },
      antifraud: { decision: { ruleName: 'Large from Brazil' } },
    });
    await finance.next((m) => m.event === 'resource-updated' && m.data.includes(`"${blocked.id}"`) && m.data.includes('"failed"'), undefined, from);
    finance.close();
    admin.close();
  });

  it('is held for review by a review rule: an authorization, its review opened and pushed to whoever reads reviews', async () => {
    const risk = await live('risk@sandbox.test');
    const before = (await risk.action('antifraud-reviews/list', { resourceId: ORG, filter: { status: 'open' }, page: { size: 1 } })).meta?.page?.total;
    const from = risk.messages.length;
    const held = pay({ amount: 90_000 });
    expect(held).toMatchObject({ type: 'charge-authorize', status: 'authorized', capturedAmount: 0 });
    const review = db.antifraudReviews.find((row) => row.transactionId === held.id)!;
    expect(review).toMatchObject({
      merchantId: ORG,
      status: 'open',
      ruleId: 'afr_nw_large_eur_new_cards',
      amount: 90_000,
      reason: ':amount: > EUR 500.00 (EUR 900.00), :payments_per_card_24h: = 0 (0)',
    });
    expect((await risk.action('antifraud-reviews/list', { resourceId: ORG, filter: { status: 'open' }, page: { size: 1 } })).meta?.page?.total).toBe(
      before! + 1,
    );
    const pushed = await risk.next((m) => m.event === 'resource-updated' && m.data.includes(`"${review.id}"`), undefined, from);
    expect(JSON.parse(pushed.data)).toMatchObject({ type: 'antifraud-reviews', id: review.id, resourceId: ORG, attributes: { status: 'open' } });
    risk.close();
    // Developers read payments but not reviews: they hear of the payment only.
    const developer = await live('developer@sandbox.test');
    const devFrom = developer.messages.length;
    pay({ amount: 95_000 });
    await developer.settled();
    const heard = developer.messages
      .slice(devFrom)
      .filter((m) => m.event === 'resource-updated')
      .map((m) => JSON.parse(m.data).type);
    expect(heard).toContain('transactions');
    expect(heard).not.toContain('antifraud-reviews');
    developer.close();
  });

  it('asks 3-D Secure of an elevated risk (the seeded rule): authenticated, then successful', async () => {
    const admin = await live();
    await admin.action('antifraud/updateSettings', { resourceId: ORG, elevatedAt: 55, highestAt: 90 });
    // A US card from a Nigerian address, an e-mail never seen: 5 + 20 + 25 + 10 = 60.
    const asked = pay({ amount: 2_000, cardCountry: 'US', ipCountry: 'NG' });
    expect(asked).toMatchObject({
      riskScore: 60,
      riskLevel: 'elevated',
      status: 'successful',
      antifraud: { decision: { action: 'request-3ds', ruleId: 'afr_nw_3ds_elevated' } },
    });
    expect(asked.statusHistory.map((step) => step.status)).toEqual(['created', 'authenticated', 'successful']);
    admin.close();
  });

  it('only records a shadow rule’s match; the seeded card-testing rule in shadow sees a card’s seventh payment within the hour', async () => {
    const admin = await live();
    const watching = await rule(admin, { name: 'Watch small EUR', action: 'block', mode: 'shadow', source: ':amount_in_eur: < 20' });
    const first = pay({ amount: 1_500 });
    expect(first).toMatchObject({ status: 'successful', antifraud: { decision: null, matches: [{ ruleId: watching.id, mode: 'shadow', action: 'block' }] } });
    await admin.action('antifraud-rules/setMode', { data: { attributes: { mode: 'disabled' } } }, { id: watching.id });
    const fingerprint = first.card!.fingerprint!;
    sandboxControls.stopPaymentTraffic();
    const burst = [];
    for (let i = 0; i < 6; i += 1) {
      sandboxControls.advance(5 * MINUTE);
      burst.push(pay({ amount: 500 + i, cardFingerprint: fingerprint }));
    }
    expect(burst.map((t) => t.riskFacts?.paymentsPerCard1h)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(burst.map((t) => t.antifraud?.matches.map((match) => match.ruleId))).toEqual([[], [], [], [], [], ['afr_nw_card_testing']]);
    expect(burst.every((t) => t.status === 'successful')).toBe(true);
    expect(burst[5].riskSignals).toContainEqual({ code: 'card-velocity', points: 30 });
    admin.close();
  });

  it('goes through the rules on the payer’s page too: a blocked card is declined and the link stays open', async () => {
    const admin = await live();
    await rule(admin, { name: 'No Olivia', action: 'block', source: ":email: = 'olivia@example.com'" });
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardholderName: 'Olivia Smith', email: 'olivia@example.com' };
    const declined = await call('POST', 'public/payment-links/pl_nw_winter_coat/pay', { data: { type: 'payment-link-payments', attributes: card } });
    expect(declined).toMatchObject({ status: 402, body: { errors: [{ code: 'payment-declined' }] } });
    expect(db.paymentLinks.get('pl_nw_winter_coat')?.status).toBe('active');
    const paid = await call('POST', 'public/payment-links/pl_nw_winter_coat/pay', {
      data: { type: 'payment-link-payments', attributes: { ...card, email: 'olga@example.com' } },
    });
    expect(paid.status).toBe(201);
    expect(db.transactions.get(paid.body.data!.id as string)).toMatchObject({
      status: 'successful',
      paymentLinkId: 'pl_nw_winter_coat',
      antifraud: { decision: null },
    });
    admin.close();
  });
});

describe('webhooks', () => {
  it('sends review.opened when a payment is held and review.closed when it is decided', async () => {
    const admin = await live();
    const endpoint = await endpointFor(admin, ['review.opened', 'review.closed']);
    const held = pay({ amount: 70_000 });
    const review = db.antifraudReviews.find((row) => row.transactionId === held.id)!;
    await admin.action('antifraud-reviews/approve', undefined, { id: review.id });
    sandboxControls.advance(0);
    const sent = db.webhookDeliveries.filter((d) => d.endpointId === endpoint);
    expect(sent.map((d) => d.eventType).sort()).toEqual(['review.closed', 'review.opened']);
    for (const delivery of sent) {
      expect(delivery.status).toBe('succeeded');
      expect(JSON.parse(delivery.requestBody!).data.object).toMatchObject({ type: 'antifraud-reviews', id: review.id, attributes: { transactionId: held.id } });
    }
    const closed = sent.find((d) => d.eventType === 'review.closed')!;
    expect(JSON.parse(closed.requestBody!).data.object.attributes.status).toBe('approved');
    // A test event of the new types has a review for its object.
    const tested = await admin.action(
      'webhook-endpoints/sendTestEvent',
      { data: { type: 'webhook-test-events', attributes: { eventType: 'review.opened' } } },
      { id: endpoint },
    );
    expect(tested.errors).toBeUndefined();
    const test = db.webhookDeliveries.get((tested.data as { id: string }).id)!;
    expect(JSON.parse(test.requestBody!).data.object).toMatchObject({ type: 'antifraud-reviews', attributes: { status: 'open' } });
    admin.close();
  });
});

describe('the clock’s traffic', () => {
  it('makes a payment for each project of each merchant with rules every 20 minutes, once started; one job that schedules itself', async () => {
    const trafficOf = () => db.transactions.filter((t) => t.id.startsWith('trx_pay_'));
    sandboxControls.advance(TRAFFIC_INTERVAL_MS * 3);
    // Nothing antifraud was changed: no traffic, even after reading (the sidebar counts open reviews on every page).
    expect(sandboxControls.runAs('finance@sandbox.test', 'antifraud-reviews/list', { resourceId: 'res_org_northwind' }).errors).toBeUndefined();
    expect(sandboxControls.runAs('risk@sandbox.test', 'antifraud-rules/list', { resourceId: 'res_org_northwind' }).errors).toBeUndefined();
    sandboxControls.advance(TRAFFIC_INTERVAL_MS);
    expect(db.jobs.filter((job) => job.kind === TRAFFIC_JOB)).toHaveLength(0);
    expect(trafficOf()).toEqual([]);
    sandboxControls.startPaymentTraffic();
    sandboxControls.startPaymentTraffic();
    expect(db.jobs.filter((job) => job.kind === TRAFFIC_JOB)).toHaveLength(1);
    sandboxControls.advance(TRAFFIC_INTERVAL_MS);
    const first = trafficOf();
    // Northwind's two projects, Solo Store, and the enterprise organization's eleven.
    expect(new Set(first.map((t) => t.projectId)).size).toBe(14);
    expect(first).toHaveLength(14);
    sandboxControls.advance(2 * TRAFFIC_INTERVAL_MS);
    const all = trafficOf();
    expect(all).toHaveLength(42);
    expect(db.jobs.filter((job) => job.kind === TRAFFIC_JOB)).toHaveLength(1);
    expect(new Set(all.map((t) => t.createdAt)).size).toBe(3);
    // Every one decided by the merchant's rules, with its facts and risk recorded.
    for (const t of all) {
      expect(t.antifraud).not.toBeNull();
      expect(t.riskFacts).toMatchObject({ amount: t.amount, currency: t.currency, riskScore: t.riskScore });
      expect(['successful', 'failed', 'authorized']).toContain(t.status);
    }
    expect(new Set(all.map((t) => t.currency)).size).toBeGreaterThan(1);
    sandboxControls.stopPaymentTraffic();
    sandboxControls.advance(TRAFFIC_INTERVAL_MS * 2);
    expect(trafficOf()).toHaveLength(42);
  });
});
