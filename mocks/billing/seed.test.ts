// @vitest-environment node
/**
 * The billing seed (docs/api/billing.md, *Sandbox seed*): every status, the stable ids, the
 * history the sandbox would have written, nothing of the schedule already due, and the enterprise
 * organization's 10,000 subscriptions built fast.
 */
import { subscriptionStatuses } from '@/lib/contract/billing';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { generateTransactions } from '../db/transactions';
import '../node';
import { dueStepOf, runDue } from './engine';
import { sandboxBooks } from './sandbox-books';
import { buildBillingSeed } from './seed';
import { ENTERPRISE_BILLING_ORGANIZATION, ENTERPRISE_SUBSCRIPTIONS } from './seed-enterprise';
import { STABLE } from './seed-stable';

const DAY = 86_400_000;

afterEach(() => sandboxControls.reset());

describe('billing seed', () => {
  it('has every status in Northwind Shop and Solo Store, and the stable rows in theirs', () => {
    const shop = db.subscriptions.filter((sub) => sub.projectId === 'res_prj_northwind_shop');
    expect(new Set(shop.map((sub) => sub.status))).toEqual(new Set(subscriptionStatuses));
    expect(db.subscriptions.filter((sub) => sub.projectId === 'res_prj_solo').length).toBeGreaterThan(40);
    expect(db.customers.filter((c) => c.projectId === 'res_prj_northwind_shop')).toHaveLength(300);
    expect(db.customers.filter((c) => c.projectId === 'res_prj_solo')).toHaveLength(200);
    const status = (id: string) => db.subscriptions.get(id)?.status;
    expect(status(STABLE.aliceSubscription)).toBe('active');
    expect([STABLE.pastDue0, STABLE.pastDue1, STABLE.pastDue2].map((id) => db.subscriptions.get(id)?.dunning?.remindersSent)).toEqual([0, 1, 2]);
    expect(status(STABLE.trial)).toBe('trialling');
    expect(db.subscriptions.get(STABLE.paused)).toMatchObject({ status: 'paused', resumeAt: expect.any(String) });
    expect(db.subscriptions.get(STABLE.pauseScheduled)?.pauseAt).toEqual(expect.any(String));
    expect(db.subscriptions.get(STABLE.cancelScheduled)?.cancelAtPeriodEnd).toBe(true);
    expect(db.subscriptions.get(STABLE.downgrade)?.scheduledPlanChange?.planId).toBe(STABLE.basicMonthly);
    expect(db.subscriptions.get(STABLE.oldPrice)).toMatchObject({ priceVersion: 1, amount: 2500 });
    expect(db.plans.get(STABLE.legacy)?.status).toBe('archived');
    expect(db.plans.get(STABLE.proMonthly)?.versions).toHaveLength(2);
    expect(db.subscriptions.get(STABLE.jpy)).toMatchObject({ currency: 'JPY', amount: 4500 });
    expect(db.subscriptions.get(STABLE.kwd)).toMatchObject({ currency: 'KWD', amount: 9500 });
    expect(db.subscriptions.get(STABLE.recovered)?.recoveredAt).toEqual(expect.any(String));
  });

  it("seeds each past-due subscription's timeline to match its reminders, and real charges for a few", () => {
    const events = (id: string) => db.billingEvents.filter((e) => e.subscriptionId === id).map((e) => e.kind);
    expect(events(STABLE.pastDue2).filter((kind) => kind === 'reminder-sent')).toHaveLength(2);
    expect(events(STABLE.pastDue2)).toEqual(expect.arrayContaining(['created', 'invoice-issued', 'payment-succeeded', 'payment-failed', 'past-due']));
    const failed = db.invoices.get(db.subscriptions.get(STABLE.pastDue2)!.dunning!.invoiceId)!;
    expect(failed.status).toBe('failed');
    expect(failed.transactionIds).toEqual(['trx_sub_nw_past_due_3_1', 'trx_sub_nw_past_due_3_2']);
    expect(db.transactions.get('trx_sub_nw_past_due_3_1')).toMatchObject({ type: 'charge-recurring', status: 'failed', subscriptionId: STABLE.pastDue2 });
    const alice = db.invoices.filter((i) => i.subscriptionId === STABLE.aliceSubscription).flatMap((i) => i.transactionIds);
    expect(alice).toEqual(expect.arrayContaining(['trx_sub_nw_alice_1', 'trx_sub_nw_alice_2']));
  });

  it('leaves nothing of any schedule due: every next step is tomorrow or later', () => {
    const dayStart = Math.floor(Date.now() / DAY) * DAY;
    const early = db.subscriptions.all().flatMap((sub) => {
      const step = dueStepOf(sandboxBooks, sub.id);
      return step && step.at < dayStart + DAY ? [`${sub.id} ${step.kind} ${new Date(step.at).toISOString()}`] : [];
    });
    expect(early).toEqual([]);
    expect(runDue(sandboxBooks, Date.now())).toBe(0);
  });

  // How long it takes is measured by `npm run bench`, never by a timed test.
  it('gives the enterprise organization 10,000 subscriptions', () => {
    const seed = buildBillingSeed({ transactions: generateTransactions() });
    const projects = new Set(db.resources.filter((r) => r.parentId === ENTERPRISE_BILLING_ORGANIZATION).map((r) => r.id));
    expect(seed.subscriptions.filter((sub) => projects.has(sub.projectId))).toHaveLength(ENTERPRISE_SUBSCRIPTIONS);
  });
});
