/**
 * The billing engine (docs/api/billing.md): renewals and their charges, dunning, and the changes the
 * actions ask for (pause, resume, cancel, plan change, a retry, notes). Pure over the books it is
 * given: the sandbox passes its database (`sandbox-books.ts`), the property test fresh tables.
 *
 * Time: `runDue(books, until)` applies every step due by `until`, of every subscription, in time
 * order, each at its own due instant (the rows it writes carry that instant). The due times are kept
 * in an index beside the subscriptions table, brought up to date on every write here and built again
 * when the table (or the settings, or the customers' cards) changed elsewhere; so the sandbox's one
 * clock job finds the earliest due time among 10,000 subscriptions without reading them all again.
 *
 * Money: every charge is a `charge-recurring` transaction of the subscription's project, for its
 * customer's default card; a card that declines (the sandbox's switch) or has expired fails it. A
 * period is charged once: a renewal issues one invoice, retries charge that same invoice, and a
 * recovery continues from the failed invoice's period.
 */
import { PRORATION_QUOTE_MS, type PlanInterval, type TimelineKind } from '@/lib/contract/billing';
import { digest } from '../db/random';
import type { Currency, Transaction } from '../db/schema';
import { feeFor } from '../db/transactions';
import type { Table } from '../db/table';
import { iso, newestVersion, priceIn, settingsOf, type BillingBooks, type SubscriptionWebhook } from './books';
import type { BillingEventDetail, Customer, Invoice, InvoiceKind, Plan, Subscription } from './model';
import { endedStatuses } from './model';
import { boundaryAfter, cardExpiryEnd } from './periods';
import { prorate } from './proration';
import { compareSteps, nextStep, type Step } from './schedule';

const ms = (text: string) => Date.parse(text);

/** Who asked for a change (the timeline's `by`, a money row's reference). */
export interface Actor {
  /** The name shown (the user's name, or their e-mail). */
  name: string;
  userId?: string;
  email?: string;
  requestReference?: string;
}

/** A refusal of the engine: the actions answer it with its code (and pointer). */
export interface Refusal {
  ok: false;
  code: string;
  title: string;
  /** An attribute of the payload (`at`), or a relationship (`/data/relationships/plan`). */
  pointer?: string;
}
export type Result<T> = { ok: true; value: T; unchanged?: boolean } | Refusal;

const refusal = (code: string, title: string, pointer?: string): Refusal => ({ ok: false, code, title, ...(pointer && { pointer }) });
const done = <T>(value: T, unchanged = false): Result<T> => ({ ok: true, value, ...(unchanged && { unchanged }) });

// ——— the due index ——————————————————————————————————————————————————————————————————————————

interface DueIndex {
  subscriptions: number;
  settings: number;
  customers: number;
  due: Map<string, Step>;
}

const indexes = new WeakMap<Table<Subscription>, DueIndex>();

function dueIndex(books: BillingBooks): DueIndex {
  const known = indexes.get(books.subscriptions);
  if (
    known &&
    known.subscriptions === books.subscriptions.version &&
    known.settings === books.settings.version &&
    known.customers === books.customers.version
  ) {
    return known;
  }
  const due = new Map<string, Step>();
  for (const sub of books.subscriptions.all()) {
    const step = nextStep(books, sub);
    if (step) due.set(sub.id, step);
  }
  const index: DueIndex = { subscriptions: books.subscriptions.version, settings: books.settings.version, customers: books.customers.version, due };
  indexes.set(books.subscriptions, index);
  return index;
}

/** Writes a subscription (its last change: `at`) and keeps the due index current. */
function save(books: BillingBooks, sub: Subscription, at: number, webhook: SubscriptionWebhook | null): Subscription {
  const index = dueIndex(books);
  const written = books.subscriptions.upsert({ ...sub, changedAt: iso(Math.max(at, ms(sub.changedAt))) });
  const step = nextStep(books, written);
  if (step) index.due.set(written.id, step);
  else index.due.delete(written.id);
  index.subscriptions = books.subscriptions.version;
  books.report({ kind: 'subscription', subscription: written, webhook });
  return written;
}

/** The earliest instant a step of some subscription is due (null: nothing is scheduled). */
export function earliestDue(books: BillingBooks): number | null {
  let earliest: number | null = null;
  for (const step of dueIndex(books).due.values()) if (earliest === null || step.at < earliest) earliest = step.at;
  return earliest;
}

