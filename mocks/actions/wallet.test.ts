/**
 * The wallet (docs/api/wallet.md): a top-up credited by the clock grows the wallet by exactly its
 * amount; a transfer to a card typed in is refused with each of spec §5's card errors and goes through
 * for a good card; money leaves once per reference, waits for a second person above the limit, and a
 * reversal gives it back once.
 */
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { TOP_UP_CREDIT_MS, TOP_UP_RECEIVE_MS } from '../wallet/engine';
import { PAYOUT_SEND_MS, PAYOUT_SETTLE_MS } from '../db/money-engine';

setupSandboxServer({ trustStepUp: true });

const GROUP = 'res_org_northwind';
const DAY = 86_400_000;
type Json = { id: string; attributes: Record<string, unknown> };
type Answer = { data?: unknown; errors?: { code: string; source?: { pointer?: string } }[] };
const one = (answer: Answer) => answer.data as Json;

async function live(email: string) {
  const session = await openLive(await signIn(email));
  const action = (name: string, payload?: unknown, options: { id?: string; reference?: string } = {}) =>
    session.action(name, payload, options) as Promise<Answer>;
  const available = async (currency = 'EUR') =>
    ((await action('wallet/summary', { resourceId: GROUP })).data as Json[]).find((row) => row.attributes.currency === currency)!.attributes
      .available as number;
  return { action, available, close: () => session.close() };
}

