import { db } from '../db/store';
import { openLive, ref, signIn, signInAs } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const WORKSPACE = 'res_org_northwind';

const refundable = (projectId = SHOP, skip = 0) =>
  db.transactions.filter((t) => t.projectId === projectId && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0)[skip];
const fullyRefunded = () => db.transactions.find((t) => t.projectId === SHOP && t.status === 'refunded' && t.refundedAmount >= t.amount)!;
const refundsOf = (parentId: string) => db.transactions.filter((t) => t.parentId === parentId && t.type === 'refund');

type Line = { attributes: { line: number; transactionId: string; outcome: string; amount?: number; currency?: string } };
type Batch = { id: string; attributes: { projectId: string; rows: { line: number; outcome: string; refundId?: string; code?: string }[] } };

describe('transactions/bulkRefundPreview', () => {
  it('says per line what will happen, in order, with the project of the first id found and totals per currency', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const good = refundable();
    const second = refundable(SHOP, 1);
    const other = refundable('res_prj_northwind_sandbox');
    const elsewhere = refundable('res_prj_solo');
    const done = fullyRefunded();
    const ids = [good.id, 'trx_nope', other.id, good.id, done.id, elsewhere.id, ` ${second.id} `];
    const answer = await session.action('transactions/bulkRefundPreview', { resourceId: WORKSPACE, ids });
    expect(answer.errors).toBeUndefined();
    const lines = (answer.data as Line[]).map((l) => [l.attributes.line, l.attributes.outcome]);
    expect(lines).toEqual([
      [1, 'refundable'],
      [2, 'unknown-id'],
      [3, 'other-project'],
      [4, 'duplicate'],
      [5, 'already-refunded'],
      [6, 'other-project'],
      [7, 'refundable'],
    ]);
    expect((answer.data as Line[])[0].attributes).toMatchObject({ amount: good.amount, currency: good.currency });
    const meta = answer.meta as { projectId: string; refundableCount: number; totals: { currency: string; amount: number }[] };
    expect(meta.projectId).toBe(SHOP);
    expect(meta.refundableCount).toBe(2);
    const expected = new Map<string, number>();
    for (const t of [good, second]) expected.set(t.currency, (expected.get(t.currency) ?? 0) + t.amount);
    expect(meta.totals).toEqual([...expected].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, amount]) => ({ currency, amount })));
    session.close();
  });

  it('refuses an empty list and a user without the refund right', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const empty = await admin.action('transactions/bulkRefundPreview', { resourceId: WORKSPACE, ids: [] });
    expect(empty.errors?.[0]).toMatchObject({ code: 'invalid', source: { pointer: '/ids' } });
    admin.close();
    const support = await openLive(await signIn('support@sandbox.test'));
    const answer = await support.action('transactions/bulkRefundPreview', { resourceId: WORKSPACE, ids: [refundable().id] });
    expect(answer.errors?.[0]).toMatchObject({ code: 'forbidden' });
    support.close();
  });
});

/** The refundable lines of a preview as the user confirms them: what the bulk refund must carry. */
async function confirmedLines(session: Awaited<ReturnType<typeof openLive>>, ids: string[]) {
  const preview = await session.action('transactions/bulkRefundPreview', { resourceId: WORKSPACE, ids });
  return (preview.data as Line[])
    .filter((l) => l.attributes.outcome === 'refundable')
    .map(({ attributes: a }) => ({ line: a.line, transactionId: a.transactionId, amount: a.amount!, currency: a.currency! }));
}