/** The step a subscription takes next, as the index holds it. */
export const dueStepOf = (books: BillingBooks, id: string): Step | undefined => dueIndex(books).due.get(id);

/** A binary heap of (step, subscription id), earliest first. */
class StepQueue {
  private items: { step: Step; id: string }[] = [];
  get size() {
    return this.items.length;
  }
  private before(i: number, j: number) {
    const a = this.items[i];
    const b = this.items[j];
    return compareSteps(a.step, b.step) < 0 || (compareSteps(a.step, b.step) === 0 && a.id < b.id);
  }
  private swap(i: number, j: number) {
    [this.items[i], this.items[j]] = [this.items[j], this.items[i]];
  }
  push(item: { step: Step; id: string }) {
    this.items.push(item);
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): { step: Step; id: string } | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (this.items.length && last) {
      this.items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < this.items.length && this.before(left, smallest)) smallest = left;
        if (right < this.items.length && this.before(right, smallest)) smallest = right;
        if (smallest === i) break;
        this.swap(i, smallest);
        i = smallest;
      }
    }
    return top;
  }
}

/**
 * The books a step writes through: the ids of the rows it makes (invoice, charge, timeline lines) come
 * from the subscription, the step and their order in it. Two tabs of one browser that both apply a
 * step before either has the other's write write the same rows, not two charges.
 */
function withStepIds(books: BillingBooks, sub: Subscription, step: Step): BillingBooks {
  let n = 0;
  const key = `${sub.id}|${step.kind}|${step.at}|${step.number ?? ''}|${step.key ?? ''}`;
  return { ...books, newId: (prefix) => `${prefix}_${digest(`${key}|${(n += 1)}`)}` };
}

/** No subscription takes more steps than this in one run (a guard against a schedule that never moves on). */
const MAX_STEPS_PER_RUN = 1_000_000;

/**
 * Applies every step due by `until`, of every subscription, in time order (ties: pause before
 * resume before expiry before a retry before a renewal before a reminder, then by id), each at its
 * own instant. Returns how many it applied.
 */
export function runDue(books: BillingBooks, until: number): number {
  const queue = new StepQueue();
  for (const [id, step] of dueIndex(books).due) if (step.at <= until) queue.push({ step, id });
  let applied = 0;
  while (queue.size > 0) {
    const { step, id } = queue.pop()!;
    const current = dueIndex(books).due.get(id);
    // Stale (the subscription moved on): its current step goes in again if due. Whatever is applied
    // is the subscription's current step, so a copy in the queue never applies anything twice.
    if (!current || current.at !== step.at || current.kind !== step.kind) {
      if (current && current.at <= until) queue.push({ step: current, id });
      continue;
    }
    const sub = books.subscriptions.get(id);
    if (!sub) continue;
    try {
      applyStep(withStepIds(books, sub, step), sub, step);
    } catch (error) {
      // One subscription's broken row must not stop every other's schedule (nor loop the clock):
      // it waits, out of the index, until it is written again.
      console.error('[sandbox] billing step failed', id, step.kind, error);
      dueIndex(books).due.delete(id);
      continue;
    }
    applied += 1;
    if (applied > MAX_STEPS_PER_RUN) throw new Error('billing: too many steps in one run');
    const next = dueIndex(books).due.get(id);
    if (next && next.at <= until) queue.push({ step: next, id });
  }
  return applied;
}

// ——— rows ——————————————————————————————————————————————————————————————————————————————————

let eventSeq = 0;

function record(books: BillingBooks, sub: Subscription, at: number, kind: TimelineKind, detail: BillingEventDetail = {}) {
  eventSeq += 1;
  books.events.insert({ id: books.newId('bev'), subscriptionId: sub.id, projectId: sub.projectId, at: iso(at), kind, detail, seq: eventSeq });
}

export const planOf = (books: Pick<BillingBooks, 'plans'>, sub: Subscription): Plan => {
  const plan = books.plans.get(sub.planId);
  if (!plan) throw new Error(`billing: plan ${sub.planId} of ${sub.id} is gone`);
  return plan;
};

const customerOf = (books: BillingBooks, sub: Subscription): Customer | undefined => books.customers.get(sub.customerId);

/** Can the customer's default card be charged at `at`? */
export function cardWorks(customer: Customer | undefined, at: number): boolean {
  const card = customer?.paymentMethods[0];
  return Boolean(card && !card.declines && at < cardExpiryEnd(card));
}

