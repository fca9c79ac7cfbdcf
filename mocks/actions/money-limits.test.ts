import { MAX_MINOR_AMOUNT } from '@/lib/money';
import type { Currency } from '../db/schema';
import { db } from '../db/store';
import { DEMO } from '../db/transactions-demo';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const AMOUNT = { code: 'invalid', source: { pointer: '/data/attributes/amount' } };
const body = (type: 'refunds' | 'captures', amount: unknown) => ({ data: { type, attributes: { amount } } });
const childrenOf = (parentId: string) => db.transactions.filter((t) => t.parentId === parentId);

/** A refundable payment of Northwind Shop in a currency the ISO table does not know (data from elsewhere). */
function paymentInUnknownCurrency() {
  const payment = db.transactions.get(DEMO.eurPaid)!;
  return db.transactions.upsert({ ...payment, id: 'trx_test_unknown_currency', currency: 'XYZ' as Currency, referenceId: 'ORD-XYZ' });
}

describe('amounts beyond the largest one', () => {
  it('refuses a refund or capture over MAX_MINOR_AMOUNT, or not a safe integer, with a field error, and moves nothing', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    for (const amount of [MAX_MINOR_AMOUNT + 1, 2 ** 53 + 2, 1e21]) {
      const refund = await admin.action('transactions/refund', body('refunds', amount), { id: DEMO.eurPaid });
      expect(refund.errors, String(amount)).toEqual([expect.objectContaining(AMOUNT)]);
      const capture = await admin.action('transactions/capture', body('captures', amount), { id: DEMO.authorization });
      expect(capture.errors, String(amount)).toEqual([expect.objectContaining(AMOUNT)]);
    }
    // The largest amount itself passes the contract; what is left to refund is what refuses it.
    const largest = await admin.action('transactions/refund', body('refunds', MAX_MINOR_AMOUNT), { id: DEMO.eurPaid });
    expect(largest.errors?.[0]).toMatchObject({ code: 'amount-exceeds-refundable' });
    expect(childrenOf(DEMO.eurPaid)).toHaveLength(0);
    expect(childrenOf(DEMO.authorization)).toHaveLength(0);
    admin.close();
  });

  it('refuses a payment link over the largest amount', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const answer = await admin.action('payment-links/create', {
      data: {
        type: 'payment-links',
        attributes: { amount: MAX_MINOR_AMOUNT + 1, currency: 'EUR' },
        relationships: { project: { data: { type: 'resources', id: SHOP } } },
      },
    });
    expect(answer.errors).toEqual([expect.objectContaining(AMOUNT)]);
    admin.close();
  });

  it('refuses an amount filter with more whole digits than any amount has', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const answer = await admin.action('transactions/list', { resourceId: SHOP, filter: [{ field: 'amount', operator: 'gte', value: '1000000000000' }] });
    expect(answer.errors?.[0]).toMatchObject({ code: 'invalid', source: { pointer: '/filter/0/value' } });
    const largest = await admin.action('transactions/list', { resourceId: SHOP, filter: [{ field: 'amount', operator: 'gte', value: '999999999999.999999' }] });
    expect(largest.errors).toBeUndefined();
    expect(largest.data).toEqual([]);
    admin.close();
  });
});

describe('currencies the ISO 4217 table does not know', () => {
  it('moves no money in them: the refund and the bulk refund line are refused with unknown-currency', async () => {
    const payment = paymentInUnknownCurrency();
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const refund = await admin.action('transactions/refund', body('refunds', 100), { id: payment.id });
    expect(refund.errors?.[0]).toMatchObject({ code: 'unknown-currency' });
    const ids = [payment.id, DEMO.eurPaid];
    const preview = await admin.action('transactions/bulkRefundPreview', { resourceId: SHOP, ids });
    type PreviewLine = { attributes: { line: number; transactionId: string; outcome: string; amount: number; currency: string } };
    const confirmed = (preview.data as PreviewLine[])
      .filter((l) => l.attributes.outcome === 'refundable')
      .map(({ attributes: a }) => ({ line: a.line, transactionId: a.transactionId, amount: a.amount, currency: a.currency }));
    const bulk = await admin.action('transactions/bulkRefund', { resourceId: SHOP, ids, confirmed });
    expect(bulk.errors).toBeUndefined();
    const rows = (bulk.data as { attributes: { rows: { transactionId: string; outcome: string; code?: string }[] } }).attributes.rows;
    expect(rows[0]).toMatchObject({ transactionId: payment.id, outcome: 'refused', code: 'unknown-currency' });
    expect(rows[1]).toMatchObject({ transactionId: DEMO.eurPaid, outcome: 'refunded' });
    expect(childrenOf(payment.id)).toHaveLength(0);
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(0);
    admin.close();
  });

  it('refuses them where a currency is given: payment link, transaction and dispute filters', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const link = (currency: string) =>
      admin.action('payment-links/create', {
        data: { type: 'payment-links', attributes: { amount: 1250, currency }, relationships: { project: { data: { type: 'resources', id: SHOP } } } },
      });
    expect((await link('XYZ')).errors).toEqual([expect.objectContaining({ code: 'unknown-currency', source: { pointer: '/data/attributes/currency' } })]);
    // An ISO currency links are not made out in is another refusal.
    expect((await link('CHF')).errors).toEqual([
      expect.objectContaining({ code: 'invalid', title: 'Currency is not supported', source: { pointer: '/data/attributes/currency' } }),
    ]);
    expect((await link('HUF')).errors?.[0]).toMatchObject({ code: 'invalid' });

    const list = await admin.action('transactions/list', { resourceId: SHOP, filter: [{ field: 'currency', operator: 'in', value: ['EUR', 'XYZ'] }] });
    expect(list.errors).toEqual([expect.objectContaining({ code: 'unknown-currency', source: { pointer: '/filter/0/value/1' } })]);
    const disputes = await admin.action('disputes/list', { resourceId: SHOP, filter: { currency: 'eur' } });
    expect(disputes.errors).toEqual([expect.objectContaining({ code: 'unknown-currency', source: { pointer: '/filter/currency' } })]);
    admin.close();
  });
});
