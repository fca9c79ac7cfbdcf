/**
 * Dunning on the sandbox clock (docs/api/billing.md, *Dunning*): reminders and retries on the
 * schedule's days, the halt after the last, a recovery that charges no period twice, the pushes and
 * webhook events on the way, expiry reminders, and the figures that count the lists.
 */
import { now } from '../clock';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const ORG = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';
const DAY = 86_400_000;

type Json = { id: string; attributes: Record<string, unknown> };
type Live = Awaited<ReturnType<typeof openLive>>;
const one = (answer: { data?: unknown }) => answer.data as Json;
const advanceTo = (at: number) => sandboxControls.advance(Math.max(0, at - now()));
const setDeclines = (customerId: string, declines: boolean) => {
  const customer = db.customers.get(customerId)!;
  db.customers.upsert({ ...customer, paymentMethods: customer.paymentMethods.map((card) => ({ ...card, declines })) });
};

async function subscription(live: Live, id: string) {
  return one(await live.action('subscriptions/get', undefined, { id })).attributes as Record<string, unknown> & {
    status: string;
    dunning: { failedAt: string; invoiceId: string; remindersSent: number; nextRetryAt: string | null; haltsAt: string | null } | null;
    currentPeriodStart: string;
    currentPeriodEnd: string;
  };
}

async function endpointFor(live: Live, events: string[]) {
  const created = await live.action('webhook-endpoints/create', {
    resourceId: SHOP,
    data: { attributes: { url: 'https://ok.merchant.test/billing', events } },
  });
  return (created.data as { id: string }).id;
}

