/**
 * Writes seeded subscriptions with the history the sandbox would have written for them: invoices,
 * their charges and the timeline, dated as the engine dates them (a renewal at the period's end,
 * reminders on the retry days). Each story takes the instants it is built around; the caller keeps
 * them at or before today's midnight (done) or tomorrow or later (to come).
 */
import { DEFAULT_RETRY_DAYS, type TimelineKind } from '@/lib/contract/billing';
import { iso } from '../db/transactions';
import type { BillingEvent, BillingEventDetail, Customer, Invoice, InvoiceKind, Plan, PriceVersion, Subscription } from './model';
import { addInterval, cardExpiryEnd, DAY } from './periods';
import { cardReminderKey, termReminderKey } from './schedule';
import type { StableCharge } from './seed-stable';

const HOUR = 3_600_000;
const EXPIRY_LEAD = 7 * DAY;

export interface BillingSeed {
  customers: Customer[];
  plans: Plan[];
  subscriptions: Subscription[];
  invoices: Invoice[];
  events: BillingEvent[];
}

export interface Story {
  id: string;
  customer: Customer;
  plan: Plan;
  version: PriceVersion;
  currency: string;
}

const step = (plan: Plan, from: number, periods: number) => addInterval(from, plan.interval, periods * plan.intervalCount);

/**
 * An anchor `periods` (or a few more) periods before `end` whose boundary that many periods on is
 * `end` exactly (a month of the 30th counted back through February clamps: one more period back
 * finds a month that has the day).
 */
export function anchorFor(plan: Plan, end: number, periods: number): { anchor: number; periods: number } {
  for (let p = Math.max(1, periods); p < periods + 24; p += 1) {
    const anchor = step(plan, end, -p);
    if (step(plan, anchor, p) === end) return { anchor, periods: p };
  }
  throw new Error(`billing seed: no anchor for ${new Date(end).toISOString()}`);
}

/** Half way between two instants (a person's change between a renewal and today). */
const between = (from: number, to: number) => from + Math.floor((to - from) / 2);

export class SeedWriter implements BillingSeed {
  customers: Customer[] = [];
  plans: Plan[] = [];
  subscriptions: Subscription[] = [];
  invoices: Invoice[] = [];
  events: BillingEvent[] = [];
  private seq = 0;
  private readonly charges: Map<string, StableCharge>;

  /** Every period invoiced, or only the current one (the enterprise seed's 10,000: older history is not seeded). */
  history: 'full' | 'current' = 'full';

  constructor(
    readonly dayStart: number,
    charges: readonly StableCharge[],
  ) {
    this.charges = new Map(charges.map((charge) => [`${charge.subscriptionId} ${charge.at}`, charge]));
  }

  private readonly eventCounts = new Map<string, number>();
  private readonly invoiceCounts = new Map<string, number>();

  /** `<subscription id without sub_>_<n>`: the n-th event or invoice of the subscription. */
  private nextOf(subId: string, counts: Map<string, number>) {
    const n = (counts.get(subId) ?? 0) + 1;
    counts.set(subId, n);
    return `${subId.startsWith('sub_') ? subId.slice(4) : subId}_${n}`;
  }

  event(sub: Pick<Subscription, 'id' | 'projectId'>, at: number, kind: TimelineKind, detail: BillingEventDetail = {}) {
    this.seq += 1;
    this.events.push({
      id: `bev_${this.nextOf(sub.id, this.eventCounts)}`,
      subscriptionId: sub.id,
      projectId: sub.projectId,
      at: iso(at),
      kind,
      detail,
      seq: this.seq,
    });
  }

  invoice(sub: Pick<Subscription, 'id' | 'projectId'>, story: Story, kind: InvoiceKind, amount: number, start: number, end: number): Invoice {
    const invoice: Invoice = {
      id: `in_${this.nextOf(sub.id, this.invoiceCounts)}`,
      subscriptionId: sub.id,
      projectId: sub.projectId,
      kind,
      status: 'issued',
      currency: story.currency,
      amount,
      paidAmount: 0,
      periodStart: iso(start),
      periodEnd: iso(end),
      issuedAt: iso(start),
      paidAt: null,
      transactionIds: [],
    };
    this.invoices.push(invoice);
    this.event(sub, start, 'invoice-issued', { invoiceId: invoice.id, amount, currency: story.currency });
    return invoice;
  }

