// @vitest-environment node
/**
 * The billing engine under random sequences (docs/api/billing.md): subscriptions in JPY, EUR and KWD
 * renewing on the clock, plan changes previewed and made (sometimes minutes later), pauses and
 * resumptions now or on a date, cancellations, cards that start or stop declining, manual retries and
 * dunning schedules changed on the way. The engine's own functions run on fresh in-memory tables with
 * a clock of the test's; after every step:
 *
 * - no period is charged twice: an invoice is paid by at most one successful charge, and the paid
 *   periods of a subscription never overlap (a pause and a resumption within a period included);
 * - a plan change charges exactly the amount its preview said, to the minor unit;
 * - every failure leads to at most three reminders, numbered 1, 2, 3; a subscription halts only once
 *   it has had every reminder of the schedule in force;
 * - the figures equal the lists they link to (`subscriptions/list` with the figure's filters);
 * - nothing of any schedule is left due, and statuses agree with their fields.
 *
 * 1,000 sequences in `npm test`; `npm run test:billing-property` for 10,000.
 */
import fc from 'fast-check';
import { PRORATION_QUOTE_MS } from '@/lib/contract/billing';
import { listQuery } from '../actions/list-query';
import type { Transaction } from '../db/schema';
import { Table } from '../db/table';
import { settingsOf, type BillingBooks } from './books';
import { cancel, changePlan, earliestDue, pause, quotePlanChange, resume, retryPayment, runDue, subscribe, type Actor } from './engine';
import { billingFigures, monthlyAmount } from './figures';
import { figureFilters, subscriptionListOptions, subscriptionRow } from './list-fields';
import type { BillingEvent, BillingSettings, Customer, Invoice, Plan, Subscription } from './model';
import { monthStartOf } from './periods';

const RUNS = Number(process.env.BILLING_RUNS ?? 1000);
const MINUTE = 60_000;
const DAY = 86_400_000;
const PROJECT = 'prj';
const START = Date.parse('2027-01-30T10:00:00Z');
const currencies = ['JPY', 'EUR', 'KWD'] as const;
const actor: Actor = { name: 'Property' };

const priced = (jpy: number, eur: number, kwd: number) => [
  { currency: 'JPY', amount: jpy },
  { currency: 'EUR', amount: eur },
  { currency: 'KWD', amount: kwd },
];

function plan(id: string, interval: Plan['interval'], prices: Plan['versions'][number]['prices'], fields: Partial<Plan> = {}): Plan {
  return {
    id,
    projectId: PROJECT,
    name: id,
    interval,
    intervalCount: 1,
    trialDays: 0,
    status: 'active',
    versions: [{ version: 1, prices, createdAt: new Date(START - 400 * DAY).toISOString() }],
    createdAt: new Date(START - 400 * DAY).toISOString(),
    archivedAt: null,
    ...fields,
  };
}

const plans = (): Plan[] => [
  plan('basic', 'month', priced(1500, 900, 3000)),
  plan('pro', 'month', priced(4500, 2900, 9500)),
  plan('team', 'month', priced(12000, 7900, 25000), { trialDays: 14 }),
  plan('box', 'week', priced(1300, 1200, 2500)),
  plan('box-plus', 'week', priced(2100, 2000, 4100)),
  plan('annual', 'year', priced(45000, 29000, 90000)),
  plan('legacy', 'month', priced(600, 500, 1000), { status: 'archived', archivedAt: new Date(START - DAY).toISOString() }),
];

const customers = (): Customer[] =>
  currencies.map((currency, i) => ({
    id: `cus_${currency.toLowerCase()}`,
    projectId: PROJECT,
    name: `Customer ${currency}`,
    email: `${currency.toLowerCase()}@example.com`,
    country: ['JP', 'DE', 'KW'][i],
    createdAt: new Date(START - DAY).toISOString(),
    // The EUR customer's card expires at the end of 2027: then every charge of it fails.
    paymentMethods: [{ id: `card_${i}`, brand: 'visa', last4: '4242', expMonth: 12, expYear: currency === 'EUR' ? 2027 : 2031, declines: false }],
    notes: [],
  }));

function world() {
  let t = START;
  let ids = 0;
  const books: BillingBooks = {
    customers: new Table<Customer>(customers),
    plans: new Table<Plan>(plans),
    subscriptions: new Table<Subscription>(() => []),
    invoices: new Table<Invoice>(() => []),
    events: new Table<BillingEvent>(() => []),
    transactions: new Table<Transaction>(() => []),
    settings: new Table<BillingSettings>(() => []),
    parentOf: () => null,
    now: () => t,
    newId: (prefix) => `${prefix}_${(ids += 1)}`,
    report: () => {},
  };
  /** The clock moves and the sweep applies what fell due (as the sandbox's job does). */
  const advance = (ms: number) => {
    t += ms;
    runDue(books, t);
  };
  return { books, advance, now: () => t };
}