describe('the dunning walk', () => {
  it('sends reminders 1, 2 and 3 on days 1, 3 and 5, retrying each time, and halts after the last', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const finance = await openLive(await signIn('finance@sandbox.test'));
    const endpoint = await endpointFor(admin, ['subscription.halted', 'invoice.payment_failed']);
    const id = 'sub_nw_past_due_1';
    const start = await subscription(admin, id);
    expect(start.dunning).toMatchObject({ remindersSent: 0 });
    const failedAt = Date.parse(start.dunning!.failedAt);
    expect(start.dunning?.nextRetryAt).toBe(new Date(failedAt + DAY).toISOString());
    expect(start.dunning?.haltsAt).toBe(new Date(failedAt + 5 * DAY).toISOString());
    const from = finance.messages.length;

    for (const [number, day] of [
      [1, 1],
      [2, 3],
      [3, 5],
    ]) {
      advanceTo(failedAt + day * DAY - 1000);
      expect(db.subscriptions.get(id)?.dunning?.remindersSent).toBe(number - 1);
      advanceTo(failedAt + day * DAY + 1000);
      const sub = db.subscriptions.get(id)!;
      if (number < 3) expect(sub).toMatchObject({ status: 'past-due', dunning: { remindersSent: number } });
    }
    const halted = await subscription(admin, id);
    expect(halted).toMatchObject({ status: 'halted', endedAt: new Date(failedAt + 5 * DAY).toISOString(), nextPaymentAt: null });
    expect(halted.dunning).toMatchObject({ remindersSent: 3, nextRetryAt: null, haltsAt: new Date(failedAt + 5 * DAY).toISOString() });

    const past = one(await admin.action('subscriptions/timeline', undefined, { id })).attributes.past as {
      at: string;
      kind: string;
      detail: Record<string, unknown>;
    }[];
    const reminders = past.filter((e) => e.kind === 'reminder-sent').reverse();
    expect(reminders.map((e) => [e.detail.number, Date.parse(e.at) - failedAt])).toEqual([
      [1, DAY],
      [2, 3 * DAY],
      [3, 5 * DAY],
    ]);
    expect(reminders[2].detail).toMatchObject({ to: 'bob.declined@example.com', subject: 'Payment for Pro failed — reminder 3 of 3' });
    expect(past[0]).toMatchObject({ kind: 'halted', at: halted.endedAt });
    const invoice = db.invoices.get(start.dunning!.invoiceId)!;
    expect(invoice.status).toBe('failed');
    expect(invoice.transactionIds.map((t) => db.transactions.get(t)?.status)).toEqual(['failed', 'failed', 'failed']);

    // Finance hears it (the notification centre may file a halt from this push: docs/api/billing.md).
    const pushed = await finance.next((m) => m.event === 'resource-updated' && m.data.includes(id) && m.data.includes('"halted"'), undefined, from);
    expect(JSON.parse(pushed.data)).toMatchObject({ type: 'subscriptions', id, resourceId: SHOP, attributes: { status: 'halted' } });
    sandboxControls.advance(0);
    // Other subscriptions of the shop fail meanwhile too: this one's events name its invoice or its id.
    const ours = db.webhookDeliveries.filter(
      (d) => d.endpointId === endpoint && Boolean(d.requestBody?.includes(invoice.id) || d.requestBody?.includes(`"${id}"`)),
    );
    expect(ours.filter((d) => d.eventType === 'invoice.payment_failed')).toHaveLength(3);
    expect(ours.map((d) => d.eventType)).toContain('subscription.halted');
    admin.close();
    finance.close();
  });

  it('recovers at the second retry: active in the failed invoice period, and the next renewal charges the next period once', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const endpoint = await endpointFor(admin, ['subscription.recovered', 'invoice.paid']);
    const id = 'sub_nw_past_due_1';
    const start = await subscription(admin, id);
    const failedAt = Date.parse(start.dunning!.failedAt);
    advanceTo(failedAt + DAY + 1000);
    expect(db.subscriptions.get(id)?.dunning?.remindersSent).toBe(1);
    setDeclines('cus_nw_bob', false);
    advanceTo(failedAt + 3 * DAY + 1000);
    const invoice = db.invoices.get(start.dunning!.invoiceId)!;
    const recovered = await subscription(admin, id);
    expect(recovered).toMatchObject({
      status: 'active',
      dunning: null,
      recoveredAt: new Date(failedAt + 3 * DAY).toISOString(),
      currentPeriodStart: invoice.periodStart,
      currentPeriodEnd: invoice.periodEnd,
      nextPaymentAt: invoice.periodEnd,
    });
    expect(invoice).toMatchObject({ status: 'paid', paidAmount: invoice.amount });
    expect(invoice.transactionIds.map((t) => db.transactions.get(t)?.status)).toEqual(['failed', 'successful']);

    advanceTo(Date.parse(invoice.periodEnd) + 3_600_000);
    const paid = db.invoices.filter((i) => i.subscriptionId === id && i.status === 'paid').sort((a, b) => (a.periodStart < b.periodStart ? -1 : 1));
    for (let i = 1; i < paid.length; i += 1) expect(paid[i].periodStart >= paid[i - 1].periodEnd).toBe(true);
    expect(paid.at(-1)).toMatchObject({ kind: 'renewal', periodStart: invoice.periodEnd });
    const successful = db.transactions.filter((t) => t.subscriptionId === id && t.status === 'successful');
    expect(successful).toHaveLength(2);
    expect(new Set(successful.map((t) => t.invoiceId)).size).toBe(2);
    sandboxControls.advance(0);
    expect(db.webhookDeliveries.filter((d) => d.endpointId === endpoint).map((d) => d.eventType)).toEqual(
      expect.arrayContaining(['subscription.recovered', 'invoice.paid']),
    );
    admin.close();
  });

  it("tells finance of a subscription's first failure (a renewal declined)", async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const finance = await openLive(await signIn('finance@sandbox.test'));
    const sub = await subscription(admin, 'sub_nw_kwd');
    setDeclines('cus_nw_fatima', true);
    const from = finance.messages.length;
    advanceTo(Date.parse(sub.currentPeriodEnd) + 1000);
    const pushed = await finance.next((m) => m.event === 'resource-updated' && m.data.includes('sub_nw_kwd') && m.data.includes('past-due'), undefined, from);
    expect(JSON.parse(pushed.data)).toMatchObject({ attributes: { status: 'past-due', dunning: { remindersSent: 0 } } });
    const past = one(await admin.action('subscriptions/timeline', undefined, { id: 'sub_nw_kwd' })).attributes.past as { kind: string }[];
    expect(past.slice(0, 3).map((e) => e.kind)).toEqual(['past-due', 'payment-failed', 'invoice-issued']);
    admin.close();
    finance.close();
  });

  it('sends an expiry reminder a week before a card expires, and expires a fixed term at its end', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const card = db.customers.get('cus_nw_elena')!.paymentMethods[0];
    const due = Date.UTC(card.expYear, card.expMonth, 1) - 7 * DAY;
    advanceTo(due + 1000);
    const past = one(await admin.action('subscriptions/timeline', undefined, { id: 'sub_nw_expiring_card' })).attributes.past as {
      at: string;
      kind: string;
      detail: Record<string, unknown>;
    }[];
    expect(past.filter((e) => e.kind === 'expiry-reminder-sent')).toEqual([
      expect.objectContaining({ at: new Date(due).toISOString(), detail: expect.objectContaining({ reason: 'card', to: 'elena.ruiz@example.com' }) }),
    ]);
    const fixed = db.subscriptions.get('sub_nw_fixed_term')!;
    advanceTo(Date.parse(fixed.endsAt!) + 1000);
    expect(await subscription(admin, 'sub_nw_fixed_term')).toMatchObject({ status: 'expired', endedAt: fixed.endsAt });
    admin.close();
  });
});