  /** A charge of the invoice at `at` (a real transaction when the transactions seed has one there). */
  charge(sub: Pick<Subscription, 'id' | 'projectId'>, invoice: Invoice, at: number, paid: boolean, number?: number) {
    const transaction = this.charges.get(`${sub.id} ${at}`)?.transaction;
    if (transaction) invoice.transactionIds.push(transaction.id);
    invoice.status = paid ? 'paid' : 'failed';
    if (paid) {
      invoice.paidAmount = invoice.amount;
      invoice.paidAt = iso(at);
    }
    this.event(sub, at, paid ? 'payment-succeeded' : 'payment-failed', {
      invoiceId: invoice.id,
      amount: invoice.amount,
      currency: invoice.currency,
      ...(transaction && { transactionId: transaction.id }),
      ...(number !== undefined && { number }),
    });
  }

  private base(
    story: Story,
    fields: Partial<Subscription> & Pick<Subscription, 'status' | 'createdAt' | 'anchor' | 'currentPeriodStart' | 'currentPeriodEnd' | 'changedAt'>,
  ): Subscription {
    return {
      id: story.id,
      projectId: story.plan.projectId,
      customerId: story.customer.id,
      planId: story.plan.id,
      priceVersion: story.version.version,
      currency: story.currency,
      amount: story.version.prices.find((price) => price.currency === story.currency)?.amount ?? 0,
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
      pauseAt: null,
      resumeAt: null,
      pausedAt: null,
      endsAt: null,
      endedAt: null,
      dunning: null,
      scheduledPlanChange: null,
      recoveredAt: null,
      notes: [],
      expiryRemindersSent: [],
      ...fields,
    };
  }

  /**
   * Created at the anchor, then `periods` periods invoiced and paid; answers the boundaries from the
   * first invoiced one on (the last is the current period's end).
   */
  private paidPeriods(story: Story, anchor: number, periods: number): number[] {
    const sub = { id: story.id, projectId: story.plan.projectId };
    const amount = story.version.prices.find((price) => price.currency === story.currency)?.amount ?? 0;
    const first = this.history === 'full' ? 0 : Math.max(0, periods - 1);
    const bounds: number[] = [];
    for (let k = first; k <= periods; k += 1) bounds[k] = step(story.plan, anchor, k);
    this.event(sub, anchor, 'created', { planName: story.plan.name, amount, currency: story.currency });
    for (let k = first; k < periods; k += 1) {
      const invoice = this.invoice(sub, story, k === 0 ? 'first' : 'renewal', amount, bounds[k], bounds[k + 1]);
      this.charge(sub, invoice, bounds[k], true);
    }
    return bounds;
  }

  private add(sub: Subscription) {
    this.subscriptions.push(sub);
    return sub;
  }

  /** Active: `periods` paid, the current one ending at `periodEnd` (tomorrow or later). */
  active(story: Story, periodEnd: number, wanted: number, extras: Partial<Subscription> = {}) {
    const { anchor, periods } = anchorFor(story.plan, periodEnd, wanted);
    const bounds = this.paidPeriods(story, anchor, periods);
    const start = bounds[periods - 1];
    return this.add(
      this.base(story, {
        status: 'active',
        createdAt: iso(anchor),
        anchor: iso(anchor),
        currentPeriodStart: iso(start),
        currentPeriodEnd: iso(periodEnd),
        changedAt: iso(start),
        ...extras,
      }),
    );
  }

  /** A person's change to an active subscription, between its last renewal and today. */
  changedByPerson(sub: Subscription, kind: TimelineKind, detail: BillingEventDetail, changes: Partial<Subscription>) {
    const at = between(Date.parse(sub.currentPeriodStart), this.dayStart);
    this.event(sub, at, kind, detail);
    Object.assign(sub, changes, { changedAt: iso(Math.max(Date.parse(sub.changedAt), at)) });
    return sub;
  }

  /** Trialling: started `trialDays` before `trialEnd` (tomorrow or later). */
  trialling(story: Story, trialEnd: number) {
    const started = trialEnd - story.plan.trialDays * DAY;
    const sub = { id: story.id, projectId: story.plan.projectId };
    const amount = story.version.prices.find((price) => price.currency === story.currency)?.amount ?? 0;
    this.event(sub, started, 'created', { planName: story.plan.name, amount, currency: story.currency });
    this.event(sub, started, 'trial-started');
    return this.add(
      this.base(story, {
        status: 'trialling',
        createdAt: iso(started),
        anchor: iso(trialEnd),
        currentPeriodStart: iso(started),
        currentPeriodEnd: iso(trialEnd),
        trialEndsAt: iso(trialEnd),
        changedAt: iso(started),
      }),
    );
  }

