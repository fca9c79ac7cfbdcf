import { sandboxControls } from '../controls';
import type { Transaction } from '../db/schema';
import { db } from '../db/store';
import { createSession } from '../sessions';
import { setupSandboxServer } from '../test/setup-server';
import { dispatchAction, storedResult } from './dispatch';
import type { ActionRequest } from './types';

setupSandboxServer({ trustStepUp: true });

const HOUR = 3_600_000;
const WORKSPACE = 'res_org_northwind';

/** Calls as a signed-in user, below the HTTP layer (fast enough for thousands of calls). */
function caller(userId: string) {
  const identity = db.identities.find((i) => i.userId === userId && i.status === 'active')!;
  const { session } = createSession(db.users.get(userId)!, 'full', identity.id, { userAgent: 'test', ip: '127.0.0.1' });
  return (request: ActionRequest) => dispatchAction('main', session, request);
}
const refund = (transactionId: string, amount: number, requestReference: string): ActionRequest => ({
  requestReference,
  action: 'transactions/refund',
  id: transactionId,
  payload: { data: { type: 'refunds', attributes: { amount } } },
});
const rename = (name: string): ActionRequest => ({
  requestReference: crypto.randomUUID(),
  action: 'identities/patch',
  payload: { data: { type: 'users', attributes: { name } } },
});

const unrefunded = (count: number): Transaction[] =>
  db.transactions
    .filter((t) => t.projectId === 'res_prj_northwind_shop' && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0)
    .slice(0, count);
const refundsOf = (parentId: string) => db.transactions.filter((t) => t.parentId === parentId);
/** What a server that lost its stored results would have: nothing but the money rows. */
const loseStoredResults = () => db.actionResults.all().forEach((row) => db.actionResults.remove(row.id));

describe('stored results: per user, kept by time, not by count', () => {
  it("2,001 other actions do not reopen a user's refund reference", () => {
    const [admin, support] = [caller('usr_admin'), caller('usr_support')];
    const [payment] = unrefunded(1);
    const reference = crypto.randomUUID();
    const first = admin(refund(payment.id, 100, reference));
    expect(first.errors).toBeUndefined();
    for (let i = 0; i <= 2000; i += 1) support(rename(`Sam ${i}`));
    const again = admin(refund(payment.id, 100, reference));
    expect(again.data).toEqual(first.data);
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(100);
  });

  it('keeps a result for 24 hours and more, and prunes it only once older than the retention', () => {
    const [admin, support] = [caller('usr_admin'), caller('usr_support')];
    const reference = crypto.randomUUID();
    admin({ ...rename('Ada Kept'), requestReference: reference });
    sandboxControls.advance(25 * HOUR);
    support(rename('Sam'));
    expect(storedResult('usr_admin', reference)).toMatchObject({ action: 'identities/patch' });
    sandboxControls.advance(24 * HOUR);
    support(rename('Sam again'));
    expect(storedResult('usr_admin', reference)).toBeUndefined();
    // The persisted overlay keeps no trace of what was pruned.
    expect(db.actionResults.overlay().deleted).toEqual([]);
  });

  it("another user's same reference is theirs: never answered with the first user's result", () => {
    const [admin, support] = [caller('usr_admin'), caller('usr_support')];
    const reference = crypto.randomUUID();
    const mine = admin({ ...rename('Ada Mine'), requestReference: reference });
    const theirs = support({ ...rename('Sam Theirs'), requestReference: reference });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data).toMatchObject({ id: 'usr_support', attributes: { name: 'Sam Theirs' } });
    expect(db.users.get('usr_admin')?.name).toBe('Ada Mine');
    expect(admin({ ...rename('Ada Mine'), requestReference: reference })).toEqual(mine);

    const read = crypto.randomUUID();
    admin({ requestReference: read, action: 'users/me' });
    expect(support({ requestReference: read, action: 'users/me' }).data).toMatchObject({ id: 'usr_support' });
  });
});

describe('the money row carries its reference', () => {
  it('after 25 hours, with the stored result gone, a refund whose reference is on its money row is not applied twice', () => {
    const admin = caller('usr_admin');
    const [payment] = unrefunded(1);
    const reference = crypto.randomUUID();
    const first = admin(refund(payment.id, 100, reference));
    const refundId = (first.data as { id: string }).id;
    expect(db.transactions.get(refundId)).toMatchObject({ requestReference: reference, requestedBy: 'usr_admin' });

    sandboxControls.advance(25 * HOUR);
    loseStoredResults();
    const again = admin(refund(payment.id, 100, reference));
    expect(again.data).toMatchObject({ id: refundId, attributes: { type: 'refund', amount: 100 } });
    const other = admin(refund(payment.id, 200, reference));
    expect(other.errors?.[0]).toMatchObject({ code: 'reference-reused' });
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(100);
  });

  it('a bulk refund whose stored result is gone answers its batch again and refunds nothing more', () => {
    const admin = caller('usr_admin');
    const payments = unrefunded(2);
    const reference = crypto.randomUUID();
    const bulk: ActionRequest = {
      requestReference: reference,
      action: 'transactions/bulkRefund',
      payload: {
        resourceId: WORKSPACE,
        ids: payments.map((p) => p.id),
        confirmed: payments.map((p, index) => ({ line: index + 1, transactionId: p.id, amount: p.amount, currency: p.currency })),
      },
    };
    const first = admin(bulk);
    expect(first.errors).toBeUndefined();
    const children = () => payments.flatMap((p) => refundsOf(p.id));
    expect(
      children()
        .map((t) => t.requestReference)
        .sort(),
    ).toEqual([`${reference}/line-1`, `${reference}/line-2`]);

    loseStoredResults();
    const again = admin(bulk);
    expect(again.data).toEqual(first.data);
    expect(children()).toHaveLength(2);
    expect(db.bulkRefunds.size).toBe(1);
  });
});