type Command =
  | { kind: 'subscribe'; customer: number; plan: number }
  | { kind: 'advance'; ms: number }
  | { kind: 'card'; customer: number; declines: boolean }
  | { kind: 'heal' }
  | { kind: 'changePlan'; sub: number; plan: number; delay: number }
  | { kind: 'pause'; sub: number; inDays: number | null; resumeAfterDays: number | null }
  | { kind: 'resume'; sub: number; inDays: number | null }
  | { kind: 'cancel'; sub: number; when: 'now' | 'period-end' }
  | { kind: 'retry'; sub: number }
  | { kind: 'settings'; days: number[] };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('subscribe' as const), customer: fc.nat(2), plan: fc.nat(6) }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.oneof(
        fc.integer({ min: MINUTE, max: 6 * 60 * MINUTE }),
        { weight: 2, arbitrary: fc.integer({ min: DAY / 2, max: 3 * DAY }) },
        fc.integer({ min: 3 * DAY, max: 9 * DAY }),
        fc.integer({ min: 10 * DAY, max: 45 * DAY }),
      ),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('card' as const), customer: fc.nat(2), declines: fc.boolean() }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'heal' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('changePlan' as const),
      sub: fc.nat(),
      plan: fc.nat(6),
      delay: fc.integer({ min: 0, max: PRORATION_QUOTE_MS + MINUTE }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pause' as const),
      sub: fc.nat(),
      inDays: fc.option(fc.integer({ min: 1, max: 20 })),
      resumeAfterDays: fc.option(fc.integer({ min: 1, max: 30 })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('resume' as const), sub: fc.nat(), inDays: fc.option(fc.integer({ min: 1, max: 20 })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), sub: fc.nat(), when: fc.constantFrom('now' as const, 'period-end' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('retry' as const), sub: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc
      .uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 })
      .map((days) => ({ kind: 'settings' as const, days: [...days].sort((a, b) => a - b) })),
  },
);

const initial = fc.record({
  subscriptions: fc.array(fc.record({ customer: fc.nat(2), plan: fc.nat(5) }), { minLength: 1, maxLength: 3 }),
  /** Which customers' cards decline from the start. */
  declining: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
});

interface Stats {
  renewals: number;
  failures: number;
  reminders: number;
  halts: number;
  recoveries: number;
  prorations: number;
  sequences: number;
}
const stats: Stats = { renewals: 0, failures: 0, reminders: 0, halts: 0, recoveries: 0, prorations: 0, sequences: 0 };

/** The number of retry days in force after each change (`seq`: the last timeline event written before it). */
type SettingsHistory = { seq: number; count: number }[];
const remindersInForce = (history: SettingsHistory, event: BillingEvent) => history.filter((entry) => entry.seq < event.seq).at(-1)!.count;

