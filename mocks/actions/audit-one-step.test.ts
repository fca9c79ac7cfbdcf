/**
 * A change and its audit entry are one step (issue 30, N2; docs/api/audit.md, *What is recorded*):
 * an applied change has exactly one entry whatever happens to its reference, and a failure leaves
 * neither. Calls go straight to `dispatchAction` as a signed-in user (as in idempotency.test.ts).
 * The random sequences are in audit.property.test.ts.
 */
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { createSession } from '../sessions';
import { setupSandboxServer } from '../test/setup-server';
import { dispatchAction, RESULT_RETENTION_MS } from './dispatch';
import type { ActionRequest } from './types';

setupSandboxServer({ trustStepUp: true });

const GROUP = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';

/** Calls as a signed-in user, below the HTTP layer. */
function caller(userId: string) {
  const identity = db.identities.find((i) => i.userId === userId && i.status === 'active')!;
  const { session } = createSession(db.users.get(userId)!, 'full', identity.id, { userAgent: 'test', ip: '127.0.0.1' });
  return (request: ActionRequest) => dispatchAction(request.action.startsWith('pay') ? 'payouts' : 'main', session, request);
}

const addMethod = (requestReference: string): ActionRequest => ({
  requestReference,
  action: 'payout-methods/create',
  payload: {
    resourceId: GROUP,
    data: {
      attributes: {
        kind: 'bank-account',
        currency: 'EUR',
        label: 'Reserve',
        accountHolderName: 'Northwind Trading Ltd',
        iban: 'GB29 NWBK 6016 1331 9268 19',
        bic: 'NWBKGB2L',
      },
    },
  },
});
const refund = (id: string, amount: number, requestReference: string): ActionRequest => ({
  requestReference,
  action: 'transactions/refund',
  id,
  payload: { data: { type: 'refunds', attributes: { amount } } },
});

/** Another change after the retention: storing its result prunes the results older than the retention. */
const otherChange = (call: (request: ActionRequest) => unknown) =>
  call({ requestReference: crypto.randomUUID(), action: 'transaction-views/create', payload: { data: { attributes: { name: 'Later', query: '' } } } });

const entriesAbout = (id: string) => db.auditEntries.filter((entry) => entry.object.id === id && !entry.id.startsWith('aud_seed_'));
const newEntries = () => db.auditEntries.filter((entry) => !entry.id.startsWith('aud_seed_'));
const shopPayment = () => db.transactions.find((t) => t.projectId === SHOP && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0)!;

/** Payout methods and payouts are sensitive: the admin is in its step-up window (tested on its own). */
const trustStepUp = () => sandboxControls.trustStepUp('admin@sandbox.test');

