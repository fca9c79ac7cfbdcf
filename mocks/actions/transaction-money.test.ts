import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { DEMO } from '../db/transactions-demo';
import { openLive, ref, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { SETTLE_MS } from './transaction-money';

setupSandboxServer({ trustStepUp: true });

const body = (type: 'refunds' | 'captures' | 'cancels', amount: unknown) => ({ data: { type, attributes: { amount } } });
const childrenOf = (parentId: string) => db.transactions.filter((t) => t.parentId === parentId);
const attributesOf = (answer: { data?: unknown }) => (answer.data as { attributes: Record<string, unknown> }).attributes;
/** The updated parent the answer includes. */
const parentOf = (answer: object) => (answer as { included?: unknown[] }).included?.[0];

describe('refunds in each currency’s own minor units', () => {
  it.each([
    ['JPY (0 decimals)', DEMO.jpyPaid, 12_500],
    ['EUR (2 decimals)', DEMO.eurPaid, 12_000],
    ['KWD (3 decimals)', DEMO.kwdPaid, 45_250],
  ])('%s: part, then the rest, then nothing more', async (_label, id, amount) => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    expect(db.transactions.get(id)).toMatchObject({ amount, refundedAmount: 0 });
    const part = await admin.action('transactions/refund', body('refunds', 1), { id });
    expect(part.errors).toBeUndefined();
    expect(attributesOf(part)).toMatchObject({ type: 'refund', status: 'pending', amount: 1 });
    const over = await admin.action('transactions/refund', body('refunds', amount), { id });
    expect(over.errors?.[0]).toMatchObject({
      code: 'amount-exceeds-refundable',
      title: 'Amount should not exceed the transaction amount',
      source: { pointer: '/data/attributes/amount' },
    });
    const rest = await admin.action('transactions/refund', body('refunds', amount - 1), { id });
    expect(rest.errors).toBeUndefined();
    expect(parentOf(rest)).toMatchObject({ id, attributes: { status: 'refunded', refundedAmount: amount, refundable: 0 } });
    const again = await admin.action('transactions/refund', body('refunds', amount), { id });
    expect(again.errors?.[0]).toMatchObject({ code: 'not-refundable' });
    expect(childrenOf(id).map((t) => t.amount)).toEqual([1, amount - 1]);
    admin.close();
  });

  it('the already refunded demo payment refuses any refund', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const answer = await admin.action('transactions/refund', body('refunds', 1), { id: DEMO.refunded });
    expect(answer.errors?.[0]).toMatchObject({ code: 'not-refundable' });
    admin.close();
  });
});