function check(books: BillingBooks, now: number, history: SettingsHistory) {
  const subs = books.subscriptions.all();
  const invoices = books.invoices.all();
  const transactions = books.transactions.all();
  const events = books.events.all().sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.seq - b.seq));

  // Nothing is left due; statuses agree with their fields.
  const due = earliestDue(books);
  expect(due === null || due > now).toBe(true);
  for (const sub of subs) {
    if (sub.status === 'past-due') expect(books.invoices.get(sub.dunning!.invoiceId)?.status).toBe('failed');
    if (sub.status === 'active' || sub.status === 'trialling') {
      expect(sub.dunning).toBeNull();
      expect(Date.parse(sub.currentPeriodEnd)).toBeGreaterThan(now);
    }
    if (sub.status === 'paused') expect(sub.pausedAt).not.toBeNull();
    if (sub.status === 'halted' || sub.status === 'cancelled' || sub.status === 'expired') expect(sub.endedAt).not.toBeNull();
  }

  // No period is charged twice.
  for (const invoice of invoices) {
    const paid = transactions.filter((t) => t.invoiceId === invoice.id && t.status === 'successful');
    expect(paid.length).toBeLessThanOrEqual(1);
    if (paid.length) expect(paid[0].amount).toBe(invoice.amount);
    expect(invoice.status === 'paid').toBe(paid.length === 1);
  }
  for (const sub of subs) {
    const periods = invoices
      .filter((i) => i.subscriptionId === sub.id && i.kind !== 'proration' && i.status === 'paid')
      .sort((a, b) => (a.periodStart < b.periodStart ? -1 : 1));
    for (let i = 1; i < periods.length; i += 1) expect(periods[i].periodStart >= periods[i - 1].periodEnd).toBe(true);
    expect(transactions.filter((t) => t.subscriptionId === sub.id && t.status === 'successful' && !t.invoiceId)).toEqual([]);
  }

  // At most three reminders per failure, numbered in order; a halt only after the last one in force.
  for (const sub of subs) {
    let run: { reminders: number; lastAt: string } | null = null;
    for (const event of events.filter((e) => e.subscriptionId === sub.id)) {
      if (event.kind === 'past-due') run = { reminders: 0, lastAt: event.at };
      else if (event.kind === 'reminder-sent') {
        expect(run).not.toBeNull();
        expect(event.detail.number).toBe(run!.reminders + 1);
        run!.reminders += 1;
        run!.lastAt = event.at;
        expect(run!.reminders).toBeLessThanOrEqual(3);
      } else if (event.kind === 'halted') {
        expect(run).not.toBeNull();
        expect(run!.reminders).toBeGreaterThanOrEqual(Math.min(3, remindersInForce(history, event)));
        expect(event.at >= run!.lastAt).toBe(true);
        run = null;
      } else if (['recovered', 'paused', 'cancelled', 'expired'].includes(event.kind)) run = null;
    }
  }

  // The figures are the lists they link to.
  const monthStart = new Date(monthStartOf(now)).toISOString();
  const options = subscriptionListOptions(books);
  const rows = subs.map(subscriptionRow);
  const total = (filters: NonNullable<Parameters<typeof listQuery>[1]['filters']>) => {
    const page = listQuery(rows, { filters, page: { size: 500 } }, options);
    if ('errors' in page) throw new Error(JSON.stringify(page.errors));
    return page;
  };
  for (const figure of billingFigures(subs, (sub) => books.plans.get(sub.planId), monthStart)) {
    const filters = figureFilters(figure.currency, monthStart);
    expect(figure.active).toBe(total(filters.active).meta.page.total);
    expect(figure.inDunning).toBe(total(filters.inDunning).meta.page.total);
    expect(figure.recovered).toBe(total(filters.recovered).meta.page.total);
    expect(figure.churned).toBe(total(filters.churned).meta.page.total);
    const mrr = total(filters.mrr).rows.reduce((sum, row) => {
      const p = books.plans.get(row.sub.planId)!;
      return sum + monthlyAmount(row.sub.amount, p.interval, p.intervalCount);
    }, 0);
    expect(figure.mrr).toBe(mrr);
  }
}