const card = (fields: Record<string, string>) => ({
  resourceId: GROUP,
  data: { attributes: { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', cardholderName: 'Marta Silva', ...fields } },
});
const transfer = (amount: number, destination: Record<string, unknown>, currency = 'EUR') => ({
  resourceId: GROUP,
  data: { attributes: { amount, currency }, relationships: destination },
});
const tokenOf = (id: string) => ({ cardToken: { data: { type: 'card-tokens', id } } });

describe('top-ups', () => {
  it('gives the bank details and a unique reference; the clock receives and credits it; the wallet grows by exactly its amount', async () => {
    const finance = await live('finance@sandbox.test');
    const before = await finance.available();
    const topUp = one(await finance.action('top-ups/create', { resourceId: GROUP, data: { attributes: { amount: 25_000, currency: 'EUR' } } }));
    expect(topUp.attributes).toMatchObject({ status: 'requested', amount: 25_000, bankDetails: { iban: 'NL91ABNA0417164300' }, cancellable: true });
    expect(topUp.attributes.reference).toMatch(/^TU[2-9A-HJ-NP-Z]{8}$/);
    const other = one(await finance.action('top-ups/create', { resourceId: GROUP, data: { attributes: { amount: 25_000, currency: 'EUR' } } }));
    expect(other.attributes.reference).not.toBe(topUp.attributes.reference);
    sandboxControls.advance(TOP_UP_RECEIVE_MS);
    expect(one(await finance.action('top-ups/get', undefined, { id: topUp.id })).attributes.status).toBe('received');
    expect(await finance.available()).toBe(before);
    sandboxControls.advance(TOP_UP_CREDIT_MS);
    expect(one(await finance.action('top-ups/get', undefined, { id: topUp.id })).attributes).toMatchObject({ status: 'credited', cancellable: false });
    expect(await finance.available()).toBe(before + 50_000);
    const entries = (await finance.action('wallet-entries/list', { resourceId: GROUP, filter: { type: 'top-up' } })).data as Json[];
    // Each entry says what the wallet held just after it.
    expect(
      entries
        .slice(0, 2)
        .map((entry) => entry.attributes.balanceAfter)
        .sort(),
    ).toEqual([before + 25_000, before + 50_000]);
    finance.close();
  });

  it('cancels while requested only; an amount ending in 13 never arrives and expires after 7 days', async () => {
    const finance = await live('finance@sandbox.test');
    const create = async (amount: number) =>
      one(await finance.action('top-ups/create', { resourceId: GROUP, data: { attributes: { amount, currency: 'EUR' } } }));
    const first = await create(10_000);
    expect(one(await finance.action('top-ups/cancel', undefined, { id: first.id })).attributes.status).toBe('cancelled');
    const late = await create(20_000);
    sandboxControls.advance(TOP_UP_RECEIVE_MS);
    expect((await finance.action('top-ups/cancel', undefined, { id: late.id })).errors?.[0].code).toBe('top-up-not-cancellable');
    const never = await create(10_013);
    sandboxControls.advance(6 * DAY);
    expect(one(await finance.action('top-ups/get', undefined, { id: never.id })).attributes.status).toBe('requested');
    sandboxControls.advance(DAY);
    expect(one(await finance.action('top-ups/get', undefined, { id: never.id })).attributes.status).toBe('expired');
    finance.close();
  });
});

describe('transfers', () => {
  it('refuses a bad card with each of the five card errors, and sends to a good one once per reference', async () => {
    const finance = await live('finance@sandbox.test');
    const codeOf = async (fields: Record<string, string>) => (await finance.action('card-tokens/create', card(fields))).errors?.map((e) => e.code);
    expect(await codeOf({ cardNumber: '4111 1111 1111 1112' })).toEqual(['invalid-card-number']);
    expect(await codeOf({ expiry: '01/20' })).toEqual(['card-expired']);
    expect(await codeOf({ expiry: '13/30' })).toEqual(['invalid-expiry-date']);
    expect(await codeOf({ cvc: '12' })).toEqual(['invalid-cvc']);
    expect(await codeOf({ cardholderName: 'J' })).toEqual(['invalid-cardholder-name']);

    const token = one(await finance.action('card-tokens/create', card({})));
    expect(token.attributes).toMatchObject({ masked: '•••• 1111', last4: '1111', holderName: 'Marta Silva' });
    expect(JSON.stringify(db.cardTokens.get(token.id))).not.toContain('4111111111111111');
    const before = await finance.available();
    const reference = crypto.randomUUID();
    const sent = one(await finance.action('transfers/create', transfer(40_000, tokenOf(token.id)), { reference }));
    expect(sent.attributes).toMatchObject({ status: 'approved', transferType: 'transfer', destination: { kind: 'card', masked: '•••• 1111' } });
    expect(await finance.available()).toBe(before - 40_000);
    // The same request again (its answer was lost): the same transfer, no second debit.
    const again = one(await finance.action('transfers/create', transfer(40_000, tokenOf(token.id)), { reference }));
    expect(again.id).toBe(sent.id);
    expect(await finance.available()).toBe(before - 40_000);
    // A new request with a used card is refused: the card is typed again.
    expect((await finance.action('transfers/create', transfer(1_000, tokenOf(token.id)))).errors?.[0].code).toBe('card-token-used');
    sandboxControls.advance(PAYOUT_SEND_MS + PAYOUT_SETTLE_MS);
    expect(one(await finance.action('transfers/get', undefined, { id: sent.id })).attributes.status).toBe('paid');
    finance.close();
  });

  it('waits for a second person above the limit; the requester never approves; a reversal gives the money back once', async () => {
    const finance = await live('finance@sandbox.test');
    const admin = await live('admin@sandbox.test');
    const token = one(await finance.action('card-tokens/create', card({})));
    const big = one(await finance.action('transfers/create', transfer(150_000, tokenOf(token.id))));
    expect(big.attributes).toMatchObject({ status: 'awaiting-approval', approvalRequired: true, approvable: false });
    expect((await finance.action('transfers/approve', undefined, { id: big.id })).errors?.[0].code).toBe('forbidden');
    expect(one(await admin.action('transfers/approve', undefined, { id: big.id })).attributes.status).toBe('approved');
    sandboxControls.advance(PAYOUT_SEND_MS + PAYOUT_SETTLE_MS);
    const before = await admin.available();
    const reversed = one(await admin.action('transfers/reverse', undefined, { id: big.id }));
    expect(reversed.attributes.reversalId).toEqual(expect.stringMatching(/^trf_/));
    expect(await admin.available()).toBe(before + 150_000);
    expect(one(await admin.action('transfers/reverse', undefined, { id: big.id })).attributes.reversalId).toBe(reversed.attributes.reversalId);
    expect(await admin.available()).toBe(before + 150_000);
    const reversal = one(await admin.action('transfers/get', undefined, { id: reversed.attributes.reversalId as string }));
    expect(reversal.attributes).toMatchObject({ transferType: 'transfer-reversal', parentId: big.id, status: 'paid' });
    finance.close();
    admin.close();
  });

  it('an admin never decides their own transfer; a rejected or cancelled transfer gives its money back once', async () => {
    const admin = await live('admin@sandbox.test');
    const finance = await live('finance@sandbox.test');
    const token = () => admin.action('card-tokens/create', card({})).then((answer) => one(answer).id);
    const before = await admin.available();
    const own = one(await admin.action('transfers/create', transfer(200_000, tokenOf(await token()))));
    expect(own.attributes).toMatchObject({ status: 'awaiting-approval', approvable: false, cancellable: true });
    expect((await admin.action('transfers/approve', undefined, { id: own.id })).errors?.[0].code).toBe('own-transfer');
    expect(await admin.available()).toBe(before - 200_000);
    // Finance's transfer above the limit: the admin rejects it with a reason the requester reads.
    const fToken = one(await finance.action('card-tokens/create', card({})));
    const asked = one(await finance.action('transfers/create', transfer(150_000, tokenOf(fToken.id))));
    const rejected = one(await admin.action('transfers/reject', { data: { attributes: { reason: 'Not this month' } } }, { id: asked.id }));
    expect(rejected.attributes).toMatchObject({ status: 'rejected', cancellable: false });
    expect((rejected.attributes.statusHistory as { reason: string | null }[]).at(-1)?.reason).toBe('Not this month');
    expect((await admin.action('transfers/reject', undefined, { id: asked.id })).errors?.[0].code).toBe('transfer-not-awaiting-approval');
    // The admin cancels their own before it leaves; a second cancel changes nothing.
    expect(one(await admin.action('transfers/cancel', undefined, { id: own.id })).attributes.status).toBe('cancelled');
    expect(one(await admin.action('transfers/cancel', undefined, { id: own.id })).attributes.status).toBe('cancelled');
    expect(await admin.available()).toBe(before);
    // Sent is sent: no cancelling once in transit.
    const sent = one(await admin.action('transfers/create', transfer(1_000, tokenOf(await token()))));
    sandboxControls.advance(PAYOUT_SEND_MS);
    expect((await admin.action('transfers/cancel', undefined, { id: sent.id })).errors?.[0].code).toBe('transfer-not-cancellable');
    expect((await admin.action('transfers/reverse', undefined, { id: sent.id })).errors?.[0].code).toBe('transfer-not-reversible');
    admin.close();
    finance.close();
  });

  it('refuses more than the wallet holds, readers without the right, and a project of an organization', async () => {
    const admin = await live('admin@sandbox.test');
    const token = one(await admin.action('card-tokens/create', card({})));
    const all = await admin.available();
    const refusal = (await admin.action('transfers/create', transfer(all + 1, tokenOf(token.id)))).errors?.[0];
    expect(refusal).toMatchObject({ code: 'amount-exceeds-available', source: { pointer: '/data/attributes/amount' } });
    expect((await admin.action('wallet/summary', { resourceId: 'res_prj_northwind_shop' })).errors?.[0]).toMatchObject({
      code: 'not-found',
      source: { pointer: '/resourceId' },
    });
    admin.close();
    const support = await live('support@sandbox.test');
    expect((await support.action('wallet/summary', { resourceId: GROUP })).errors?.[0].code).toBe('forbidden');
    expect((await support.action('transfers/list', { resourceId: GROUP })).errors?.[0].code).toBe('forbidden');
    support.close();
  });
});
