import { openDisputeStatuses } from '@/lib/contract/disputes';
import { DECISION_MS } from '../actions/disputes';
import { READY_MS } from '../actions/reports';
import { SETTLE_MS } from '../actions/transaction-money';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { call, openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const DAY = 86_400_000;

type Live = Awaited<ReturnType<typeof openLive>>;

async function endpointFor(live: Live, events: string[]): Promise<string> {
  const created = await live.action('webhook-endpoints/create', { resourceId: SHOP, data: { attributes: { url: 'https://ok.merchant.test/events', events } } });
  expect(created.errors).toBeUndefined();
  return (created.data as { id: string }).id;
}

const deliveriesOf = (endpointId: string) => db.webhookDeliveries.filter((d) => d.endpointId === endpointId);
const objectOf = (body: string | null) =>
  (JSON.parse(body!) as { data: { object: { type: string; id: string; attributes: Record<string, unknown> } } }).data.object;

describe('events come from what the sandbox does', () => {
  it('a refund settling sends refund.succeeded to each enabled endpoint of the project subscribed to it, and to no other', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const subscribed = await endpointFor(admin, ['refund.succeeded']);
    const other = await endpointFor(admin, ['payment.captured']);
    const disabled = await endpointFor(admin, ['refund.succeeded']);
    await admin.action('webhook-endpoints/disable', undefined, { id: disabled });
    const payment = db.transactions.find((t) => t.projectId === SHOP && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0)!;
    const refund = await admin.action('transactions/refund', { data: { type: 'refunds', attributes: { amount: 100 } } }, { id: payment.id });
    const refundId = (refund.data as { id: string }).id;
    expect(deliveriesOf(subscribed)).toEqual([]);

    sandboxControls.advance(SETTLE_MS);
    const [sent] = deliveriesOf(subscribed);
    expect(sent).toMatchObject({ eventType: 'refund.succeeded', status: 'succeeded', attempt: 1, test: false });
    expect(JSON.parse(sent.requestBody!)).toMatchObject({ id: sent.eventId, type: 'refund.succeeded', createdAt: expect.any(String) });
    expect(objectOf(sent.requestBody)).toMatchObject({ type: 'transactions', id: refundId, attributes: { type: 'refund', status: 'successful', amount: 100 } });
    // The seeded healthy endpoint hears the same event (one event id for every endpoint).
    const seeded = deliveriesOf('whe_nw_ok').find((d) => d.eventId === sent.eventId);
    expect(seeded).toMatchObject({ eventType: 'refund.succeeded' });
    expect(deliveriesOf(other)).toEqual([]);
    expect(deliveriesOf(disabled)).toEqual([]);
    admin.close();
  });

  it('a capture and a cancel settling send payment.captured and payment.cancelled about the payment', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const id = await endpointFor(admin, ['payment.captured', 'payment.cancelled']);
    await admin.action('transactions/capture', { data: { attributes: { amount: 3_000 } } }, { id: 'trx_demo_auth' });
    await admin.action('transactions/cancel', { data: { attributes: { amount: 5_000 } } }, { id: 'trx_demo_auth' });
    sandboxControls.advance(SETTLE_MS);
    const sent = deliveriesOf(id).sort((a, b) => a.eventType.localeCompare(b.eventType));
    expect(sent.map((d) => d.eventType)).toEqual(['payment.cancelled', 'payment.captured']);
    for (const d of sent) expect(objectOf(d.requestBody)).toMatchObject({ type: 'transactions', id: 'trx_demo_auth' });
    admin.close();
  });

  it('a payment link paid on the pay page sends payment.succeeded about the charge', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const id = await endpointFor(admin, ['payment.succeeded']);
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardholderName: 'Olivia Smith', email: 'olivia@example.com' };
    const paid = await call('POST', 'public/payment-links/pl_nw_winter_coat/pay', { data: { type: 'payment-link-payments', attributes: card } });
    expect(paid.status).toBe(201);
    sandboxControls.advance(0);
    const [sent] = deliveriesOf(id);
    expect(sent).toMatchObject({ eventType: 'payment.succeeded', status: 'succeeded' });
    expect(objectOf(sent.requestBody)).toMatchObject({ type: 'transactions', id: paid.body.data?.id, attributes: { amount: 12_950, currency: 'EUR' } });
    admin.close();
  });

  it('a requested report becoming ready sends report.ready', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const id = await endpointFor(admin, ['report.ready']);
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    const requested = await admin.action('reports/request', {
      resourceId: SHOP,
      data: { type: 'reports', attributes: { kind: 'processing-transactions', level: 'project', format: 'csv', period: { from: day(-30), to: day(-1) } } },
    });
    const reportId = (requested.data as { id: string }).id;
    sandboxControls.advance(READY_MS);
    const [sent] = deliveriesOf(id);
    expect(sent).toMatchObject({ eventType: 'report.ready' });
    expect(objectOf(sent.requestBody)).toMatchObject({ type: 'reports', id: reportId, attributes: { status: 'ready' } });
    admin.close();
  });

  it('a dispute submitted and decided sends dispute.updated, then dispute.won or dispute.lost', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const id = await endpointFor(admin, ['dispute.updated', 'dispute.won', 'dispute.lost']);
    // An open one with the latest deadline, far from any clock step.
    const dispute = db.disputes
      .filter((d) => d.projectId === SHOP && (openDisputeStatuses as readonly string[]).includes(d.status) && !d.evidence.rebuttal)
      .sort((a, b) => (a.deadlineAt < b.deadlineAt ? 1 : -1))[0];
    await admin.action('disputes/saveRebuttal', { data: { type: 'dispute-rebuttals', attributes: { text: 'Delivered, signed for.' } } }, { id: dispute.id });
    const submitted = await admin.action('disputes/submitEvidence', undefined, { id: dispute.id });
    expect(submitted.errors).toBeUndefined();
    sandboxControls.advance(DECISION_MS);
    const decided = db.disputes.get(dispute.id)!.status;
    expect(
      deliveriesOf(id)
        .map((d) => d.eventType)
        .sort(),
    ).toEqual([`dispute.${decided}`, 'dispute.updated'].sort());
    admin.close();
  });
});

describe('payouts', () => {
  it("a payout paid by the clock sends payout.paid to the organization's projects", async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const id = await endpointFor(admin, ['payout.paid']);
    await admin.action('payouts/list', { resourceId: 'res_org_northwind' }, { endpoint: 'payouts/actions' });
    sandboxControls.advance(2 * DAY);
    expect(db.payouts.get('po_seed_in_transit')!.status).toBe('paid');
    const sent = deliveriesOf(id).map((d) => objectOf(d.requestBody));
    expect(sent).toContainEqual(
      expect.objectContaining({ type: 'payouts', id: 'po_seed_in_transit', attributes: expect.objectContaining({ status: 'paid' }) }),
    );
    // The bench endpoint on Northwind Sandbox, subscribed to every type, hears it too.
    expect(deliveriesOf('whe_nws_bench').some((d) => d.eventType === 'payout.paid' && d.requestBody?.includes('po_seed_in_transit'))).toBe(true);
    admin.close();
  });
});