  /**
   * The renewal at `failedAt` failed after `periods` paid ones, then `failedRetries` reminders whose
   * retries failed; `recoveredAt`: the next reminder's retry was paid.
   */
  private failed(story: Story, failedAt: number, wanted: number, failedRetries: number, recovers: boolean) {
    const { anchor, periods } = anchorFor(story.plan, failedAt, wanted);
    const bounds = this.paidPeriods(story, anchor, periods);
    const sub = { id: story.id, projectId: story.plan.projectId };
    const amount = story.version.prices.find((price) => price.currency === story.currency)?.amount ?? 0;
    const invoice = this.invoice(sub, story, 'renewal', amount, failedAt, step(story.plan, anchor, periods + 1));
    this.charge(sub, invoice, failedAt, false);
    this.event(sub, failedAt, 'past-due', { invoiceId: invoice.id });
    let last = failedAt;
    const reminders = recovers ? failedRetries + 1 : failedRetries;
    for (let n = 1; n <= reminders; n += 1) {
      last = failedAt + DEFAULT_RETRY_DAYS[n - 1] * DAY;
      this.event(sub, last, 'reminder-sent', {
        number: n,
        to: story.customer.email,
        subject: `Payment for ${story.plan.name} failed — reminder ${n} of ${DEFAULT_RETRY_DAYS.length}`,
      });
      this.charge(sub, invoice, last, recovers && n === reminders, n);
    }
    return { anchor, bounds, invoice, last, periods };
  }

  /** Past due: failed at `failedAt`, `reminders` reminders sent (their retries failed). */
  pastDue(story: Story, failedAt: number, wanted: number, reminders: number) {
    const { anchor, bounds, invoice, last, periods } = this.failed(story, failedAt, wanted, reminders, false);
    return this.add(
      this.base(story, {
        status: 'past-due',
        createdAt: iso(anchor),
        anchor: iso(anchor),
        currentPeriodStart: iso(bounds[periods - 1]),
        currentPeriodEnd: iso(failedAt),
        dunning: { failedAt: iso(failedAt), invoiceId: invoice.id, remindersSent: reminders, lastReminderAt: reminders ? iso(last) : null },
        changedAt: iso(last),
      }),
    );
  }

  /** Recovered at the retry after `failedRetries` failed ones: active in the failed invoice's period. */
  recovered(story: Story, failedAt: number, periods: number, failedRetries: number) {
    const { anchor, invoice, last } = this.failed(story, failedAt, periods, failedRetries, true);
    this.event({ id: story.id, projectId: story.plan.projectId }, last, 'recovered', { invoiceId: invoice.id });
    return this.add(
      this.base(story, {
        status: 'active',
        createdAt: iso(anchor),
        anchor: iso(anchor),
        currentPeriodStart: invoice.periodStart,
        currentPeriodEnd: invoice.periodEnd,
        recoveredAt: iso(last),
        changedAt: iso(last),
      }),
    );
  }

  /** Halted: every reminder's retry failed, the last at `failedAt` + 5 days. */
  halted(story: Story, failedAt: number, wanted: number) {
    const { anchor, bounds, invoice, last, periods } = this.failed(story, failedAt, wanted, DEFAULT_RETRY_DAYS.length, false);
    this.event({ id: story.id, projectId: story.plan.projectId }, last, 'halted', { invoiceId: invoice.id });
    return this.add(
      this.base(story, {
        status: 'halted',
        createdAt: iso(anchor),
        anchor: iso(anchor),
        currentPeriodStart: iso(bounds[periods - 1]),
        currentPeriodEnd: iso(failedAt),
        endedAt: iso(last),
        dunning: { failedAt: iso(failedAt), invoiceId: invoice.id, remindersSent: DEFAULT_RETRY_DAYS.length, lastReminderAt: iso(last) },
        changedAt: iso(last),
      }),
    );
  }

  /** Paused at `pausedAt` during the period ending `periodEnd`, to resume at `resumeAt` (or not scheduled). */
  paused(story: Story, periodEnd: number, periods: number, pausedAt: number, resumeAt: number | null) {
    const sub = this.active(story, periodEnd, periods);
    this.event(sub, pausedAt, 'paused', { by: 'Ada Admin' });
    if (resumeAt !== null) this.event(sub, pausedAt, 'resume-scheduled', { by: 'Ada Admin' });
    return Object.assign(sub, { status: 'paused', pausedAt: iso(pausedAt), resumeAt: resumeAt === null ? null : iso(resumeAt), changedAt: iso(pausedAt) });
  }