describe('dunning settings', () => {
  it('reads the defaults; previews what a new schedule moves; stores it, applying to subscriptions in dunning at once', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    expect(one(await admin.action('billing/getSettings', { resourceId: SHOP }))).toMatchObject({
      type: 'billing-settings',
      id: SHOP,
      attributes: { retryDays: [1, 3, 5], expiryReminderDays: 7 },
    });
    const pastDue = db.subscriptions.filter((s) => s.projectId === SHOP && s.status === 'past-due');
    const sooner = one(await admin.action('billing/previewSettings', { resourceId: ORG, retryDays: [1, 2], expiryReminderDays: 7 }));
    expect(sooner).toMatchObject({
      type: 'dunning-what-ifs',
      attributes: { inDunning: pastDue.length, haltedSooner: pastDue.length, haltedLater: 0, unchanged: 0 },
    });
    const later = one(await admin.action('billing/previewSettings', { resourceId: ORG, retryDays: [2, 6, 9], expiryReminderDays: 7 }));
    expect(later.attributes).toMatchObject({ haltedLater: pastDue.length, haltedSooner: 0 });
    const revenue = (later.attributes.laterRevenue as { currency: string; amount: number }[]).find((r) => r.currency === 'USD');
    expect(revenue?.amount).toBeGreaterThan(0);
    expect(one(await admin.action('billing/previewSettings', { resourceId: ORG, retryDays: [1, 3, 5], expiryReminderDays: 7 })).attributes).toMatchObject({
      unchanged: pastDue.length,
    });

    const changedAt = now();
    const updated = await admin.action('billing/updateSettings', { resourceId: ORG, retryDays: [1, 2], expiryReminderDays: 2 });
    expect(one(updated).attributes).toEqual({ retryDays: [1, 2], expiryReminderDays: 2 });
    expect(db.auditEntries.filter((e) => e.action === 'billing/updateSettings')).toMatchObject([
      { object: { type: 'billing-settings', id: ORG }, changes: expect.arrayContaining([{ field: 'retryDays', before: [1, 3, 5], after: [1, 2] }]) },
    ]);
    // Two reminders sent, two days in force: the halt is due at once.
    sandboxControls.advance(0);
    expect(db.subscriptions.get('sub_nw_past_due_3')).toMatchObject({ status: 'halted', endedAt: expect.any(String) });
    const second = await subscription(admin, 'sub_nw_past_due_2');
    expect(second.dunning).toMatchObject({ remindersSent: 1, haltsAt: second.dunning?.nextRetryAt });
    // Its second reminder follows the new days from its failure; a day already past runs at the change.
    expect(Date.parse(second.dunning!.nextRetryAt!)).toBe(Math.max(Date.parse(second.dunning!.failedAt) + 2 * DAY, changedAt));
    // A project's own settings win over its organization's.
    await admin.action('billing/updateSettings', { resourceId: SHOP, retryDays: [4], expiryReminderDays: 7 });
    expect(one(await admin.action('billing/getSettings', { resourceId: SHOP })).attributes).toEqual({ retryDays: [4], expiryReminderDays: 7 });
    expect(one(await admin.action('billing/getSettings', { resourceId: ORG })).attributes).toEqual({ retryDays: [1, 2], expiryReminderDays: 2 });
    const whatIf = one(await admin.action('billing/previewSettings', { resourceId: ORG, retryDays: [10], expiryReminderDays: 7 }));
    expect(whatIf.attributes).toMatchObject({ haltedSooner: 0, haltedLater: 0 });
    admin.close();
  });

  it('refuses schedules the contract does not allow; finance reads them, only admins change them', async () => {
    const admin = await openLive(await signIn('admin@sandbox.test'));
    const refusal = async (body: Record<string, unknown>) =>
      (await admin.action('billing/updateSettings', { resourceId: ORG, expiryReminderDays: 7, ...body })).errors?.[0];
    expect(await refusal({ retryDays: [3, 1] })).toMatchObject({ code: 'not-increasing', source: { pointer: '/retryDays' } });
    expect(await refusal({ retryDays: [1, 2, 3, 4] })).toMatchObject({ source: { pointer: '/retryDays' } });
    expect(await refusal({ retryDays: [] })).toMatchObject({ source: { pointer: '/retryDays' } });
    expect(await refusal({ retryDays: [61] })).toMatchObject({ source: { pointer: '/retryDays/0' } });
    expect(await refusal({ retryDays: [1], expiryReminderDays: 3 })).toMatchObject({ source: { pointer: '/expiryReminderDays' } });
    expect((await admin.action('billing/getSettings', { resourceId: 'res_mer_northwind' })).errors?.[0]).toMatchObject({ source: { pointer: '/resourceId' } });
    admin.close();
    const finance = await openLive(await signIn('finance@sandbox.test'));
    expect(one(await finance.action('billing/getSettings', { resourceId: ORG })).attributes).toEqual({ retryDays: [1, 3, 5], expiryReminderDays: 7 });
    expect((await finance.action('billing/updateSettings', { resourceId: ORG, retryDays: [1], expiryReminderDays: 7 })).errors?.[0]).toMatchObject({
      code: 'forbidden',
    });
    expect((await finance.action('billing/getSettings', { resourceId: 'res_prj_solo' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    finance.close();
    const support = await openLive(await signIn('support@sandbox.test'));
    expect((await support.action('billing/previewSettings', { resourceId: ORG, retryDays: [1], expiryReminderDays: 7 })).errors?.[0]).toMatchObject({
      code: 'forbidden',
    });
    support.close();
  });
});

describe('subscriptions/figures', () => {
  it('counts exactly what the lists they link to answer, per currency', async () => {
    const live = await openLive(await signIn('finance@sandbox.test'));
    const utcMonth = new Date(Date.UTC(new Date(now()).getUTCFullYear(), new Date(now()).getUTCMonth(), 1)).toISOString();
    // The reader's month (`since`): a month starting 40 days ago counts what the lists count since then.
    const readersMonth = new Date(now() - 40 * DAY).toISOString();
    for (const [resourceId, since] of [
      [ORG, undefined],
      [SHOP, undefined],
      [ORG, readersMonth],
    ]) {
      const figures = one(await live.action('subscriptions/figures', { resourceId, ...(since && { since }) })).attributes as {
        currencies: { currency: string; mrr: number; active: number; inDunning: number; recovered: number; churned: number }[];
        monthStart: string;
      };
      expect(figures.monthStart).toBe(since ?? utcMonth);
      expect(figures.currencies.map((c) => c.currency)).toEqual(expect.arrayContaining(['EUR', 'JPY', 'KWD', 'USD']));
      const total = async (filters: unknown[]) => (await live.action('subscriptions/list', { resourceId, filters, page: { size: 1 } })).meta?.page?.total;
      for (const row of figures.currencies) {
        const currency = { field: 'currency', operator: 'eq', value: row.currency };
        expect(await total([{ field: 'status', value: 'active' }, currency])).toBe(row.active);
        expect(await total([{ field: 'status', value: 'past-due' }, currency])).toBe(row.inDunning);
        expect(await total([{ field: 'recoveredAt', operator: 'gte', value: figures.monthStart }, currency])).toBe(row.recovered);
        expect(
          await total([
            { field: 'status', operator: 'in', value: ['cancelled', 'expired', 'halted'] },
            { field: 'endedAt', operator: 'gte', value: figures.monthStart },
            currency,
          ]),
        ).toBe(row.churned);
      }
      const eur = figures.currencies.find((c) => c.currency === 'EUR')!;
      expect(eur.active).toBeGreaterThan(0);
      expect(eur.mrr).toBeGreaterThan(0);
      if (since) expect(eur.churned).toBeGreaterThan(0);
    }
    expect((await live.action('subscriptions/figures', { resourceId: ORG, since: 'last month' })).errors?.[0]).toMatchObject({ source: { pointer: '/since' } });
    live.close();
  });
});