/** One charge of the customer's default card: a `charge-recurring` transaction, successful or failed. */
function chargeCard(books: BillingBooks, sub: Subscription, amount: number, at: number, links: { invoiceId?: string; actor?: Actor }): Transaction {
  const customer = customerOf(books, sub);
  const card = customer?.paymentMethods[0];
  const paid = cardWorks(customer, at);
  const currency = sub.currency as Currency;
  const plan = books.plans.get(sub.planId);
  const createdAt = iso(at);
  const status = paid ? 'successful' : 'failed';
  const actor = links.actor;
  const transaction = books.transactions.insert({
    id: books.newId('trx_sub'),
    projectId: sub.projectId,
    type: 'charge-recurring',
    status,
    amount,
    currency,
    refundedAmount: 0,
    capturedAmount: 0,
    cancelledAmount: 0,
    fee: paid ? feeFor(amount, currency) : 0,
    paymentMethod: 'card',
    card: card ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, country: customer?.country ?? 'GB' } : null,
    customer: { name: customer?.name ?? '', email: customer?.email ?? '' },
    referenceId: `SUB-${sub.id.replace(/^sub_/, '').slice(0, 12).toUpperCase()}`,
    riskScore: 8,
    country: customer?.country ?? 'GB',
    description: `${plan?.name ?? 'Subscription'} subscription`,
    paymentLinkId: null,
    createdAt,
    settledAt: null,
    statusHistory: [
      { status: 'created', at: createdAt },
      { status, at: createdAt },
    ],
    subscriptionId: sub.id,
    ...(!paid && { declineReason: card && at >= cardExpiryEnd(card) ? ('expired-card' as const) : ('insufficient-funds' as const) }),
    ...(links.invoiceId && { invoiceId: links.invoiceId }),
    ...(actor?.requestReference &&
      actor.userId && {
        requestReference: actor.requestReference,
        requestedBy: actor.userId,
        requester: { name: actor.name, email: actor.email ?? '' },
      }),
  });
  books.report({ kind: 'transaction', transaction });
  books.report({ kind: 'customer', customerId: sub.customerId });
  return transaction;
}

function issueInvoice(books: BillingBooks, sub: Subscription, kind: InvoiceKind, amount: number, period: [number, number], at: number): Invoice {
  const invoice = books.invoices.insert({
    id: books.newId('in'),
    subscriptionId: sub.id,
    projectId: sub.projectId,
    kind,
    status: 'issued',
    currency: sub.currency,
    amount,
    paidAmount: 0,
    periodStart: iso(period[0]),
    periodEnd: iso(period[1]),
    issuedAt: iso(at),
    paidAt: null,
    transactionIds: [],
  });
  books.report({ kind: 'invoice', invoice, webhook: 'invoice.issued' });
  record(books, sub, at, 'invoice-issued', { invoiceId: invoice.id, amount, currency: sub.currency });
  return invoice;
}

/** Charges what is left of an invoice; the invoice is paid or failed, and the timeline says so. */
function chargeInvoice(books: BillingBooks, sub: Subscription, invoice: Invoice, at: number, actor?: Actor, number?: number) {
  const transaction = chargeCard(books, sub, invoice.amount - invoice.paidAmount, at, { invoiceId: invoice.id, actor });
  const paid = transaction.status === 'successful';
  const updated = books.invoices.upsert({
    ...invoice,
    status: paid ? 'paid' : 'failed',
    paidAmount: paid ? invoice.amount : invoice.paidAmount,
    paidAt: paid ? iso(at) : invoice.paidAt,
    transactionIds: [...invoice.transactionIds, transaction.id],
  });
  books.report({ kind: 'invoice', invoice: updated, webhook: paid ? 'invoice.paid' : 'invoice.payment_failed' });
  record(books, sub, at, paid ? 'payment-succeeded' : 'payment-failed', {
    invoiceId: invoice.id,
    transactionId: transaction.id,
    amount: transaction.amount,
    currency: sub.currency,
    ...(number !== undefined && { number }),
    ...(actor && { by: actor.name }),
  });
  return { invoice: updated, transaction, paid };
}

/** The end of the period that starts at `start`, counted from the subscription's anchor. */
function periodEndFrom(plan: { interval: PlanInterval; intervalCount: number }, anchor: number, start: number) {
  return boundaryAfter(anchor, plan.interval, plan.intervalCount, start);
}

// ——— the steps ——————————————————————————————————————————————————————————————————————————————