describe('one applied change, one audit entry', () => {
  it('a reference reused after the 48 h retention adds the payout method again, and that method has its own entry', () => {
    trustStepUp();
    const admin = caller('usr_admin');
    const reference = crypto.randomUUID();
    const first = admin(addMethod(reference));
    expect(first.errors).toBeUndefined();
    // Within the retention: the same answer, nothing added, nothing written.
    expect(admin(addMethod(reference))).toEqual(first);
    expect(newEntries()).toHaveLength(1);

    sandboxControls.advance(RESULT_RETENTION_MS + 1);
    otherChange(admin);
    const again = admin(addMethod(reference));
    const [firstId, againId] = [first, again].map((answer) => (answer.data as { id: string }).id);
    expect(againId).not.toBe(firstId);
    expect(db.payoutMethods.get(againId)).toBeDefined();
    expect(entriesAbout(firstId)).toHaveLength(1);
    expect(entriesAbout(againId)).toEqual([expect.objectContaining({ action: 'payout-methods/create', requestReference: reference })]);
    expect(newEntries().filter((entry) => entry.action === 'payout-methods/create')).toHaveLength(2);
  });

  it('a payout request answered from its row after the retention writes none, even when the clock moved other payouts on in that call', () => {
    trustStepUp();
    const admin = caller('usr_admin');
    const request: ActionRequest = {
      requestReference: crypto.randomUUID(),
      action: 'payouts/create',
      payload: { resourceId: GROUP, data: { attributes: { amount: 5_000, currency: 'EUR' }, relationships: { payoutMethod: { data: { id: 'pm_nw_eur' } } } } },
    };
    const made = admin(request);
    expect(made.errors).toBeUndefined();
    const id = (made.data as { id: string }).id;
    expect(entriesAbout(id)).toHaveLength(1);
    // The clock's jobs did not run meanwhile (no tab ran them): the next money call applies the steps due.
    for (const job of db.jobs.filter((row) => row.kind === 'payout-step')) db.jobs.remove(job.id);
    sandboxControls.advance(RESULT_RETENTION_MS + 1);
    otherChange(admin);
    const answered = admin(request);
    expect((answered.data as { id: string }).id).toBe(id);
    expect(db.payouts.get('po_seed_approved')?.status).toBe('paid');
    expect(db.payouts.filter((payout) => payout.requestReference === request.requestReference)).toHaveLength(1);
    expect(entriesAbout(id)).toHaveLength(1);
    expect(newEntries().filter((entry) => entry.action === 'payouts/create')).toHaveLength(1);
  });

  it('an action that fails half-way leaves nothing changed and writes none; sent again, it applies once with one entry', () => {
    const admin = caller('usr_admin');
    const payment = shopPayment();
    const ledgerBefore = db.ledger.size;
    const reference = crypto.randomUUID();
    // The refund row is stored, then writing the payment fails.
    const upsert = db.transactions.upsert.bind(db.transactions);
    let writes = 0;
    const failing = vi.spyOn(db.transactions, 'upsert').mockImplementation((row) => {
      writes += 1;
      if (writes === 2) throw new Error('disk full');
      return upsert(row);
    });
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = admin(refund(payment.id, 100, reference));
    failing.mockRestore();
    errorLog.mockRestore();
    expect(failed.errors?.[0]).toMatchObject({ code: '500' });
    expect(writes).toBe(2);
    expect(db.transactions.filter((row) => row.parentId === payment.id)).toHaveLength(0);
    expect(db.transactions.get(payment.id)).toEqual(payment);
    expect(db.ledger.size).toBe(ledgerBefore);
    expect(newEntries()).toHaveLength(0);

    const applied = admin(refund(payment.id, 100, reference));
    expect(applied.errors).toBeUndefined();
    expect(db.transactions.filter((row) => row.parentId === payment.id)).toHaveLength(1);
    expect(db.transactions.get(payment.id)?.refundedAmount).toBe(100);
    expect(entriesAbout(payment.id)).toHaveLength(1);
  });

  it('a change whose entry cannot be written is undone and answered as a server error', () => {
    const admin = caller('usr_admin');
    const view: ActionRequest = {
      requestReference: crypto.randomUUID(),
      action: 'transaction-views/create',
      payload: { data: { attributes: { name: 'Refunds today', query: 'type=refund' } } },
    };
    const viewsBefore = db.transactionViews.size;
    const insert = vi.spyOn(db.auditEntries, 'insert').mockImplementationOnce(() => {
      throw new Error('audit store unavailable');
    });
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = admin(view);
    insert.mockRestore();
    errorLog.mockRestore();
    expect(failed.errors?.[0]).toMatchObject({ code: '500' });
    expect(db.transactionViews.size).toBe(viewsBefore);

    const applied = admin(view);
    expect(applied.errors).toBeUndefined();
    expect(db.transactionViews.size).toBe(viewsBefore + 1);
    expect(entriesAbout((applied.data as { id: string }).id)).toHaveLength(1);
  });

  it('asking for a state already there changes nothing and writes none', () => {
    const admin = caller('usr_admin');
    const enable = (): ActionRequest => ({ requestReference: crypto.randomUUID(), action: 'webhook-endpoints/enable', id: 'whe_nw_ok' });
    expect(admin(enable()).errors).toBeUndefined();
    expect(entriesAbout('whe_nw_ok')).toHaveLength(0);
    expect(admin({ requestReference: crypto.randomUUID(), action: 'webhook-endpoints/disable', id: 'whe_nw_ok' }).errors).toBeUndefined();
    expect(entriesAbout('whe_nw_ok')).toEqual([expect.objectContaining({ action: 'webhook-endpoints/disable' })]);
  });
});
