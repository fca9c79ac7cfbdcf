import { now } from '../clock';
import { sandboxControls } from '../controls';
import { PAYOUT_SEND_MS, PAYOUT_SETTLE_MS } from '../db/money-engine';
import { db } from '../db/store';
import { call, openLive, ref, signIn, signInWithCode } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { forgetResults } from './dispatch';

setupSandboxServer({ trustStepUp: true });

const GROUP = 'res_org_northwind';
const PAYOUTS = { endpoint: 'payouts/actions' };

type Payout = {
  id: string;
  attributes: {
    status: string;
    approvalRequired: boolean;
    approvable: boolean;
    cancellable: boolean;
    statusHistory: { status: string; by: { email: string } | null; reason: string | null }[];
  };
};

const payoutBody = (amount: number, extra: Record<string, unknown> = {}, method = 'pm_nw_eur', currency = 'EUR') => ({
  resourceId: GROUP,
  data: { type: 'payouts', attributes: { amount, currency, ...extra }, relationships: { payoutMethod: { data: { type: 'payout-methods', id: method } } } },
});

async function live(email: string) {
  const token = await signIn(email);
  const session = await openLive(token);
  const action = (name: string, payload?: unknown, options: { id?: string; reference?: string } = {}) =>
    session.action(name, payload, { ...PAYOUTS, ...options });
  const figure = async (name: 'available' | 'total', currency = 'EUR') => {
    const answer = await action('balances/summary', { resourceId: GROUP });
    return (answer.data as { attributes: Record<string, unknown> & { currency: string } }[]).find((row) => row.attributes.currency === currency)!.attributes[
      name
    ] as number;
  };
  const available = (currency?: string) => figure('available', currency);
  /** Available + pending + reserved: the clock only moves money between them, so only money facts change it. */
  const total = (currency?: string) => figure('total', currency);
  return { ...session, token, action, available, total };
}

const payoutEntries = (id: string) => db.ledger.filter((entry) => entry.sourceId === id);

describe('the clock', () => {
  it('carries the seeded payouts too, pushed as they go, once any money action has run', async () => {
    const admin = await live('admin@sandbox.test');
    await admin.action('payouts/list', { resourceId: GROUP });
    const approved = db.payouts.get('po_seed_approved')!;
    const inTransit = db.payouts.get('po_seed_in_transit')!;
    expect([approved.status, inTransit.status]).toEqual(['approved', 'in-transit']);
    const from = admin.messages.length;
    // To the in-transit one's due time, an hour after the approved one's: both are paid by then.
    sandboxControls.advance(approved.nextStepAt! - now() + 1);
    expect(db.payouts.get('po_seed_approved')!.status).toBe('in-transit');
    sandboxControls.advance(inTransit.nextStepAt! - now() + 1);
    expect(db.payouts.get('po_seed_in_transit')!.status).toBe('paid');
    expect(db.payouts.get('po_seed_approved')!.status).toBe('paid');
    await admin.next((m) => m.event === 'resource-updated' && m.data.includes('po_seed_in_transit') && m.data.includes('"paid"'), undefined, from);
    admin.close();
  });
});