function applyStep(books: BillingBooks, sub: Subscription, step: Step) {
  const at = step.at;
  switch (step.kind) {
    case 'pause':
      return pauseNow(books, sub, at);
    case 'resume':
      return resumeNow(books, sub, at);
    case 'expire':
      return expire(books, sub, at);
    case 'retry':
      return retry(books, sub, at, step.number ?? 1);
    case 'halt':
      return halt(books, sub, at);
    case 'renewal':
      return renew(books, sub, at);
    case 'expiry-reminder':
      return remindOfExpiry(books, sub, at, step);
  }
}

const reportCounts = (books: BillingBooks, sub: Subscription) => {
  books.report({ kind: 'plan', planId: sub.planId });
  books.report({ kind: 'customer', customerId: sub.customerId });
};

const cleared = { pauseAt: null, resumeAt: null, cancelAtPeriodEnd: false, scheduledPlanChange: null } as const;

function cancelAt(books: BillingBooks, sub: Subscription, at: number, detail: BillingEventDetail) {
  // A halted subscription ended when it halted.
  const endedAt = sub.status === 'halted' && sub.endedAt ? sub.endedAt : iso(at);
  record(books, sub, at, 'cancelled', detail);
  const written = save(books, { ...sub, ...cleared, status: 'cancelled', endedAt, dunning: null }, at, 'subscription.cancelled');
  reportCounts(books, written);
  return written;
}

function expire(books: BillingBooks, sub: Subscription, at: number) {
  record(books, sub, at, 'expired');
  const written = save(books, { ...sub, ...cleared, status: 'expired', endedAt: iso(at), dunning: null }, at, 'subscription.updated');
  reportCounts(books, written);
  return written;
}

function halt(books: BillingBooks, sub: Subscription, at: number) {
  record(books, sub, at, 'halted', { invoiceId: sub.dunning?.invoiceId });
  return save(books, { ...sub, ...cleared, status: 'halted', endedAt: iso(at) }, at, 'subscription.halted');
}

function applyScheduledChange(books: BillingBooks, sub: Subscription, at: number): Subscription {
  const change = sub.scheduledPlanChange;
  if (!change) return sub;
  const plan = books.plans.get(change.planId);
  record(books, sub, at, 'plan-changed', { planName: plan?.name, amount: change.amount, currency: sub.currency });
  const written = save(
    books,
    { ...sub, planId: change.planId, priceVersion: change.priceVersion, amount: change.amount, scheduledPlanChange: null },
    at,
    'subscription.updated',
  );
  books.report({ kind: 'plan', planId: sub.planId });
  books.report({ kind: 'plan', planId: change.planId });
  return written;
}

/**
 * A new period from `start` (the anchor: where periods are counted from), invoiced and charged:
 * paid, the subscription is active in it; declined, it is past due and dunning begins.
 */
function startPeriod(books: BillingBooks, sub: Subscription, start: number, anchor: number, kind: InvoiceKind, onPaid: SubscriptionWebhook) {
  const plan = planOf(books, sub);
  const end = periodEndFrom(plan, anchor, start);
  const invoice = issueInvoice(books, sub, kind, sub.amount, [start, end], start);
  const { paid } = chargeInvoice(books, sub, invoice, start);
  if (paid) {
    return save(
      books,
      { ...sub, status: 'active', anchor: iso(anchor), currentPeriodStart: iso(start), currentPeriodEnd: iso(end), dunning: null },
      start,
      onPaid,
    );
  }
  record(books, sub, start, 'past-due', { invoiceId: invoice.id });
  return save(
    books,
    { ...sub, status: 'past-due', anchor: iso(anchor), dunning: { failedAt: iso(start), invoiceId: invoice.id, remindersSent: 0, lastReminderAt: null } },
    start,
    'subscription.past_due',
  );
}

/**
 * The end of a period (or of the trial): cancelled, moved to a scheduled plan, expired, or renewed.
 * A renewal later than the period's end (a recovery paid a period that was already over) starts a
 * whole period then, counted from that instant: one charge, never one per period missed.
 */
function renew(books: BillingBooks, sub: Subscription, at: number) {
  if (sub.cancelAtPeriodEnd) return cancelAt(books, sub, at, { reason: 'period-end' });
  const current = applyScheduledChange(books, sub, at);
  if (current.endsAt && ms(current.endsAt) <= at) return expire(books, current, at);
  const anchor = at > ms(current.currentPeriodEnd) ? at : ms(current.anchor);
  return startPeriod(books, current, at, anchor, current.status === 'trialling' ? 'first' : 'renewal', 'subscription.updated');
}