describe('capture and cancel of an authorization', () => {
  it('captures part (partially-paid), cancels the rest (paid), then refuses both', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const id = DEMO.authorization;
    const read = async () => attributesOf(await admin.action('transactions/get', undefined, { id }));
    expect(await read()).toMatchObject({ status: 'authorized', capturable: 8000, cancellable: 8000, refundable: 0 });

    const over = await admin.action('transactions/capture', body('captures', 8001), { id });
    expect(over.errors?.[0]).toMatchObject({ code: 'amount-exceeds-capturable', source: { pointer: '/data/attributes/amount' } });
    const capture = await admin.action('transactions/capture', body('captures', 5000), { id });
    expect(attributesOf(capture)).toMatchObject({ type: 'charge-capture', status: 'pending', amount: 5000 });
    expect(await read()).toMatchObject({ status: 'partially-paid', capturedAmount: 5000, capturable: 3000, cancellable: 3000 });

    const overCancel = await admin.action('transactions/cancel', body('cancels', 3001), { id });
    expect(overCancel.errors?.[0]).toMatchObject({ code: 'amount-exceeds-cancellable' });
    const cancel = await admin.action('transactions/cancel', body('cancels', 3000), { id });
    expect(attributesOf(cancel)).toMatchObject({ type: 'charge-cancel', amount: 3000 });
    expect(await read()).toMatchObject({ status: 'paid', capturedAmount: 5000, cancelledAmount: 3000, capturable: 0, cancellable: 0 });

    expect((await admin.action('transactions/capture', body('captures', 1), { id })).errors?.[0]).toMatchObject({ code: 'not-capturable' });
    expect((await admin.action('transactions/cancel', body('cancels', 1), { id })).errors?.[0]).toMatchObject({ code: 'not-cancellable' });
    admin.close();
  });

  it.each(['JPY', 'KWD'])('captures a %s authorization to the last minor unit', async (currency) => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const auth = db.transactions.find(
      (t) => t.projectId === 'res_prj_northwind_shop' && t.type === 'charge-authorize' && t.status === 'authorized' && t.currency === currency,
    )!;
    const over = await admin.action('transactions/capture', body('captures', auth.amount + 1), { id: auth.id });
    expect(over.errors?.[0]).toMatchObject({ code: 'amount-exceeds-capturable' });
    const part = await admin.action('transactions/capture', body('captures', auth.amount - 1), { id: auth.id });
    expect(parentOf(part)).toMatchObject({ attributes: { status: 'partially-paid', capturable: 1, cancellable: 1 } });
    const last = await admin.action('transactions/cancel', body('cancels', 1), { id: auth.id });
    expect(parentOf(last)).toMatchObject({ attributes: { status: 'paid', capturedAmount: auth.amount - 1, cancelledAmount: 1, capturable: 0 } });
    admin.close();
  });

  it('cancelling the whole authorization makes it cancelled', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const answer = await admin.action('transactions/cancel', body('cancels', 8000), { id: DEMO.authorization });
    expect(parentOf(answer)).toMatchObject({ attributes: { status: 'cancelled', cancelledAmount: 8000, capturable: 0 } });
    admin.close();
  });

  it('refuses to capture or cancel a payment that is not an authorization', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    expect((await admin.action('transactions/capture', body('captures', 100), { id: DEMO.eurPaid })).errors?.[0]).toMatchObject({ code: 'not-capturable' });
    expect((await admin.action('transactions/cancel', body('cancels', 100), { id: DEMO.eurPaid })).errors?.[0]).toMatchObject({ code: 'not-cancellable' });
    expect(childrenOf(DEMO.eurPaid)).toHaveLength(0);
    admin.close();
  });

  it('the capture settles through the sandbox clock and is pushed to open screens', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const from = admin.messages.length;
    const capture = await admin.action('transactions/capture', body('captures', 8000), { id: DEMO.authorization });
    const childId = (capture.data as { id: string }).id;
    const updated = (id: string, status: string) => (m: { event: string; data: string }) =>
      m.event === 'resource-updated' &&
      (JSON.parse(m.data) as { id: string; attributes?: { status?: string } }).id === id &&
      (JSON.parse(m.data) as { attributes?: { status?: string } }).attributes?.status === status;
    await admin.next(updated(DEMO.authorization, 'paid'), undefined, from);
    await admin.next(updated(childId, 'pending'), undefined, from);
    sandboxControls.advance(SETTLE_MS - 1);
    expect(db.transactions.get(childId)?.status).toBe('pending');
    sandboxControls.advance(1);
    expect(db.transactions.get(childId)?.status).toBe('successful');
    await admin.next(updated(childId, 'successful'), undefined, from);
    admin.close();
  });
});

describe('rights', () => {
  it('support may read but moves no money', async () => {
    const support = await openLive(await signIn('support@sandbox.test'));
    expect((await support.action('transactions/get', undefined, { id: DEMO.eurPaid })).errors).toBeUndefined();
    expect((await support.action('transactions/refund', body('refunds', 100), { id: DEMO.eurPaid })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await support.action('transactions/capture', body('captures', 100), { id: DEMO.authorization })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await support.action('transactions/cancel', body('cancels', 100), { id: DEMO.authorization })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect(childrenOf(DEMO.eurPaid)).toHaveLength(0);
    support.close();
  });

  it('finance refunds but neither captures nor cancels', async () => {
    const finance = await openLive(await signIn('finance@sandbox.test'));
    expect((await finance.action('transactions/refund', body('refunds', 100), { id: DEMO.eurPaid })).errors).toBeUndefined();
    expect((await finance.action('transactions/capture', body('captures', 100), { id: DEMO.authorization })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await finance.action('transactions/cancel', body('cancels', 100), { id: DEMO.authorization })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect(db.transactions.get(DEMO.authorization)).toMatchObject({ capturedAmount: 0, cancelledAmount: 0 });
    finance.close();
  });

  it('nobody refunds a transaction of a workspace they do not reach', async () => {
    const finance = await openLive(await signIn('finance@sandbox.test'));
    expect((await finance.action('transactions/refund', body('refunds', 100), { id: DEMO.other })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    finance.close();
  });
});

describe('one intent, one capture', () => {
  it('a retried capture with the same reference is answered again and applied once', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const first = await admin.action('transactions/capture', body('captures', 2000), { id: DEMO.authorization, reference: ref('capture-intent') });
    const again = await admin.action('transactions/capture', body('captures', 2000), { id: DEMO.authorization, reference: ref('capture-intent') });
    expect(again).toEqual(first);
    expect(childrenOf(DEMO.authorization)).toHaveLength(1);
    expect(db.transactions.get(DEMO.authorization)?.capturedAmount).toBe(2000);
    admin.close();
  });
});