describe('four-eyes', () => {
  it('finance requests above the limit and cannot approve it; owner approves; the clock pays it; available falls by exactly that, once', async () => {
    const finance = await live('finance@sandbox.test');
    const before = await finance.available();
    // After the clock moves, pending money may have matured into available: the total moves only with money facts.
    const totalBefore = await finance.total();
    const requested = await finance.action('payouts/create', payoutBody(150_000, { description: 'Acceptance' }));
    const payout = requested.data as Payout;
    expect(payout.attributes).toMatchObject({ status: 'awaiting-approval', approvalRequired: true, approvable: false, cancellable: true });
    expect(await finance.available()).toBe(before - 150_000); // committed at once: no double spending while it waits

    const own = await finance.action('payouts/approve', undefined, { id: payout.id });
    expect(own.errors?.[0]).toMatchObject({ code: 'forbidden' }); // finance holds no approve right at all

    const owner = await live('owner@sandbox.test');
    const seen = await owner.action('payouts/get', undefined, { id: payout.id });
    expect((seen.data as Payout).attributes.approvable).toBe(true);
    const support = await live('support@sandbox.test');
    const approved = await owner.action('payouts/approve', undefined, { id: payout.id });
    expect((approved.data as Payout).attributes.status).toBe('approved');
    // Whoever reads the organization's payouts hears of it; support, who does not, hears nothing.
    const pushed = await finance.next(
      (m) => m.event === 'resource-updated' && (JSON.parse(m.data) as { id: string; attributes?: { status?: string } }).attributes?.status === 'approved',
    );
    expect(JSON.parse(pushed.data)).toMatchObject({ type: 'payouts', id: payout.id });
    await support.settled();
    expect(support.messages.filter((m) => m.event === 'resource-updated')).toEqual([]);
    support.close();

    sandboxControls.advance(PAYOUT_SEND_MS);
    expect(db.payouts.get(payout.id)?.status).toBe('in-transit');
    sandboxControls.advance(PAYOUT_SETTLE_MS);
    const paid = (await finance.action('payouts/get', undefined, { id: payout.id })).data as Payout;
    expect(paid.attributes.statusHistory.map((step) => [step.status, step.by?.email ?? null])).toEqual([
      ['requested', 'finance@sandbox.test'],
      ['awaiting-approval', null],
      ['approved', 'owner@sandbox.test'],
      ['in-transit', null],
      ['paid', null],
    ]);
    sandboxControls.advance(PAYOUT_SEND_MS + PAYOUT_SETTLE_MS);
    expect(await finance.total()).toBe(totalBefore - 150_000);
    expect(payoutEntries(payout.id).map((entry) => [entry.type, entry.amount])).toEqual([['payout', -150_000]]);
    finance.close();
    owner.close();
  });

  it("refuses the requester's own approval or rejection, even for an admin who holds the right", async () => {
    const admin = await live('admin@sandbox.test');
    const payout = (await admin.action('payouts/create', payoutBody(200_000))).data as Payout;
    expect(payout.attributes).toMatchObject({ status: 'awaiting-approval', approvable: false });
    for (const action of ['payouts/approve', 'payouts/reject']) {
      const refused = await admin.action(action, undefined, { id: payout.id });
      expect(refused.errors?.[0]).toMatchObject({ code: 'own-payout' });
    }
    expect(db.payouts.get(payout.id)?.status).toBe('awaiting-approval');
    admin.close();
  });

  it('approves at or below the limit at once, and the clock sends it', async () => {
    const finance = await live('finance@sandbox.test');
    const payout = (await finance.action('payouts/create', payoutBody(100_000))).data as Payout;
    expect(payout.attributes).toMatchObject({ status: 'approved', approvalRequired: false });
    sandboxControls.advance(PAYOUT_SEND_MS + PAYOUT_SETTLE_MS);
    expect(db.payouts.get(payout.id)?.status).toBe('paid');
    finance.close();
  });

  it('records a rejection with who, when and why, and gives the money back once', async () => {
    const finance = await live('finance@sandbox.test');
    const before = await finance.available();
    const payout = (await finance.action('payouts/create', payoutBody(300_000))).data as Payout;
    const owner = await live('owner@sandbox.test');
    const rejected = await owner.action('payouts/reject', { data: { attributes: { reason: 'Not this week' } } }, { id: payout.id });
    expect((rejected.data as Payout).attributes.statusHistory.at(-1)).toMatchObject({
      status: 'rejected',
      by: { email: 'owner@sandbox.test' },
      reason: 'Not this week',
    });
    const again = await owner.action('payouts/reject', undefined, { id: payout.id });
    expect(again.errors?.[0]).toMatchObject({ code: 'payout-not-awaiting-approval' });
    expect(await finance.available()).toBe(before);
    expect(
      payoutEntries(payout.id)
        .map((entry) => entry.type)
        .sort(),
    ).toEqual(['payout', 'payout-reversal']);
    finance.close();
    owner.close();
  });
});