/** The failed invoice is paid: active again, its period the current one (no period is charged twice). */
function recover(books: BillingBooks, sub: Subscription, invoice: Invoice, at: number) {
  record(books, sub, at, 'recovered', { invoiceId: invoice.id });
  const written = save(
    books,
    {
      ...sub,
      status: 'active',
      currentPeriodStart: invoice.periodStart,
      currentPeriodEnd: invoice.periodEnd,
      dunning: null,
      recoveredAt: iso(at),
      endedAt: null,
    },
    at,
    'subscription.recovered',
  );
  reportCounts(books, written);
  return written;
}

const subjectOf = (plan: Plan | undefined, number: number, of: number) =>
  `Payment for ${plan?.name ?? 'your subscription'} failed — reminder ${number} of ${of}`;

/** Reminder `number`, and the retry of the failed invoice that goes with it; the last one failing halts. */
function retry(books: BillingBooks, sub: Subscription, at: number, number: number) {
  const dunning = sub.dunning;
  const invoice = dunning ? books.invoices.get(dunning.invoiceId) : undefined;
  if (!dunning || !invoice) return halt(books, sub, at);
  const of = Math.min(settingsOf(books, sub.projectId).retryDays.length, 3);
  const customer = customerOf(books, sub);
  record(books, sub, at, 'reminder-sent', { number, to: customer?.email ?? '', subject: subjectOf(books.plans.get(sub.planId), number, of) });
  const charged = chargeInvoice(books, sub, invoice, at, undefined, number);
  if (charged.paid) return recover(books, sub, charged.invoice, at);
  const next: Subscription = { ...sub, dunning: { ...dunning, remindersSent: number, lastReminderAt: iso(at) } };
  if (number >= of) return halt(books, next, at);
  return save(books, next, at, null);
}

function remindOfExpiry(books: BillingBooks, sub: Subscription, at: number, step: Step) {
  const customer = customerOf(books, sub);
  const card = customer?.paymentMethods[0];
  const plan = books.plans.get(sub.planId);
  const subject =
    step.reason === 'card'
      ? `Your card ending ${card?.last4 ?? '····'} expires soon: update it to keep ${plan?.name ?? 'your subscription'}`
      : `Your ${plan?.name ?? ''} subscription ends on ${sub.endsAt?.slice(0, 10) ?? ''}`;
  record(books, sub, at, 'expiry-reminder-sent', { to: customer?.email ?? '', subject, reason: step.reason });
  return save(books, { ...sub, expiryRemindersSent: [...sub.expiryRemindersSent, step.key ?? ''] }, at, null);
}

function pauseNow(books: BillingBooks, sub: Subscription, at: number, actor?: Actor) {
  record(books, sub, at, 'paused', actor ? { by: actor.name } : {});
  return save(books, { ...sub, status: 'paused', pausedAt: iso(at), pauseAt: null, dunning: null }, at, 'subscription.paused');
}

/**
 * A paused subscription resumes. Within the period it paid for (or its trial), it goes on in it:
 * nothing is charged until the period ends. Past that period (or past due when paused), a new
 * period starts now and is charged, unless it is to be cancelled or has expired by then.
 */
function resumeNow(books: BillingBooks, sub: Subscription, at: number, actor?: Actor) {
  record(books, sub, at, 'resumed', actor ? { by: actor.name } : {});
  const resumed: Subscription = { ...sub, pausedAt: null, resumeAt: null };
  if (resumed.endsAt && ms(resumed.endsAt) <= at) return expire(books, resumed, at);
  if (at < ms(resumed.currentPeriodEnd)) {
    const status = resumed.trialEndsAt === resumed.currentPeriodEnd ? 'trialling' : 'active';
    return save(books, { ...resumed, status }, at, 'subscription.resumed');
  }
  if (resumed.cancelAtPeriodEnd) return cancelAt(books, resumed, at, { reason: 'period-end' });
  const current = applyScheduledChange(books, resumed, at);
  return startPeriod(books, current, at, at, 'renewal', 'subscription.resumed');
}

// ——— what the actions ask for ————————————————————————————————————————————————————————————————

const PAUSABLE = new Set(['trialling', 'active', 'past-due']);

