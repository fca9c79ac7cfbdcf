import { db, load, persist, setPersistence } from '../db/store';
import { openLive, ref, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { forgetResults, storedResult } from './dispatch';
import { refundableAmount, refundableStatuses, refundableTypes } from './transactions';

setupSandboxServer({ trustStepUp: true });

const refundBody = (amount: number) => ({ data: { type: 'refunds', attributes: { amount } } });
const shopPayment = () =>
  db.transactions.find((t) => t.projectId === 'res_prj_northwind_shop' && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0)!;
const refundsOf = (parentId: string) => db.transactions.filter((t) => t.parentId === parentId);

describe('transactions/refund', () => {
  it('refunds part, then the rest, then refuses a third refund as an over-refund', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const payment = shopPayment();
    const part = Math.floor(payment.amount / 3);
    const first = await session.action('transactions/refund', refundBody(part), { id: payment.id });
    expect(first.errors).toBeUndefined();
    expect(db.transactions.get(payment.id)).toMatchObject({ refundedAmount: part, status: 'partially-refunded' });
    expect(first.data).toMatchObject({ attributes: { type: 'refund', amount: part }, relationships: { parent: { data: { id: payment.id } } } });

    const rest = await session.action('transactions/refund', refundBody(payment.amount - part), { id: payment.id });
    expect(rest.errors).toBeUndefined();
    expect(db.transactions.get(payment.id)).toMatchObject({ refundedAmount: payment.amount, status: 'refunded' });

    const third = await session.action('transactions/refund', refundBody(1), { id: payment.id });
    expect(third.errors?.[0]).toMatchObject({ code: 'not-refundable' });
    expect(refundsOf(payment.id)).toHaveLength(2);
    session.close();
  });

  it('refuses more than what is left, with a field error on the amount', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const payment = shopPayment();
    const answer = await session.action('transactions/refund', refundBody(payment.amount + 1), { id: payment.id });
    expect(answer.errors?.[0]).toMatchObject({ code: 'amount-exceeds-refundable', source: { pointer: '/data/attributes/amount' } });
    for (const bad of [0, -5, 1.5, '100']) {
      const invalid = await session.action('transactions/refund', { data: { attributes: { amount: bad } } }, { id: payment.id });
      expect(invalid.errors?.[0]).toMatchObject({ code: 'invalid' });
    }
    expect(refundsOf(payment.id)).toHaveLength(0);
    session.close();
  });

  it('refuses a user without the refund right (support is read-only)', async () => {
    const session = await openLive(await signIn('support@sandbox.test'));
    const payment = shopPayment();
    const answer = await session.action('transactions/refund', refundBody(100), { id: payment.id });
    expect(answer.errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(0);
    session.close();
  });

  it('the rules name what is refundable', () => {
    const payment = shopPayment();
    expect(refundableTypes.has(payment.type) && refundableStatuses.has(payment.status)).toBe(true);
    expect(refundableAmount({ ...payment, refundedAmount: payment.amount })).toBe(0);
  });
});

describe('one reference, one refund', () => {
  it('a repeated reference is answered again and applies nothing', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const payment = shopPayment();
    const first = await session.action('transactions/refund', refundBody(100), { id: payment.id, reference: ref('intent-a') });
    const again = await session.action('transactions/refund', refundBody(100), { id: payment.id, reference: ref('intent-a') });
    expect(again).toEqual(first);
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(100);
    session.close();
  });

  it('a reference reused for another amount is refused', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const payment = shopPayment();
    await session.action('transactions/refund', refundBody(100), { id: payment.id, reference: ref('intent-b') });
    const other = await session.action('transactions/refund', refundBody(200), { id: payment.id, reference: ref('intent-b') });
    expect(other.errors?.[0]).toMatchObject({ code: 'reference-reused' });
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(100);
    session.close();
  });

  it('still holds after the sandbox is reloaded from storage', async () => {
    setPersistence(true);
    try {
      const session = await openLive(await signIn('admin@sandbox.test'));
      const payment = shopPayment();
      const first = await session.action('transactions/refund', refundBody(100), { id: payment.id, reference: ref('intent-c') });
      persist();
      forgetResults();
      load(); // what a page reload does: seed + the stored overlay, nothing kept in memory
      const again = await session.action('transactions/refund', refundBody(100), { id: payment.id, reference: ref('intent-c') });
      expect(again.data).toEqual(first.data);
      expect(refundsOf(payment.id)).toHaveLength(1);
      expect(db.transactions.get(payment.id)?.refundedAmount).toBe(100);
      session.close();
    } finally {
      setPersistence(false);
    }
  });

  it('every mutating action is stored by reference', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    await session.action('identities/patch', { data: { type: 'users', attributes: { name: 'Ada' } } }, { reference: ref('intent-d') });
    expect(storedResult('usr_admin', ref('intent-d'))).toMatchObject({ action: 'identities/patch' });
    await session.action('users/me', undefined, { reference: ref('read-1') });
    expect(storedResult('usr_admin', ref('read-1'))).toBeUndefined();
    session.close();
  });
});