  /** Cancelled at `endedAt`: at the end of a period (scheduled before) or during one, by a person. */
  cancelled(story: Story, endedAt: number, wanted: number, atPeriodEnd: boolean) {
    const periodEnd = atPeriodEnd ? endedAt : step(story.plan, endedAt, 1);
    const { anchor, periods } = anchorFor(story.plan, periodEnd, wanted);
    const bounds = this.paidPeriods(story, anchor, periods);
    const start = bounds[periods - 1];
    const sub = { id: story.id, projectId: story.plan.projectId };
    if (atPeriodEnd) this.event(sub, between(start, endedAt), 'cancel-scheduled', { by: 'Ada Admin' });
    this.event(sub, endedAt, 'cancelled', atPeriodEnd ? { reason: 'period-end' } : { by: 'Ada Admin', reason: 'now' });
    return this.add(
      this.base(story, {
        status: 'cancelled',
        createdAt: iso(anchor),
        anchor: iso(anchor),
        currentPeriodStart: iso(start),
        currentPeriodEnd: iso(periodEnd),
        endedAt: iso(endedAt),
        changedAt: iso(endedAt),
      }),
    );
  }

  /** A fixed term that ended at `endsAt` (a period's end), its reminder sent a week before. */
  expired(story: Story, endsAt: number, wanted: number) {
    const { anchor, periods } = anchorFor(story.plan, endsAt, wanted);
    const bounds = this.paidPeriods(story, anchor, periods);
    const sub = { id: story.id, projectId: story.plan.projectId };
    const reminders: string[] = [];
    if (endsAt - EXPIRY_LEAD >= anchor) {
      this.event(sub, endsAt - EXPIRY_LEAD, 'expiry-reminder-sent', {
        to: story.customer.email,
        subject: `Your ${story.plan.name} subscription ends on ${iso(endsAt).slice(0, 10)}`,
        reason: 'fixed-term',
      });
      reminders.push(termReminderKey(iso(endsAt)));
    }
    this.event(sub, endsAt, 'expired');
    return this.add(
      this.base(story, {
        status: 'expired',
        createdAt: iso(anchor),
        anchor: iso(anchor),
        currentPeriodStart: iso(bounds[periods - 1]),
        currentPeriodEnd: iso(endsAt),
        endsAt: iso(endsAt),
        endedAt: iso(endsAt),
        expiryRemindersSent: reminders,
        changedAt: iso(endsAt),
      }),
    );
  }

  /**
   * The expiry reminders the sandbox sent by today (a week before the default card's expiry or a
   * fixed term's end, once the subscription existed, not while paused), for every subscription still
   * running. Run once every subscription is written.
   */
  sendDueExpiryReminders(customerOf: (id: string) => Customer | undefined) {
    for (const sub of this.subscriptions) {
      if (sub.status === 'halted' || sub.status === 'cancelled' || sub.status === 'expired') continue;
      const created = Date.parse(sub.createdAt);
      const until = sub.status === 'paused' && sub.pausedAt ? Math.min(this.dayStart, Date.parse(sub.pausedAt)) : this.dayStart;
      const customer = customerOf(sub.customerId);
      const card = customer?.paymentMethods[0];
      const due: { key: string; end: number; reason: 'card' | 'fixed-term'; subject: string }[] = [];
      if (card) {
        due.push({ key: cardReminderKey(card), end: cardExpiryEnd(card), reason: 'card', subject: `Your card ending ${card.last4} expires soon` });
      }
      if (sub.endsAt)
        due.push({
          key: termReminderKey(sub.endsAt),
          end: Date.parse(sub.endsAt),
          reason: 'fixed-term',
          subject: `Your subscription ends on ${sub.endsAt.slice(0, 10)}`,
        });
      for (const reminder of due) {
        const at = reminder.end - EXPIRY_LEAD;
        if (at < created || at > until || at >= reminder.end || sub.expiryRemindersSent.includes(reminder.key)) continue;
        this.event(sub, at, 'expiry-reminder-sent', { to: customer?.email ?? '', subject: reminder.subject, reason: reminder.reason });
        sub.expiryRemindersSent = [...sub.expiryRemindersSent, reminder.key];
        if (at > Date.parse(sub.changedAt)) sub.changedAt = iso(at);
      }
    }
  }
}

export { HOUR };
