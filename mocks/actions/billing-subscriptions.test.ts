/** subscriptions/* through the sandbox's HTTP and push protocol (docs/api/billing.md, *Subscriptions*). */
import { now } from '../clock';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { openLive, ref, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const ORG = 'res_org_northwind';
const DAY = 86_400_000;

type Json = { id: string; type: string; attributes: Record<string, unknown> & { status?: string } };
type Live = Awaited<ReturnType<typeof openLive>>;
const one = (answer: { data?: unknown }) => answer.data as Json;
const many = (answer: { data?: unknown }) => answer.data as Json[];
const errorOf = (answer: { errors?: unknown[] }) => answer.errors?.[0];
const pauseBody = (at: string, resumeAt: string | null = null) => ({ data: { type: 'subscriptions', attributes: { at, resumeAt } } });
const resumeBody = (at: string) => ({ data: { type: 'subscriptions', attributes: { at } } });
const cancelBody = (when: string) => ({ data: { type: 'subscriptions', attributes: { when } } });
const planRelation = (planId: string) => ({ plan: { data: { type: 'plans', id: planId } } });
const previewBody = (planId: string) => ({ data: { type: 'plan-changes', relationships: planRelation(planId) } });
const changeBody = (planId: string, prorationAt: string, expectedAmountDue: number) => ({
  data: { type: 'plan-changes', attributes: { prorationAt, expectedAmountDue }, relationships: planRelation(planId) },
});
const inDays = (days: number) => new Date(now() + days * DAY).toISOString();

async function admin() {
  return openLive(await signIn('admin@sandbox.test'));
}

describe('subscriptions/list, get, invoices, timeline', () => {
  it("lists the workspace's subscriptions: filters, search by id, e-mail or name, sorts; 10,000 for the enterprise organization", async () => {
    const live = await admin();
    const pastDue = many(await live.action('subscriptions/list', { resourceId: ORG, filter: { status: 'past-due' }, page: { size: 500 } }));
    expect(pastDue.map((s) => s.id)).toEqual(expect.arrayContaining(['sub_nw_past_due_1', 'sub_nw_past_due_2', 'sub_nw_past_due_3']));
    expect(pastDue.every((s) => s.attributes.status === 'past-due')).toBe(true);
    const ids = async (payload: Record<string, unknown>) => many(await live.action('subscriptions/list', { resourceId: ORG, ...payload })).map((s) => s.id);
    expect(await ids({ filter: { search: 'sub_nw_jpy' } })).toEqual(['sub_nw_jpy']);
    expect(await ids({ filters: [{ field: 'search', operator: 'contains', value: 'Kenji' }] })).toEqual(['sub_nw_jpy']);
    expect(await ids({ filter: { search: 'fatima.alsabah@' } })).toEqual(['sub_nw_kwd']);
    const jpy = many(await live.action('subscriptions/list', { resourceId: ORG, filter: { currency: 'JPY' }, page: { size: 500 } }));
    expect(jpy.every((s) => s.attributes.currency === 'JPY')).toBe(true);
    for (const field of ['nextPaymentAt', 'amount', 'currentPeriodEnd', 'createdAt']) {
      const sorted = many(await live.action('subscriptions/list', { resourceId: ORG, sort: field, filter: { status: 'active' }, page: { size: 40 } }));
      const values = sorted.map((s) => s.attributes[field] as string | number);
      expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    expect(errorOf(await live.action('subscriptions/list', { resourceId: ORG, sort: 'customerEmail' }))).toMatchObject({ source: { pointer: '/sort' } });
    live.close();
    const enterprise = await openLive(await signIn('enterprise@sandbox.test'));
    const page = await enterprise.action('subscriptions/list', { resourceId: 'res_ent_org_0001', page: { size: 100 } });
    expect(page.meta?.page?.total).toBe(10_000);
    enterprise.close();
  });

  it("gets one with its dunning; lists its invoices newest first; its timeline's past newest first and its upcoming soonest first", async () => {
    const live = await admin();
    const sub = one(await live.action('subscriptions/get', undefined, { id: 'sub_nw_past_due_2' }));
    const dunning = sub.attributes.dunning as Record<string, unknown>;
    expect(sub.attributes).toMatchObject({ status: 'past-due', currency: 'USD', planName: 'Basic', customerEmail: 'chen.wei@example.com' });
    expect(dunning).toMatchObject({ remindersSent: 1, nextRetryAt: expect.any(String), haltsAt: expect.any(String) });
    expect(Date.parse(dunning.haltsAt as string) - Date.parse(dunning.failedAt as string)).toBe(5 * DAY);
    expect(sub.attributes.nextPaymentAt).toBe(dunning.nextRetryAt);

    const invoices = await live.action('subscriptions/invoices', { page: { size: 2 } }, { id: 'sub_nw_past_due_2' });
    const [failed, paid] = many(invoices);
    expect(failed).toMatchObject({ type: 'invoices', id: dunning.invoiceId, attributes: { status: 'failed', kind: 'renewal', currency: 'USD', amount: 1000 } });
    expect(paid.attributes.status).toBe('paid');
    expect(invoices.meta?.page?.total).toBe(3);

    const timeline = one(await live.action('subscriptions/timeline', undefined, { id: 'sub_nw_past_due_2' }));
    const past = timeline.attributes.past as { at: string; kind: string; detail: Record<string, unknown> }[];
    expect(timeline.id).toBe('sub_nw_past_due_2');
    expect(past.map((e) => e.at)).toEqual([...past.map((e) => e.at)].sort().reverse());
    expect(past[0]).toMatchObject({ kind: 'payment-failed', detail: { number: 1 } });
    expect(past[1]).toMatchObject({
      kind: 'reminder-sent',
      detail: { number: 1, to: 'chen.wei@example.com', subject: 'Payment for Basic failed — reminder 1 of 3' },
    });
    expect(past.at(-1)?.kind).toBe('created');
    const upcoming = timeline.attributes.upcoming as { at: string; kind: string; detail: Record<string, unknown> }[];
    expect(upcoming.filter((u) => u.kind === 'retry' || u.kind === 'halt').map((u) => [u.kind, u.detail.number])).toEqual([
      ['retry', 2],
      ['retry', 3],
      ['halt', undefined],
    ]);

    // (An expiry reminder may come first, by each customer's card: left out here.)
    const kinds = async (id: string) =>
      (one(await live.action('subscriptions/timeline', undefined, { id })).attributes.upcoming as { kind: string }[])
        .map((u) => u.kind)
        .filter((kind) => kind !== 'expiry-reminder');
    expect(await kinds('sub_nw_trial')).toEqual(['trial-end']);
    expect(await kinds('sub_nw_cancel_scheduled')).toContain('cancel');
    expect(await kinds('sub_nw_downgrade')).toEqual(expect.arrayContaining(['plan-change', 'renewal']));
    expect(await kinds('sub_nw_pause_scheduled')).toEqual(['pause', 'resume']);
    expect(await kinds('sub_nw_fixed_term')).toEqual(['expire']);
    expect(await kinds('sub_nw_halted')).toEqual([]);
    live.close();
  });

  it('support reads but cannot act; finance acts; an unknown id and one of another workspace answer alike', async () => {
    const support = await openLive(await signIn('support@sandbox.test'));
    expect(one(await support.action('subscriptions/get', undefined, { id: 'sub_nw_alice_pro' })).id).toBe('sub_nw_alice_pro');
    expect(errorOf(await support.action('subscriptions/pause', pauseBody('now'), { id: 'sub_nw_alice_pro' }))).toMatchObject({ code: 'forbidden' });
    expect(errorOf(await support.action('subscriptions/previewPlanChange', previewBody('plan_nw_team_monthly'), { id: 'sub_nw_alice_pro' }))).toMatchObject({
      code: 'forbidden',
    });
    support.close();
    const finance = await openLive(await signIn('finance@sandbox.test'));
    expect(one(await finance.action('subscriptions/cancel', cancelBody('period-end'), { id: 'sub_nw_alice_pro' })).attributes.cancelAtPeriodEnd).toBe(true);
    for (const id of ['sub_unknown', 'sub_solo_active']) {
      expect(errorOf(await finance.action('subscriptions/get', undefined, { id }))).toMatchObject({ code: 'not-found', title: 'Subscription not found' });
      expect(errorOf(await finance.action('subscriptions/pause', pauseBody('now'), { id }))).toMatchObject({ code: 'not-found' });
    }
    finance.close();
    const enterprise = await openLive(await signIn('enterprise@sandbox.test'));
    expect(errorOf(await enterprise.action('subscriptions/timeline', undefined, { id: 'sub_nw_alice_pro' }))).toMatchObject({ code: 'not-found' });
    enterprise.close();
  });
});

describe('pause, resume, cancel, notes', () => {
  it('refuses what the status does not allow, and dates in the past', async () => {
    const live = await admin();
    const pause = async (id: string, at = 'now', resumeAt: string | null = null) => live.action('subscriptions/pause', pauseBody(at, resumeAt), { id });
    expect(errorOf(await pause('sub_nw_paused'))).toMatchObject({ code: 'already-paused' });
    expect(errorOf(await pause('sub_nw_halted'))).toMatchObject({ code: 'not-pausable' });
    expect(errorOf(await pause('sub_nw_cancelled'))).toMatchObject({ code: 'not-pausable' });
    expect(errorOf(await pause('sub_nw_alice_pro', inDays(-1)))).toMatchObject({ code: 'date-in-past', source: { pointer: '/data/attributes/at' } });
    expect(errorOf(await pause('sub_nw_alice_pro', inDays(3), inDays(2)))).toMatchObject({
      code: 'resume-before-pause',
      source: { pointer: '/data/attributes/resumeAt' },
    });
    expect(errorOf(await pause('sub_nw_alice_pro', 'tomorrow'))).toMatchObject({ source: { pointer: '/data/attributes/at' } });
    expect(errorOf(await live.action('subscriptions/resume', resumeBody('now'), { id: 'sub_nw_alice_pro' }))).toMatchObject({ code: 'not-paused' });
    expect(errorOf(await live.action('subscriptions/cancel', cancelBody('now'), { id: 'sub_nw_cancelled' }))).toMatchObject({ code: 'already-cancelled' });
    expect(errorOf(await live.action('subscriptions/cancel', cancelBody('later'), { id: 'sub_nw_alice_pro' }))).toMatchObject({
      source: { pointer: '/data/attributes/when' },
    });
    expect(errorOf(await live.action('subscriptions/retryPayment', undefined, { id: 'sub_nw_alice_pro' }))).toMatchObject({ code: 'nothing-to-retry' });
    live.close();
  });

  it('pauses with a resume date: no renewal meanwhile, and the clock resumes it with a new period charged', async () => {
    const live = await admin();
    const sub = db.subscriptions.get('sub_nw_alice_pro')!;
    const periodEnd = Date.parse(sub.currentPeriodEnd);
    const resumeAt = new Date(periodEnd + 10 * DAY).toISOString();
    const paused = one(await live.action('subscriptions/pause', pauseBody('now', resumeAt), { id: sub.id }));
    expect(paused.attributes).toMatchObject({ status: 'paused', resumeAt, nextPaymentAt: resumeAt });
    const charges = () => db.transactions.filter((t) => t.subscriptionId === sub.id && t.status === 'successful').length;
    const before = charges();
    const from = live.messages.length;
    sandboxControls.advance(periodEnd + DAY - now());
    expect(db.subscriptions.get(sub.id)?.status).toBe('paused');
    expect(charges()).toBe(before);
    sandboxControls.advance(Date.parse(resumeAt) + 60_000 - now());
    const resumed = db.subscriptions.get(sub.id)!;
    expect(resumed).toMatchObject({ status: 'active', currentPeriodStart: resumeAt, resumeAt: null });
    expect(charges()).toBe(before + 1);
    const pushed = await live.next((m) => m.event === 'resource-updated' && m.data.includes(sub.id) && m.data.includes('"active"'), undefined, from);
    expect(JSON.parse(pushed.data)).toMatchObject({ type: 'subscriptions', id: sub.id, resourceId: sub.projectId });
    const past = one(await live.action('subscriptions/timeline', undefined, { id: sub.id })).attributes.past as {
      kind: string;
      detail: Record<string, unknown>;
    }[];
    expect(past.slice(0, 3).map((e) => e.kind)).toEqual(['payment-succeeded', 'invoice-issued', 'resumed']);
    expect(past.map((e) => e.kind)).toEqual(expect.arrayContaining(['paused', 'resume-scheduled']));
    live.close();
  });

  it('resumes within the period it paid for without charging; takes back a scheduled pause', async () => {
    const live = await admin();
    const charges = () => db.transactions.filter((t) => t.subscriptionId === 'sub_nw_jpy').length;
    const before = charges();
    expect(one(await live.action('subscriptions/pause', pauseBody('now'), { id: 'sub_nw_jpy' })).attributes.status).toBe('paused');
    sandboxControls.advance(DAY);
    expect(one(await live.action('subscriptions/resume', resumeBody('now'), { id: 'sub_nw_jpy' })).attributes.status).toBe('active');
    expect(charges()).toBe(before);
    const taken = one(await live.action('subscriptions/resume', resumeBody('now'), { id: 'sub_nw_pause_scheduled' }));
    expect(taken.attributes).toMatchObject({ status: 'active', pauseAt: null, resumeAt: null });
    live.close();
  });

  it('cancels at the period end through the clock, or now', async () => {
    const live = await admin();
    // A read settles the schedule and arms the clock's sweep (it runs from the first billing call on).
    const sub = one(await live.action('subscriptions/get', undefined, { id: 'sub_nw_cancel_scheduled' })).attributes as { currentPeriodEnd: string };
    sandboxControls.advance(Date.parse(sub.currentPeriodEnd) + 1000 - now());
    expect(db.subscriptions.get('sub_nw_cancel_scheduled')).toMatchObject({ status: 'cancelled', endedAt: sub.currentPeriodEnd });
    const cancelled = one(await live.action('subscriptions/cancel', cancelBody('period-end'), { id: 'sub_nw_past_due_1' }));
    expect(cancelled.attributes).toMatchObject({ status: 'cancelled', dunning: null });
    expect(errorOf(await live.action('subscriptions/cancel', cancelBody('now'), { id: 'sub_nw_past_due_1' }))).toMatchObject({ code: 'already-cancelled' });
    live.close();
  });

  it('adds a plain-text note with its author and a timeline line; audited once', async () => {
    const finance = await openLive(await signIn('finance@sandbox.test'));
    const text = 'Customer asked to <script>keep</script> the plan';
    const answer = one(await finance.action('subscriptions/addNote', { data: { type: 'notes', attributes: { text } } }, { id: 'sub_nw_kwd' }));
    expect(answer.attributes.notes).toEqual([expect.objectContaining({ text, author: 'Fiona Finance' })]);
    const past = one(await finance.action('subscriptions/timeline', undefined, { id: 'sub_nw_kwd' })).attributes.past as {
      kind: string;
      detail: Record<string, unknown>;
    }[];
    expect(past[0]).toMatchObject({ kind: 'note-added', detail: { by: 'Fiona Finance', text } });
    expect(db.auditEntries.filter((entry) => entry.action === 'subscriptions/addNote' && entry.object.id === 'sub_nw_kwd')).toHaveLength(1);
    finance.close();
  });
});

/** Previews moving a subscription to a plan, then moves it as previewed. */
async function previewAndChange(live: Live, id: string, planId: string) {
  const preview = one(await live.action('subscriptions/previewPlanChange', previewBody(planId), { id }));
  const { prorationAt, amountDue } = preview.attributes as { prorationAt: string; amountDue: number };
  const before = db.transactions.filter((t) => t.subscriptionId === id).length;
  const changed = await live.action('subscriptions/changePlan', changeBody(planId, prorationAt, amountDue), { id });
  const charges = db.transactions.filter((t) => t.subscriptionId === id).slice(before);
  return { preview: preview.attributes, changed, charges };
}

describe('plan changes', () => {
  it.each([
    ['JPY', 'sub_nw_jpy'],
    ['EUR', 'sub_nw_alice_pro'],
    ['KWD', 'sub_nw_kwd'],
  ])('upgrades now in %s and charges exactly the amount previewed, with a proration invoice', async (currency, id) => {
    const live = await admin();
    sandboxControls.advance(3 * 3_600_000 + 17_000);
    const { preview, changed, charges } = await previewAndChange(live, id, 'plan_nw_team_monthly');
    expect(preview).toMatchObject({ timing: 'now', currency, planName: 'Team' });
    expect(preview.amountDue).toBe(Math.max(0, (preview.charge as number) - (preview.credit as number)));
    expect(preview.amountDue).toBeGreaterThan(0);
    expect(changed.errors).toBeUndefined();
    expect(one(changed).attributes).toMatchObject({ planName: 'Team', amount: preview.newAmount, currency });
    expect(charges.map((t) => [t.type, t.status, t.amount, t.currency])).toEqual([['charge-recurring', 'successful', preview.amountDue, currency]]);
    expect(db.invoices.get(charges[0].invoiceId!)).toMatchObject({ kind: 'proration', status: 'paid', amount: preview.amountDue, currency });
    expect(one(changed).attributes.currentPeriodEnd).toBe(db.subscriptions.get(id)?.currentPeriodEnd);
    live.close();
  });

  it('refuses a changed amount, an old preview, and each plan it cannot move to', async () => {
    const live = await admin();
    const id = 'sub_nw_alice_pro';
    const preview = one(await live.action('subscriptions/previewPlanChange', previewBody('plan_nw_team_monthly'), { id })).attributes as {
      prorationAt: string;
      amountDue: number;
    };
    expect(
      errorOf(await live.action('subscriptions/changePlan', changeBody('plan_nw_team_monthly', preview.prorationAt, preview.amountDue + 1), { id })),
    ).toMatchObject({
      code: 'preview-changed',
    });
    sandboxControls.advance(11 * 60_000);
    expect(
      errorOf(await live.action('subscriptions/changePlan', changeBody('plan_nw_team_monthly', preview.prorationAt, preview.amountDue), { id })),
    ).toMatchObject({
      code: 'preview-expired',
    });
    const refusal = async (planId: string, sub = id) => errorOf(await live.action('subscriptions/previewPlanChange', previewBody(planId), { id: sub }));
    expect(await refusal('plan_nw_pro_monthly')).toMatchObject({ code: 'same-plan', source: { pointer: '/data/relationships/plan' } });
    expect(await refusal('plan_nw_pro_yearly')).toMatchObject({ code: 'interval-differs' });
    expect(await refusal('plan_nw_legacy')).toMatchObject({ code: 'plan-archived' });
    expect(await refusal('plan_nw_quarterly')).toMatchObject({ code: 'interval-differs' });
    expect(await refusal('plan_nw_coffee_weekly')).toMatchObject({ code: 'interval-differs' });
    expect(await refusal('plan_nw_coffee_weekly', 'sub_nw_jpy')).toMatchObject({ code: 'currency-not-offered' });
    expect(await refusal('plan_solo_monthly')).toMatchObject({ code: 'not-found', source: { pointer: '/data/relationships/plan' } });
    expect(await refusal('plan_nw_team_monthly', 'sub_nw_past_due_1')).toMatchObject({ code: 'not-changeable' });
    const usdOnly = one(
      await live.action('plans/create', {
        data: {
          type: 'plans',
          attributes: { name: 'US only', interval: 'month', prices: [{ currency: 'USD', amount: 9900 }] },
          relationships: { project: { data: { id: 'res_prj_northwind_shop' } } },
        },
      }),
    );
    expect(await refusal(usdOnly.id)).toMatchObject({ code: 'currency-not-offered' });
    // The old price version moves to the newest of the same plan.
    expect(one(await live.action('subscriptions/previewPlanChange', previewBody('plan_nw_pro_monthly'), { id: 'sub_nw_old_price' })).attributes).toMatchObject({
      timing: 'now',
      newAmount: 2900,
    });
    live.close();
  });

  it('refuses an upgrade the card declines and changes nothing (the failed charge stays)', async () => {
    const live = await admin();
    const customer = db.customers.get('cus_nw_kenji')!;
    db.customers.upsert({ ...customer, paymentMethods: customer.paymentMethods.map((card) => ({ ...card, declines: true })) });
    const before = db.subscriptions.get('sub_nw_jpy')!;
    const { changed, charges } = await previewAndChange(live, 'sub_nw_jpy', 'plan_nw_team_monthly');
    expect(errorOf(changed)).toMatchObject({ code: 'payment-declined' });
    expect(charges.map((t) => t.status)).toEqual(['failed']);
    expect(db.subscriptions.get('sub_nw_jpy')).toMatchObject({ planId: before.planId, amount: before.amount, status: 'active' });
    expect(db.invoices.filter((i) => i.subscriptionId === 'sub_nw_jpy' && i.kind === 'proration')).toEqual([]);
    live.close();
  });

  it('schedules a downgrade for the period end and applies it there: the next renewal charges the new amount', async () => {
    const live = await admin();
    const id = 'sub_nw_alice_pro';
    const { preview, changed, charges } = await previewAndChange(live, id, 'plan_nw_basic_monthly');
    const periodEnd = db.subscriptions.get(id)!.currentPeriodEnd;
    expect(preview).toMatchObject({ timing: 'period-end', amountDue: 0, credit: 0, charge: 0, newAmount: 900, effectiveAt: periodEnd });
    expect(one(changed).attributes).toMatchObject({
      planName: 'Pro',
      scheduledPlanChange: { planId: 'plan_nw_basic_monthly', planName: 'Basic', amount: 900, at: periodEnd },
    });
    expect(charges).toEqual([]);
    sandboxControls.advance(Date.parse(periodEnd) + 1000 - now());
    const renewed = db.subscriptions.get(id)!;
    expect(renewed).toMatchObject({ planId: 'plan_nw_basic_monthly', amount: 900, scheduledPlanChange: null, currentPeriodStart: periodEnd, status: 'active' });
    const renewal = db.invoices.filter((i) => i.subscriptionId === id && i.periodStart === periodEnd);
    expect(renewal).toMatchObject([{ kind: 'renewal', amount: 900, status: 'paid' }]);
    live.close();
  });

  it('moves money once per reference: a retry sent again is answered, never charged again', async () => {
    const live = await admin();
    const customer = db.customers.get('cus_nw_bob')!;
    db.customers.upsert({ ...customer, paymentMethods: customer.paymentMethods.map((card) => ({ ...card, declines: false })) });
    const reference = ref('retry-bob');
    const first = await live.action('subscriptions/retryPayment', undefined, { id: 'sub_nw_past_due_1', reference });
    expect(one(first).attributes).toMatchObject({ status: 'active', dunning: null, recoveredAt: expect.any(String) });
    const second = await live.action('subscriptions/retryPayment', undefined, { id: 'sub_nw_past_due_1', reference });
    expect(second.data).toEqual(first.data);
    db.actionResults.remove(`usr_admin ${reference}`);
    const third = await live.action('subscriptions/retryPayment', undefined, { id: 'sub_nw_past_due_1', reference });
    expect(one(third).attributes.status).toBe('active');
    expect(db.transactions.filter((t) => t.subscriptionId === 'sub_nw_past_due_1' && t.status === 'successful')).toHaveLength(1);
    expect(db.auditEntries.filter((entry) => entry.action === 'subscriptions/retryPayment')).toMatchObject([
      {
        object: { type: 'subscriptions', id: 'sub_nw_past_due_1' },
        changes: expect.arrayContaining([{ field: 'status', before: 'past-due', after: 'active' }]),
      },
    ]);
    live.close();
  });
});