describe('the payout request', () => {
  it('refuses more than available, with its own code, and moves nothing', async () => {
    const finance = await live('finance@sandbox.test');
    const available = await finance.available('GBP');
    const refused = await finance.action('payouts/create', payoutBody(available + 1, {}, 'pm_nw_gbp', 'GBP'));
    expect(refused.errors?.[0]).toMatchObject({ code: 'amount-exceeds-available', source: { pointer: '/data/attributes/amount' } });
    const all = await finance.action('payouts/create', payoutBody(available, {}, 'pm_nw_gbp', 'GBP'));
    expect(all.errors).toBeUndefined();
    expect(await finance.available('GBP')).toBe(0);
    const mismatch = await finance.action('payouts/create', payoutBody(100, {}, 'pm_nw_gbp', 'EUR'));
    expect(mismatch.errors?.[0]).toMatchObject({ code: 'method-currency-mismatch' });
    finance.close();
  });

  it('is idempotent by requestReference: the same reference twice is one payout; a lost answer and a retry debit once', async () => {
    const finance = await live('finance@sandbox.test');
    const before = await finance.available();
    const reference = ref('payout-once');
    const first = await finance.action('payouts/create', payoutBody(50_000), { reference });
    const second = await finance.action('payouts/create', payoutBody(50_000), { reference });
    expect((second.data as Payout).id).toBe((first.data as Payout).id);

    // The answer is lost (posted, never heard) and the stored result is gone (after 48 hours): the retry
    // is answered from the payout row.
    const lost = ref('payout-lost');
    const posted = await call(
      'POST',
      'payouts/actions',
      { data: { requestReference: lost, action: 'payouts/create', payload: payoutBody(70_000) } },
      finance.token,
    );
    expect(posted.status).toBe(202);
    forgetResults();
    db.actionResults.filter(() => true).forEach((row) => db.actionResults.remove(row.id));
    const retried = await finance.action('payouts/create', payoutBody(70_000), { reference: lost });
    expect(retried.errors).toBeUndefined();
    expect(db.payouts.filter((p) => p.requestReference === lost)).toHaveLength(1);
    expect(await finance.available()).toBe(before - 50_000 - 70_000);

    const reused = await finance.action('payouts/create', payoutBody(70_001), { reference: lost });
    expect(reused.errors?.[0]).toMatchObject({ code: 'reference-reused' });
    finance.close();
  });

  it('asks a user with 2FA to confirm in the step-up window before requesting and approving; the request carries no code', async () => {
    const user = db.users.find((row) => row.email === 'twofa@sandbox.test')!;
    db.users.patch(user.id, { stepUpTrusted: false });
    const twofa = await openLive(await signInWithCode('twofa@sandbox.test'));
    const action = (name: string, payload?: unknown, id?: string) => twofa.action(name, payload, { ...PAYOUTS, ...(id && { id }) });
    const reference = crypto.randomUUID();
    const missing = await twofa.action('payouts/create', payoutBody(10_000), { ...PAYOUTS, reference });
    expect(missing.errors?.[0]).toMatchObject({ code: 'step-up-required' });
    const waiting = db.payouts.find((p) => p.id === 'po_seed_awaiting')!;
    expect((await action('payouts/approve', undefined, waiting.id)).errors?.[0]).toMatchObject({ code: 'step-up-required' });
    expect(db.payouts.filter((p) => p.requestedBy === 'usr_twofa')).toHaveLength(0);

    expect((await twofa.action('users/confirmStepUp', { data: { type: 'step-up', attributes: { code: '000000' } } })).errors?.[0]).toMatchObject({
      code: 'invalid-2fa-code',
    });
    expect((await twofa.action('users/confirmStepUp', { data: { type: 'step-up', attributes: { code: '123456' } } })).errors).toBeUndefined();
    // The same request under the same reference now runs, once.
    const made = await twofa.action('payouts/create', payoutBody(10_000), { ...PAYOUTS, reference });
    expect(made.errors).toBeUndefined();
    expect(db.payouts.filter((p) => p.requestedBy === 'usr_twofa')).toHaveLength(1);
    const approved = await action('payouts/approve', undefined, waiting.id);
    expect((approved.data as Payout).attributes.status).toBe('approved');
    twofa.close();
  });

  it('cancels before it is sent (money back), never after', async () => {
    const finance = await live('finance@sandbox.test');
    const before = await finance.available();
    const payout = (await finance.action('payouts/create', payoutBody(20_000))).data as Payout;
    const cancelled = await finance.action('payouts/cancel', undefined, { id: payout.id });
    expect((cancelled.data as Payout).attributes.status).toBe('cancelled');
    expect(await finance.available()).toBe(before);

    const sent = (await finance.action('payouts/create', payoutBody(20_000))).data as Payout;
    sandboxControls.advance(PAYOUT_SEND_MS);
    const late = await finance.action('payouts/cancel', undefined, { id: sent.id });
    expect(late.errors?.[0]).toMatchObject({ code: 'payout-not-cancellable' });
    finance.close();
  });

  it('a payout to a method flagged to fail comes back: failed, with one reversal', async () => {
    const admin = await live('admin@sandbox.test');
    // The total, not the available figure: over the minutes the clock moves here, seeded payments may
    // become available (which depends on the time of day the test runs at).
    const before = await admin.total();
    expect(before).toBeGreaterThan(40_000);
    const payout = (await admin.action('payouts/create', payoutBody(40_000, {}, 'pm_nw_fail'))).data as Payout;
    sandboxControls.advance(PAYOUT_SEND_MS + PAYOUT_SETTLE_MS);
    const failed = (await admin.action('payouts/get', undefined, { id: payout.id })).data as Payout;
    expect(failed.attributes.statusHistory.at(-1)).toMatchObject({ status: 'failed', reason: 'The bank returned the payout' });
    sandboxControls.advance(10 * PAYOUT_SETTLE_MS);
    expect(await admin.total()).toBe(before);
    expect(
      payoutEntries(payout.id)
        .map((entry) => entry.type)
        .sort(),
    ).toEqual(['payout', 'payout-reversal']);
    admin.close();
  });

  it('support sees no payouts; the seeded ones cover every status', async () => {
    const support = await live('support@sandbox.test');
    expect((await support.action('payouts/list', { resourceId: GROUP })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    support.close();
    const finance = await live('finance@sandbox.test');
    const list = await finance.action('payouts/list', { resourceId: GROUP, page: { size: 100 } });
    const statuses = new Set((list.data as Payout[]).map((p) => p.attributes.status));
    expect([...statuses].sort()).toEqual(['approved', 'awaiting-approval', 'cancelled', 'failed', 'in-transit', 'paid', 'rejected']);
    finance.close();
  });
});