/** Pauses now or schedules a pause (and a resumption). */
export function pause(books: BillingBooks, sub: Subscription, when: { at: 'now' | number; resumeAt: number | null }, actor: Actor): Result<Subscription> {
  if (sub.status === 'paused') return refusal('already-paused', 'The subscription is already paused');
  if (!PAUSABLE.has(sub.status)) return refusal('not-pausable', 'Only a trialling, active or past-due subscription can be paused');
  const now = books.now();
  if (when.at !== 'now' && when.at <= now) return refusal('date-in-past', 'The pause must be in the future', 'at');
  const from = when.at === 'now' ? now : when.at;
  if (when.resumeAt !== null && when.resumeAt <= from) return refusal('resume-before-pause', 'Resume after the pause', 'resumeAt');
  const resumeAt = when.resumeAt === null ? null : iso(when.resumeAt);
  if (when.at === 'now') {
    const paused = pauseNow(books, { ...sub, resumeAt }, now, actor);
    if (resumeAt) record(books, paused, now, 'resume-scheduled', { by: actor.name });
    return done(paused);
  }
  record(books, sub, now, 'pause-scheduled', { by: actor.name });
  if (resumeAt) record(books, sub, now, 'resume-scheduled', { by: actor.name });
  return done(save(books, { ...sub, pauseAt: iso(when.at), resumeAt }, now, 'subscription.updated'));
}

/** Resumes a paused subscription now or on a date, or takes back a scheduled pause. */
export function resume(books: BillingBooks, sub: Subscription, when: { at: 'now' | number }, actor: Actor): Result<Subscription> {
  const now = books.now();
  if (when.at !== 'now' && when.at <= now) return refusal('date-in-past', 'The resumption must be in the future', 'at');
  if (sub.status === 'paused') {
    if (when.at === 'now') return done(resumeNow(books, sub, now, actor));
    record(books, sub, now, 'resume-scheduled', { by: actor.name });
    return done(save(books, { ...sub, resumeAt: iso(when.at) }, now, 'subscription.updated'));
  }
  if (sub.pauseAt && !endedStatuses.has(sub.status)) {
    if (when.at === 'now') {
      record(books, sub, now, 'resumed', { by: actor.name, reason: 'pause-cancelled' });
      return done(save(books, { ...sub, pauseAt: null, resumeAt: null }, now, 'subscription.updated'));
    }
    if (when.at <= ms(sub.pauseAt)) return refusal('resume-before-pause', 'Resume after the pause', 'at');
    record(books, sub, now, 'resume-scheduled', { by: actor.name });
    return done(save(books, { ...sub, resumeAt: iso(when.at) }, now, 'subscription.updated'));
  }
  return refusal('not-paused', 'The subscription is not paused');
}

/**
 * Cancels now, or at the end of the period (trialling and active subscriptions: the renewal does it;
 * a paused, past-due or halted one has no period running and is cancelled now).
 */
export function cancel(books: BillingBooks, sub: Subscription, when: 'now' | 'period-end', actor: Actor): Result<Subscription> {
  if (sub.status === 'cancelled' || sub.status === 'expired') return refusal('already-cancelled', 'The subscription has already ended');
  const now = books.now();
  if (when === 'period-end' && (sub.status === 'trialling' || sub.status === 'active')) {
    if (sub.cancelAtPeriodEnd) return done(sub, true);
    record(books, sub, now, 'cancel-scheduled', { by: actor.name });
    return done(save(books, { ...sub, cancelAtPeriodEnd: true }, now, 'subscription.updated'));
  }
  return done(cancelAt(books, sub, now, { by: actor.name, reason: when }));
}

export interface PlanChangeQuote {
  timing: 'now' | 'period-end';
  currency: string;
  credit: number;
  charge: number;
  amountDue: number;
  newAmount: number;
  priceVersion: number;
  effectiveAt: number;
  prorationAt: number;
}

/** Why a subscription cannot move to `plan` at all (whatever the instant), or the price it would get. */
function planChangeCheck(books: BillingBooks, sub: Subscription, plan: Plan): Refusal | { amount: number; version: number } {
  if (sub.status !== 'active' && sub.status !== 'trialling') return refusal('not-changeable', 'Only an active or trialling subscription can change its plan');
  if (plan.projectId !== sub.projectId) return refusal('not-found', 'Plan not found', '/data/relationships/plan');
  if (plan.status === 'archived') return refusal('plan-archived', 'The plan is archived', '/data/relationships/plan');
  const version = newestVersion(plan);
  const price = priceIn(version.prices, sub.currency);
  if (!price) return refusal('currency-not-offered', `The plan has no price in ${sub.currency}`, '/data/relationships/plan');
  const current = planOf(books, sub);
  if (plan.interval !== current.interval || plan.intervalCount !== current.intervalCount) {
    return refusal('interval-differs', 'The plan renews at another interval', '/data/relationships/plan');
  }
  if (plan.id === sub.planId && version.version === sub.priceVersion)
    return refusal('same-plan', 'The subscription is on this plan already', '/data/relationships/plan');
  return { amount: price.amount, version: version.version };
}

