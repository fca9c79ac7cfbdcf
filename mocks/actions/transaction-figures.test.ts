import { transactionFigures, type FigureRow } from '@/lib/contract/transaction-figures';
import { REFUND_REASON_MAX } from '@/lib/contract/transactions';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { DEMO } from '../db/transactions-demo';
import type { Transaction } from '../db/schema';
import { openLive, ref, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { SETTLE_MS } from './transaction-money';

setupSandboxServer({ trustStepUp: true });

type Json = {
  id: string;
  attributes: Record<string, unknown> & { type: string; status: string; amount: number; fee: number };
  relationships?: { parent?: { data?: { id: string } } };
};
type Live = Awaited<ReturnType<typeof openLive>>;

const body = (type: 'refunds' | 'captures' | 'cancels', amount: number, reason?: string) => ({
  data: { type, attributes: { amount, ...(reason !== undefined && { reason }) } },
});
const asRow = (json: Json): FigureRow => ({
  ...json.attributes,
  id: json.id,
  parentId: json.relationships?.parent?.data?.id ?? null,
  createdAt: String(json.attributes.createdAt),
});

/** What an API client sees: `transactions/get`, and the figures computed from its answer, beside the parent's own totals. */
async function read(live: Live, id: string) {
  const answer = await live.action('transactions/get', undefined, { id });
  const payment = answer.data as unknown as Json;
  const included = ((answer as { included?: unknown[] }).included ?? []) as (Json & { type?: string })[];
  const related = included.filter((item) => item.type === 'transactions');
  return { totals: payment.attributes, figures: transactionFigures(asRow(payment), related.map(asRow))!, related };
}

describe('figures from the related transactions agree with the payment’s totals', () => {
  it.each([
    ['JPY', DEMO.jpyPaid, 12_500, 178],
    ['EUR', DEMO.eurPaid, 12_000, 193],
    ['KWD', DEMO.kwdPaid, 45_250, 883],
  ])('%s: after each refund, pending or settled', async (_currency, id, amount, fee) => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    let refunded = 0;
    for (const part of [2_550, 1_000]) {
      expect((await admin.action('transactions/refund', body('refunds', part), { id })).errors).toBeUndefined();
      refunded += part;
      for (const moment of ['pending', 'settled']) {
        const { totals, figures } = await read(admin, id);
        expect(figures.refunded, moment).toBe(totals.refundedAmount);
        expect(figures).toMatchObject({ refunded, fees: fee, netOfFees: amount - fee, netAfterRefundsAndChargebacks: amount - fee - refunded });
        sandboxControls.advance(SETTLE_MS);
      }
    }
    admin.close();
  });

  it('after a capture, a cancel of the rest and a refund of the capture', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const id = DEMO.authorization;
    const capture = await admin.action('transactions/capture', body('captures', 5_000), { id });
    let { totals, figures } = await read(admin, id);
    expect(figures).toMatchObject({ kind: 'authorization', captured: totals.capturedAmount, received: 5_000, netOfFees: 5_000 - 137 });

    await admin.action('transactions/cancel', body('cancels', 3_000), { id });
    ({ totals, figures } = await read(admin, id));
    expect(figures).toMatchObject({ captured: totals.capturedAmount, released: totals.cancelledAmount, received: 5_000 });

    // The capture is the refundable payment: its refund is the authorization's money too.
    sandboxControls.advance(SETTLE_MS);
    const captureId = (capture.data as { id: string }).id;
    expect((await admin.action('transactions/refund', body('refunds', 1_200), { id: captureId })).errors).toBeUndefined();
    ({ figures } = await read(admin, id));
    expect(figures.refunded).toBe(db.transactions.get(captureId)!.refundedAmount);
    expect(figures.netAfterRefundsAndChargebacks).toBe(5_000 - 137 - 1_200);
    admin.close();
  });

  it('after a chargeback, and after one given back', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const shop = db.transactions.filter((t) => t.projectId === 'res_prj_northwind_shop');
    const childTypes = (payment: Transaction) => shop.filter((t) => t.parentId === payment.id).map((t) => t.type);
    const charged = shop.filter((t) => t.status === 'chargebacked');
    const lost = charged.find((t) => childTypes(t).join() === 'chargeback')!;
    const won = charged.find((t) => childTypes(t).join() === 'chargeback,chargeback-refund')!;

    const taken = await read(admin, lost.id);
    expect(taken.figures).toMatchObject({ chargebacks: lost.amount, netOfFees: lost.amount - lost.fee, netAfterRefundsAndChargebacks: -lost.fee });
    const returned = await read(admin, won.id);
    expect(returned.figures).toMatchObject({ chargebacks: 0, netAfterRefundsAndChargebacks: won.amount - won.fee });
    admin.close();
  });

  it('on every seeded payment', () => {
    const rows = db.transactions.all();
    const children = new Map<string, Transaction[]>();
    for (const t of rows) if (t.parentId) children.set(t.parentId, [...(children.get(t.parentId) ?? []), t]);
    let checked = 0;
    for (const t of rows) {
      const own = children.get(t.id) ?? [];
      const figures = transactionFigures(t, [...own, ...own.flatMap((child) => children.get(child.id) ?? [])]);
      if (!figures) continue;
      checked += 1;
      expect(figures.refunded, t.id).toBe(t.refundedAmount);
      if (figures.kind === 'authorization') expect([figures.captured, figures.released], t.id).toEqual([t.capturedAmount, t.cancelledAmount]);
      expect(figures.chargebacks, t.id).toBeLessThanOrEqual(t.amount);
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

describe('a refund records who asked and why', () => {
  it('stores the reason (trimmed) and the user, and answers them, also on the payment’s details', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const reason = '  <img src=x onerror=alert(1)> =HYPERLINK("x") damaged  ';
    const answer = await admin.action('transactions/refund', body('refunds', 2_550, reason), { id: DEMO.eurPaid, reference: ref('reason-1') });
    expect(answer.errors).toBeUndefined();
    const expected = { reason: reason.trim(), requestedBy: { name: 'Ada Admin', email: 'admin@sandbox.test' } };
    expect((answer.data as unknown as Json).attributes).toMatchObject(expected);
    const { related } = await read(admin, DEMO.eurPaid);
    expect(related.find((row) => row.attributes.type === 'refund')?.attributes).toMatchObject(expected);
    expect(db.transactions.find((t) => t.parentId === DEMO.eurPaid)).toMatchObject({ reason: reason.trim(), requestedBy: 'usr_admin' });

    // The same reference with another reason is another request: refused, nothing moved.
    const other = await admin.action('transactions/refund', body('refunds', 2_550, 'another'), { id: DEMO.eurPaid, reference: ref('reason-1') });
    expect(other.errors?.[0]).toMatchObject({ code: 'reference-reused' });
    expect(db.transactions.filter((t) => t.parentId === DEMO.eurPaid)).toHaveLength(1);
    admin.close();
  });

  it('takes no reason at all, or a blank one, as none; refuses one that is too long', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const none = await admin.action('transactions/refund', body('refunds', 100), { id: DEMO.eurPaid });
    expect((none.data as unknown as Json).attributes).toMatchObject({ reason: null, requestedBy: { email: 'admin@sandbox.test' } });
    const blank = await admin.action('transactions/refund', body('refunds', 100, '   '), { id: DEMO.eurPaid });
    expect((blank.data as unknown as Json).attributes.reason).toBeNull();
    const long = await admin.action('transactions/refund', body('refunds', 100, 'x'.repeat(REFUND_REASON_MAX + 1)), { id: DEMO.eurPaid });
    expect(long.errors?.[0]).toMatchObject({ code: 'invalid', source: { pointer: '/data/attributes/reason' } });
    expect(db.transactions.filter((t) => t.parentId === DEMO.eurPaid)).toHaveLength(2);
    // A seeded refund was made by nobody the dashboard knows.
    expect((await read(admin, DEMO.refunded)).related[0].attributes).toMatchObject({ requestedBy: null, reason: null });
    admin.close();
  });
});
