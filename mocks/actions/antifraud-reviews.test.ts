/**
 * antifraud-reviews/* through the sandbox's HTTP and push protocol (docs/api/antifraud.md, *Reviews*):
 * the queue, and each decision moving the held payment's money once, through the sandbox's one money
 * path (captures, releases, refunds, their ledger entries).
 */
import { SETTLE_MS } from './transaction-money';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { openLive, ref, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const ORG = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';

type Json = { id: string; type: string; attributes: Record<string, unknown> };
const one = (answer: { data?: unknown }) => answer.data as Json;
const many = (answer: { data?: unknown }) => answer.data as Json[];
const live = async (email = 'risk@sandbox.test') => openLive(await signIn(email));
const childrenOf = (id: string) => db.transactions.filter((t) => t.parentId === id);

describe('the queue', () => {
  it('lists open reviews oldest first, counts them with a page of one, filters by status', async () => {
    const risk = await live();
    const open = await risk.action('antifraud-reviews/list', { resourceId: SHOP, filter: { status: 'open' } });
    const rows = many(open);
    expect(rows.map((review) => review.id)).toEqual(Array.from({ length: 8 }, (_, i) => `rvw_nw_open_${i + 1}`));
    expect(rows[0]).toMatchObject({
      type: 'antifraud-reviews',
      attributes: {
        transactionId: 'trx_af_nw_review_1',
        amount: 81_200,
        currency: 'EUR',
        ruleId: 'afr_nw_large_eur_new_cards',
        ruleName: 'Large EUR payments from new cards',
        reason: ':amount: > EUR 500.00 (EUR 812.00), :payments_per_card_24h: = 0 (0)',
        status: 'open',
        closedAt: null,
        closedBy: null,
      },
      relationships: { transaction: { data: { id: 'trx_af_nw_review_1' } }, project: { data: { id: SHOP } } },
    });
    // The sidebar's count.
    const count = await risk.action('antifraud-reviews/list', { resourceId: ORG, filter: { status: 'open' }, page: { size: 1 } });
    expect(count.meta?.page?.total).toBe(8);
    const closed = many(await risk.action('antifraud-reviews/list', { resourceId: ORG, filters: [{ field: 'status', operator: 'ne', value: 'open' }] }));
    expect(closed.map((review) => [review.id, review.attributes.status]).sort()).toEqual([
      ['rvw_nw_approved', 'approved'],
      ['rvw_nw_cancelled', 'cancelled'],
      ['rvw_nw_fraud', 'refunded-as-fraud'],
    ]);
    // Each held payment is an authorization, not captured.
    for (const review of rows)
      expect(db.transactions.get(review.attributes.transactionId as string)).toMatchObject({
        type: 'charge-authorize',
        status: 'authorized',
        capturedAmount: 0,
      });
    risk.close();
  });
});

describe('deciding', () => {
  it('approves: captures the whole authorization once, even when the same call is sent twice (and after its stored result is gone)', async () => {
    const risk = await live();
    const finance = await live('finance@sandbox.test');
    const from = finance.messages.length;
    const reference = ref('approve-review-1');
    const first = await risk.action('antifraud-reviews/approve', undefined, { id: 'rvw_nw_open_1', reference });
    expect(one(first).attributes).toMatchObject({
      status: 'approved',
      closedBy: { name: 'Rita Risk', email: 'risk@sandbox.test' },
      closedAt: expect.any(String),
    });
    const again = await risk.action('antifraud-reviews/approve', undefined, { id: 'rvw_nw_open_1', reference });
    expect(again.data).toEqual(first.data);
    db.actionResults.remove(`usr_risk ${reference}`);
    const third = await risk.action('antifraud-reviews/approve', undefined, { id: 'rvw_nw_open_1', reference });
    expect(third.errors).toBeUndefined();
    expect(one(third).attributes.status).toBe('approved');

    const captures = childrenOf('trx_af_nw_review_1');
    expect(captures).toMatchObject([{ type: 'charge-capture', amount: 81_200, status: 'pending', requestReference: reference, requestedBy: 'usr_risk' }]);
    expect(db.transactions.get('trx_af_nw_review_1')).toMatchObject({ status: 'paid', capturedAmount: 81_200 });
    sandboxControls.advance(SETTLE_MS);
    expect(db.transactions.get(captures[0].id)?.status).toBe('successful');
    // The capture is the payment's money in: the ledger has its credit.
    expect(db.ledger.filter((entry) => entry.paymentId === 'trx_af_nw_review_1' && entry.amount > 0).map((entry) => entry.amount)).toContain(81_200);
    // The capture copies its payment's row: only the payment counts as the rule's match.
    expect(one(await risk.action('antifraud-rules/get', undefined, { id: 'afr_nw_large_eur_new_cards' })).attributes.matches30d).toBe(11);
    expect(db.auditEntries.filter((entry) => entry.action === 'antifraud-reviews/approve')).toMatchObject([
      {
        object: { type: 'antifraud-reviews', id: 'rvw_nw_open_1' },
        resource: { id: ORG },
        changes: expect.arrayContaining([{ field: 'status', before: 'open', after: 'approved' }]),
      },
    ]);
    // Finance reads payments: the captured payment is pushed; reviews are pushed to those who read them.
    await finance.next((m) => m.event === 'resource-updated' && m.data.includes('"trx_af_nw_review_1"') && m.data.includes('"paid"'), undefined, from);
    await finance.next((m) => m.event === 'resource-updated' && m.data.includes('"antifraud-reviews"') && m.data.includes('"rvw_nw_open_1"'), undefined, from);
    finance.close();
    risk.close();
  });

  it('refunds as fraud: releases the authorization, blocks the card; the next payment with that card is blocked', async () => {
    const risk = await live();
    const closed = one(await risk.action('antifraud-reviews/refundAsFraud', undefined, { id: 'rvw_nw_open_2' }));
    expect(closed.attributes.status).toBe('refunded-as-fraud');
    const payment = db.transactions.get('trx_af_nw_review_2')!;
    expect(payment).toMatchObject({ status: 'cancelled', cancelledAmount: 129_900, capturedAmount: 0 });
    expect(childrenOf(payment.id)).toMatchObject([{ type: 'charge-cancel', amount: 129_900 }]);
    const fingerprint = payment.card!.fingerprint!;
    expect(db.antifraudListItems.filter((item) => item.listId === 'afl_nw_blocked_cards' && item.value === fingerprint)).toMatchObject([
      { reason: 'Refunded as fraud (review rvw_nw_open_2)', addedBy: { email: 'risk@sandbox.test' }, expiresAt: null },
    ]);
    expect(db.auditEntries.filter((entry) => entry.object.id === 'rvw_nw_open_2')).toMatchObject([
      {
        action: 'antifraud-reviews/refundAsFraud',
        actor: { email: 'risk@sandbox.test' },
        changes: expect.arrayContaining([{ field: 'status', before: 'open', after: 'refunded-as-fraud' }]),
      },
    ]);
    const again = sandboxControls.makePayment({ projectId: 'res_prj_northwind_sandbox', amount: 1_500, currency: 'EUR', cardFingerprint: fingerprint });
    expect(again).toMatchObject({ status: 'failed', antifraud: { decision: { action: 'block', ruleId: 'afr_nw_blocked_cards', ruleName: 'Blocked cards' } } });
    risk.close();
  });

  it('refunds as fraud a payment captured meanwhile: the capture is refunded in full', async () => {
    const admin = await live('admin@sandbox.test');
    await admin.action('transactions/capture', { data: { attributes: { amount: 30_000 } } }, { id: 'trx_af_nw_review_3' });
    // Still pending: refused until it settles, and nothing moved.
    expect((await admin.action('antifraud-reviews/refundAsFraud', undefined, { id: 'rvw_nw_open_3' })).errors?.[0]).toMatchObject({ code: 'not-refundable' });
    expect(childrenOf('trx_af_nw_review_3')).toHaveLength(1);
    sandboxControls.stopPaymentTraffic();
    sandboxControls.advance(SETTLE_MS);
    const closed = one(await admin.action('antifraud-reviews/refundAsFraud', undefined, { id: 'rvw_nw_open_3' }));
    expect(closed.attributes.status).toBe('refunded-as-fraud');
    const payment = db.transactions.get('trx_af_nw_review_3')!;
    // 55,000 held: 30,000 captured (then refunded), 25,000 released.
    expect(payment).toMatchObject({ status: 'paid', capturedAmount: 30_000, cancelledAmount: 25_000 });
    const capture = childrenOf(payment.id).find((t) => t.type === 'charge-capture')!;
    expect(db.transactions.get(capture.id)).toMatchObject({ refundedAmount: 30_000, status: 'refunded' });
    expect(childrenOf(capture.id)).toMatchObject([{ type: 'refund', amount: 30_000, reason: 'Refunded as fraud (review rvw_nw_open_3)' }]);
    admin.close();
  });

  it('cancels: releases the authorization without listing anything; a review closed is refused review-closed', async () => {
    const risk = await live();
    const items = db.antifraudListItems.size;
    expect(one(await risk.action('antifraud-reviews/cancel', undefined, { id: 'rvw_nw_open_4' })).attributes.status).toBe('cancelled');
    expect(db.transactions.get('trx_af_nw_review_4')).toMatchObject({ status: 'cancelled', cancelledAmount: 240_000 });
    expect(db.antifraudListItems.size).toBe(items);
    for (const action of ['antifraud-reviews/approve', 'antifraud-reviews/refundAsFraud', 'antifraud-reviews/cancel']) {
      expect((await risk.action(action, undefined, { id: 'rvw_nw_open_4' })).errors?.[0]).toMatchObject({ code: 'review-closed' });
      expect((await risk.action(action, undefined, { id: 'rvw_nw_approved' })).errors?.[0]).toMatchObject({ code: 'review-closed' });
    }
    expect(childrenOf('trx_af_nw_review_4')).toHaveLength(1);
    expect(db.auditEntries.filter((entry) => entry.action.startsWith('antifraud-reviews/')).map((entry) => entry.action)).toEqual(['antifraud-reviews/cancel']);
    risk.close();
  });
});