const previewExpired = () => refusal('preview-expired', 'The preview is out of date: preview the change again');

/**
 * What moving to `plan` (its newest version) at instant `t` of the current period costs: an upgrade
 * (a higher amount) now, prorated; a downgrade or the same amount at the period's end, nothing due
 * now. A trialling subscription moves now and pays nothing until its trial ends.
 */
export function quotePlanChange(books: BillingBooks, sub: Subscription, plan: Plan, t: number): Result<PlanChangeQuote> {
  const check = planChangeCheck(books, sub, plan);
  if ('ok' in check) return check;
  const start = ms(sub.currentPeriodStart);
  const end = ms(sub.currentPeriodEnd);
  if (!(start <= t && t < end)) return previewExpired();
  const base = { currency: sub.currency, newAmount: check.amount, priceVersion: check.version, prorationAt: t };
  if (sub.status === 'trialling') return done({ ...base, timing: 'now', credit: 0, charge: 0, amountDue: 0, effectiveAt: t });
  if (check.amount > sub.amount) return done({ ...base, timing: 'now', ...prorate(sub.amount, check.amount, start, end, t), effectiveAt: t });
  return done({ ...base, timing: 'period-end', credit: 0, charge: 0, amountDue: 0, effectiveAt: end });
}

/**
 * Moves to `plan` as previewed at `prorationAt` (at most `PRORATION_QUOTE_MS` ago, inside the
 * current period), when the amount due there is still `expectedAmountDue`. An upgrade charges it now
 * with a proration invoice; declined, nothing changes (the failed transaction stays) and the change
 * is refused.
 */
export function changePlan(
  books: BillingBooks,
  sub: Subscription,
  plan: Plan,
  quoted: { prorationAt: number; expectedAmountDue: number },
  actor: Actor,
): Result<Subscription> {
  const check = planChangeCheck(books, sub, plan);
  if ('ok' in check) return check;
  const now = books.now();
  const t = quoted.prorationAt;
  if (t > now || now - t > PRORATION_QUOTE_MS) return previewExpired();
  const quote = quotePlanChange(books, sub, plan, t);
  if (!quote.ok) return quote;
  const { value } = quote;
  if (value.amountDue !== quoted.expectedAmountDue) return refusal('preview-changed', 'The amount due has changed: preview the change again');
  if (value.timing === 'period-end') {
    record(books, sub, now, 'plan-change-scheduled', { planName: plan.name, amount: value.newAmount, currency: sub.currency, by: actor.name });
    return done(
      save(books, { ...sub, scheduledPlanChange: { planId: plan.id, priceVersion: value.priceVersion, amount: value.newAmount } }, now, 'subscription.updated'),
    );
  }
  let charged: { invoiceId: string; transactionId: string } | null = null;
  if (value.amountDue > 0) {
    const invoiceId = cardWorks(customerOf(books, sub), now) ? books.newId('in') : undefined;
    const transaction = chargeCard(books, sub, value.amountDue, now, { invoiceId, actor });
    if (!invoiceId || transaction.status !== 'successful') return refusal('payment-declined', 'The card was declined: the plan was not changed');
    const invoice = books.invoices.insert({
      id: invoiceId,
      subscriptionId: sub.id,
      projectId: sub.projectId,
      kind: 'proration',
      status: 'paid',
      currency: sub.currency,
      amount: value.amountDue,
      paidAmount: value.amountDue,
      periodStart: iso(t),
      periodEnd: sub.currentPeriodEnd,
      issuedAt: iso(now),
      paidAt: iso(now),
      transactionIds: [transaction.id],
    });
    books.report({ kind: 'invoice', invoice, webhook: 'invoice.issued' });
    books.report({ kind: 'invoice', invoice, webhook: 'invoice.paid' });
    record(books, sub, now, 'invoice-issued', { invoiceId, amount: value.amountDue, currency: sub.currency });
    record(books, sub, now, 'payment-succeeded', { invoiceId, transactionId: transaction.id, amount: value.amountDue, currency: sub.currency, by: actor.name });
    charged = { invoiceId, transactionId: transaction.id };
  }
  record(books, sub, now, 'plan-changed', { planName: plan.name, amount: value.newAmount, currency: sub.currency, by: actor.name, ...charged });
  const written = save(
    books,
    { ...sub, planId: plan.id, priceVersion: value.priceVersion, amount: value.newAmount, scheduledPlanChange: null },
    now,
    'subscription.updated',
  );
  books.report({ kind: 'plan', planId: sub.planId });
  books.report({ kind: 'plan', planId: plan.id });
  return done(written);
}