function run(start: { subscriptions: { customer: number; plan: number }[]; declining: boolean[] }, commands: Command[]) {
  const { books, advance, now } = world();
  for (const [i, row] of books.customers.all().entries()) {
    books.customers.upsert({ ...row, paymentMethods: row.paymentMethods.map((card) => ({ ...card, declines: start.declining[i] })) });
  }
  const history: SettingsHistory = [{ seq: -Infinity, count: 3 }];
  const customer = (i: number) => books.customers.all()[i % 3];
  const planAt = (i: number) => books.plans.all()[i % 7];
  const pick = (i: number) => {
    const subs = books.subscriptions.all();
    return subs.length ? subs[i % subs.length] : undefined;
  };
  for (const s of start.subscriptions) subscribe(books, { customer: customer(s.customer), plan: planAt(s.plan), currency: currencies[s.customer % 3] });
  check(books, now(), history);
  for (const c of commands) {
    switch (c.kind) {
      case 'subscribe':
        subscribe(books, { customer: customer(c.customer), plan: planAt(c.plan), currency: currencies[c.customer % 3] });
        break;
      case 'advance':
        advance(c.ms);
        break;
      case 'heal':
        for (const row of books.customers.all())
          books.customers.upsert({ ...row, paymentMethods: row.paymentMethods.map((card) => ({ ...card, declines: false })) });
        break;
      case 'card': {
        const row = customer(c.customer);
        const [card, ...rest] = row.paymentMethods;
        books.customers.upsert({ ...row, paymentMethods: [{ ...card, declines: c.declines }, ...rest] });
        break;
      }
      case 'changePlan': {
        const sub = pick(c.sub);
        if (!sub) break;
        const target = planAt(c.plan);
        const at = now();
        const preview = quotePlanChange(books, sub, target, at);
        if (!preview.ok) {
          expect(changePlan(books, sub, target, { prorationAt: at, expectedAmountDue: 0 }, actor).ok).toBe(false);
          break;
        }
        if (c.delay > 0) advance(c.delay);
        const current = books.subscriptions.get(sub.id)!;
        const before = books.transactions.size;
        const changed = changePlan(books, current, target, { prorationAt: at, expectedAmountDue: preview.value.amountDue }, actor);
        if (c.delay > PRORATION_QUOTE_MS) expect(changed.ok).toBe(false);
        const charges = books.transactions.all().slice(before);
        if (changed.ok && preview.value.timing === 'now' && preview.value.amountDue > 0) {
          stats.prorations += 1;
          expect(charges.map((t) => [t.status, t.amount, t.currency])).toEqual([['successful', preview.value.amountDue, current.currency]]);
          expect(books.invoices.get(charges[0].invoiceId!)).toMatchObject({ kind: 'proration', amount: preview.value.amountDue });
        } else {
          expect(charges.filter((t) => t.status === 'successful')).toEqual([]);
        }
        if (changed.ok) {
          expect(changed.value.planId).toBe(preview.value.timing === 'now' ? target.id : current.planId);
          if (preview.value.timing === 'period-end') expect(changed.value.scheduledPlanChange?.planId).toBe(target.id);
        }
        break;
      }
      case 'pause': {
        const sub = pick(c.sub);
        if (sub) {
          const at = c.inDays === null ? ('now' as const) : now() + c.inDays * DAY;
          const from = at === 'now' ? now() : at;
          pause(books, sub, { at, resumeAt: c.resumeAfterDays === null ? null : from + c.resumeAfterDays * DAY }, actor);
        }
        break;
      }
      case 'resume': {
        const sub = pick(c.sub);
        if (sub) resume(books, sub, { at: c.inDays === null ? 'now' : now() + c.inDays * DAY }, actor);
        break;
      }
      case 'cancel': {
        const sub = pick(c.sub);
        if (sub) cancel(books, sub, c.when, actor);
        break;
      }
      case 'retry': {
        // Mostly a subscription with a failed payment (a retry of any other is refused).
        const failing = books.subscriptions.filter((row) => row.status === 'past-due' || row.status === 'halted');
        const sub = failing.length && c.sub % 4 !== 0 ? failing[c.sub % failing.length] : pick(c.sub);
        if (!sub) break;
        const before = books.transactions.size;
        const retried = retryPayment(books, sub, actor);
        const charges = books.transactions.all().slice(before);
        if (sub.status !== 'past-due' && sub.status !== 'halted') expect(retried).toMatchObject({ ok: false, code: 'nothing-to-retry' });
        else {
          expect(charges).toHaveLength(1);
          expect(retried.ok).toBe(charges[0].status === 'successful');
        }
        break;
      }
      case 'settings': {
        books.settings.upsert({ id: PROJECT, retryDays: c.days, expiryReminderDays: 7, updatedAt: new Date(now()).toISOString() });
        history.push({ seq: Math.max(0, ...books.events.all().map((e) => e.seq)), count: c.days.length });
        expect(settingsOf(books, PROJECT).retryDays).toEqual(c.days);
        break;
      }
    }
    // The sandbox arms its sweep after every change: what a change made due (a renewal after a late
    // recovery, a retry day moved into the past) runs at once.
    advance(0);
    check(books, now(), history);
  }
  const kinds = books.events.all().map((e) => e.kind);
  stats.renewals += kinds.filter((k) => k === 'payment-succeeded').length;
  stats.failures += kinds.filter((k) => k === 'past-due').length;
  stats.reminders += kinds.filter((k) => k === 'reminder-sent').length;
  stats.halts += kinds.filter((k) => k === 'halted').length;
  stats.recoveries += kinds.filter((k) => k === 'recovered').length;
  stats.sequences += 1;
}

describe('the billing engine under random sequences', () => {
  it(`charges no period twice, charges what it previewed, reminds at most three times and halts only after the last, counts its figures as its lists (${RUNS} sequences)`, () => {
    fc.assert(fc.property(initial, fc.array(command, { minLength: 1, maxLength: 40 }), run), { numRuns: RUNS });
    // The sequences did reach what they check.
    expect(stats.failures).toBeGreaterThan(0);
    expect(stats.halts).toBeGreaterThan(0);
    expect(stats.recoveries).toBeGreaterThan(0);
    expect(stats.prorations).toBeGreaterThan(0);
    if (process.env.BILLING_REPORT === '1') console.log(`billing sequences: ${JSON.stringify(stats)}`);
  });
});