describe('transactions/bulkRefund', () => {
  it('refunds only the valid rows, once per reference, and keeps the result for its user', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const good = refundable();
    const other = refundable('res_prj_northwind_sandbox');
    const ids = [good.id, 'trx_nope', other.id, good.id];
    const confirmed = await confirmedLines(session, ids);
    const first = await session.action('transactions/bulkRefund', { resourceId: WORKSPACE, ids, confirmed }, { reference: ref('bulk-1') });
    expect(first.errors).toBeUndefined();
    const batch = first.data as Batch;
    expect(batch.attributes.projectId).toBe(SHOP);
    expect(batch.attributes.rows.map((r) => [r.line, r.outcome, r.code ?? null])).toEqual([
      [1, 'refunded', null],
      [2, 'skipped', 'unknown-id'],
      [3, 'skipped', 'other-project'],
      [4, 'skipped', 'duplicate'],
    ]);
    const refunds = refundsOf(good.id);
    expect(refunds).toHaveLength(1);
    expect(batch.attributes.rows[0].refundId).toBe(refunds[0].id);
    expect(db.transactions.get(good.id)).toMatchObject({ refundedAmount: good.amount, status: 'refunded' });
    expect(refundsOf(other.id)).toHaveLength(0);

    const again = await session.action('transactions/bulkRefund', { resourceId: WORKSPACE, ids, confirmed }, { reference: ref('bulk-1') });
    expect(again.data).toEqual(first.data);
    expect(refundsOf(good.id)).toHaveLength(1);

    const read = await session.action('transactions/getBulkRefund', undefined, { id: batch.id });
    expect(read.data).toEqual(first.data);

    const nothing = await session.action('transactions/bulkRefund', { resourceId: WORKSPACE, ids: [good.id], confirmed });
    expect(nothing.errors?.[0]).toMatchObject({ code: 'nothing-to-refund' });
    session.close();

    const finance = await openLive(await signIn('support@sandbox.test'));
    const foreign = await finance.action('transactions/getBulkRefund', undefined, { id: batch.id });
    expect(foreign.errors?.[0]).toMatchObject({ code: 'not-found' });
    finance.close();
  });

  it('is read only by the identity that ran it, while it is active and reads the project', async () => {
    const token = await signInAs('multi@sandbox.test', 'idn_multi_finance');
    const session = await openLive(token);
    const ids = [refundable().id];
    const made = await session.action('transactions/bulkRefund', { resourceId: WORKSPACE, ids, confirmed: await confirmedLines(session, ids) });
    const { id } = made.data as Batch;
    expect((await session.action('transactions/getBulkRefund', undefined, { id })).data).toEqual(made.data);

    const developer = await openLive(await signInAs('multi@sandbox.test', 'idn_multi_developer'));
    expect((await developer.action('transactions/getBulkRefund', undefined, { id })).errors?.[0]).toMatchObject({ code: 'not-found' });
    developer.close();

    const identity = db.identities.get('idn_multi_finance')!;
    db.identities.patch(identity.id, { groupIds: ['grp_solo_developer'] });
    expect((await session.action('transactions/getBulkRefund', undefined, { id })).errors?.[0]).toMatchObject({ code: 'not-found' });
    db.identities.patch(identity.id, { groupIds: identity.groupIds, status: 'inactive' });
    expect((await session.action('transactions/getBulkRefund', undefined, { id })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    session.close();
  });

  it('is refused to support, who is read-only', async () => {
    const support = await openLive(await signIn('support@sandbox.test'));
    const good = refundable();
    const confirmed = [{ line: 1, transactionId: good.id, amount: good.amount, currency: good.currency }];
    const answer = await support.action('transactions/bulkRefund', { resourceId: WORKSPACE, ids: [good.id], confirmed });
    expect(answer.errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect(refundsOf(good.id)).toHaveLength(0);
    support.close();
  });

  it('refunds the confirmed amounts or nothing: a preview gone stale is refused', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const good = refundable();
    const second = refundable(SHOP, 1);
    const ids = [good.id, second.id];
    const confirmed = await confirmedLines(session, ids);
    // Meanwhile a part of the first is refunded on its own: what is refundable is no longer what was confirmed.
    const partial = await session.action('transactions/refund', { data: { type: 'refunds', attributes: { amount: 100 } } }, { id: good.id });
    expect(partial.errors).toBeUndefined();
    const stale = await session.action('transactions/bulkRefund', { resourceId: WORKSPACE, ids, confirmed });
    expect(stale.errors?.[0]).toMatchObject({ code: 'preview-stale' });
    expect(refundsOf(second.id)).toHaveLength(0);
    expect(refundsOf(good.id).map((t) => t.amount)).toEqual([100]);

    const missing = await session.action('transactions/bulkRefund', { resourceId: WORKSPACE, ids });
    expect(missing.errors?.[0]).toMatchObject({ code: 'required', source: { pointer: '/confirmed' } });

    const fresh = await confirmedLines(session, ids);
    const done = await session.action('transactions/bulkRefund', { resourceId: WORKSPACE, ids, confirmed: fresh });
    expect(done.errors).toBeUndefined();
    expect(refundsOf(good.id).map((t) => t.amount)).toEqual([100, good.amount - 100]);
    session.close();
  });
});