/**
 * Charges the failed invoice of a past-due or halted subscription once, now: paid, it recovers;
 * declined, the dunning schedule goes on as it was (no reminder) and the retry is refused.
 */
export function retryPayment(books: BillingBooks, sub: Subscription, actor: Actor): Result<Subscription> {
  const invoice = sub.dunning ? books.invoices.get(sub.dunning.invoiceId) : undefined;
  if ((sub.status !== 'past-due' && sub.status !== 'halted') || !invoice || invoice.status === 'paid') {
    return refusal('nothing-to-retry', 'There is no failed payment to retry');
  }
  const now = books.now();
  const charged = chargeInvoice(books, sub, invoice, now, actor);
  if (charged.paid) return done(recover(books, sub, charged.invoice, now));
  return refusal('payment-declined', 'The card was declined: the reminders go on as scheduled');
}

/** A note on the subscription, and its line in the timeline. */
export function addSubscriptionNote(books: BillingBooks, sub: Subscription, text: string, actor: Actor): Subscription {
  const now = books.now();
  record(books, sub, now, 'note-added', { by: actor.name, text });
  return save(books, { ...sub, notes: [...sub.notes, { id: books.newId('note'), text, at: iso(now), author: actor.name }] }, now, null);
}

export function addCustomerNote(books: BillingBooks, customer: Customer, text: string, actor: Actor): Customer {
  const written = books.customers.upsert({
    ...customer,
    notes: [...customer.notes, { id: books.newId('note'), text, at: iso(books.now()), author: actor.name }],
  });
  books.report({ kind: 'customer', customerId: customer.id });
  return written;
}

/**
 * A new subscription of `customer` to `plan` (its newest version) in `currency`, from now: trialling
 * when the plan has a trial, else its first period invoiced and charged. No action creates one (the
 * seed does, and the property test through this).
 */
export function subscribe(
  books: BillingBooks,
  fields: { customer: Customer; plan: Plan; currency: string; endsAt?: number | null; trial?: boolean },
): Result<Subscription> {
  const version = newestVersion(fields.plan);
  const price = priceIn(version.prices, fields.currency);
  if (!price) return refusal('currency-not-offered', `The plan has no price in ${fields.currency}`);
  if (fields.plan.status === 'archived') return refusal('plan-archived', 'The plan is archived');
  const now = books.now();
  const trialling = (fields.trial ?? true) && fields.plan.trialDays > 0;
  const trialEnd = now + fields.plan.trialDays * 86_400_000;
  const sub = books.subscriptions.insert({
    id: books.newId('sub'),
    projectId: fields.plan.projectId,
    customerId: fields.customer.id,
    planId: fields.plan.id,
    priceVersion: version.version,
    currency: fields.currency,
    amount: price.amount,
    status: trialling ? 'trialling' : 'active',
    createdAt: iso(now),
    anchor: iso(trialling ? trialEnd : now),
    currentPeriodStart: iso(now),
    currentPeriodEnd: iso(trialling ? trialEnd : now),
    trialEndsAt: trialling ? iso(trialEnd) : null,
    cancelAtPeriodEnd: false,
    pauseAt: null,
    resumeAt: null,
    pausedAt: null,
    endsAt: fields.endsAt ? iso(fields.endsAt) : null,
    endedAt: null,
    dunning: null,
    scheduledPlanChange: null,
    recoveredAt: null,
    notes: [],
    expiryRemindersSent: [],
    changedAt: iso(now),
  });
  record(books, sub, now, 'created', { planName: fields.plan.name, amount: price.amount, currency: fields.currency });
  if (trialling) {
    record(books, sub, now, 'trial-started');
    return done(save(books, sub, now, 'subscription.created'));
  }
  books.report({ kind: 'subscription', subscription: sub, webhook: 'subscription.created' });
  return done(startPeriod(books, sub, now, now, 'first', 'subscription.updated'));
}
