/**
 * The billing seed (docs/api/billing.md, *Sandbox seed*): Northwind Shop and Solo Store get a few
 * hundred customers each (the first are the customers of their seeded payments, so a customer's
 * payments show), plans monthly, quarterly, weekly, daily and yearly in EUR, USD, GBP, JPY and KWD
 * (one with a trial, one archived, Pro monthly with two price versions), and subscriptions in every
 * status with the history the sandbox would have written; the rows tests name have stable ids
 * (`seed-stable.ts`). The enterprise account's organization gets 10,000 (`seed-enterprise.ts`).
 * Deterministic, dated from today's UTC midnight; built lazily on the first read of a billing table.
 */
import type { Currency, Transaction } from '../db/schema';
import { createRandom, type Random } from '../db/random';
import { SEED, startOfUtcDay } from '../db/seed';
import { iso } from './books';
import type { Customer, Money, PaymentCard, Plan, PriceVersion } from './model';
import { addInterval, DAY, onDay28OrBefore } from './periods';
import { seedEnterpriseBilling } from './seed-enterprise';
import { NORTHWIND_SHOP, PRO_MONTHLY_V2, SOLO_STORE, STABLE, seededSubscriptionCharges, stableCustomers, stableTimes } from './seed-stable';
import { HOUR, SeedWriter, type BillingSeed, type Story } from './seed-writer';

export type { BillingSeed };

const MINUTE = 60_000;

type PlanSeed = Pick<Plan, 'id' | 'projectId' | 'name' | 'interval' | 'intervalCount' | 'trialDays'> & {
  /** Price versions: how many days before today each was set, and its prices. */
  versions: { daysAgo: number; prices: Record<string, number> }[];
  archivedDaysAgo?: number;
};

function plan(dayStart: number, seed: PlanSeed): Plan {
  const versions: PriceVersion[] = seed.versions.map((version, i) => ({
    version: i + 1,
    prices: Object.entries(version.prices).map(([currency, amount]): Money => ({ currency, amount })),
    createdAt: iso(dayStart - version.daysAgo * DAY + 10 * HOUR),
  }));
  const { versions: _versions, archivedDaysAgo, ...fields } = seed;
  return {
    ...fields,
    status: archivedDaysAgo === undefined ? 'active' : 'archived',
    versions,
    createdAt: versions[0].createdAt,
    archivedAt: archivedDaysAgo === undefined ? null : iso(dayStart - archivedDaysAgo * DAY + 11 * HOUR),
  };
}

const V2_DAYS_AGO = 210;

const northwindPlans = (dayStart: number): Plan[] =>
  [
    {
      id: STABLE.proMonthly,
      name: 'Pro',
      interval: 'month',
      intervalCount: 1,
      trialDays: 0,
      versions: [
        { daysAgo: 420, prices: { EUR: 2500, USD: 2900, JPY: 4000, KWD: 8000 } },
        { daysAgo: V2_DAYS_AGO, prices: { ...PRO_MONTHLY_V2 } },
      ],
    },
    {
      id: STABLE.proYearly,
      name: 'Pro (yearly)',
      interval: 'year',
      intervalCount: 1,
      trialDays: 0,
      versions: [{ daysAgo: 420, prices: { EUR: 29000, USD: 32000, JPY: 45000 } }],
    },
    {
      id: STABLE.basicMonthly,
      name: 'Basic',
      interval: 'month',
      intervalCount: 1,
      trialDays: 0,
      versions: [{ daysAgo: 430, prices: { EUR: 900, USD: 1000, JPY: 1500, KWD: 3000 } }],
    },
    {
      id: STABLE.teamMonthly,
      name: 'Team',
      interval: 'month',
      intervalCount: 1,
      trialDays: 14,
      versions: [{ daysAgo: 300, prices: { EUR: 7900, USD: 8900, JPY: 12000, KWD: 25000 } }],
    },
    {
      id: STABLE.coffeeWeekly,
      name: 'Coffee box',
      interval: 'week',
      intervalCount: 1,
      trialDays: 0,
      versions: [{ daysAgo: 150, prices: { EUR: 1200, USD: 1300 } }],
    },
    {
      id: STABLE.quarterly,
      name: 'Magazine (quarterly)',
      interval: 'month',
      intervalCount: 3,
      trialDays: 0,
      versions: [{ daysAgo: 500, prices: { EUR: 2400, GBP: 2100, USD: 2600 } }],
    },
    {
      id: STABLE.legacy,
      name: 'Legacy starter',
      interval: 'month',
      intervalCount: 1,
      trialDays: 0,
      versions: [{ daysAgo: 900, prices: { EUR: 500 } }],
      archivedDaysAgo: 100,
    },
  ].map((seed) => plan(dayStart, { ...seed, projectId: NORTHWIND_SHOP } as PlanSeed));

const soloPlans = (dayStart: number): Plan[] =>
  [
    {
      id: STABLE.soloMonthly,
      name: 'Membership',
      interval: 'month',
      intervalCount: 1,
      trialDays: 0,
      versions: [{ daysAgo: 500, prices: { EUR: 1500, USD: 1700, GBP: 1300 } }],
    },
    {
      id: STABLE.soloYearly,
      name: 'Membership (yearly)',
      interval: 'year',
      intervalCount: 1,
      trialDays: 0,
      versions: [{ daysAgo: 500, prices: { EUR: 15000, USD: 17000 } }],
    },
    { id: STABLE.soloDayPass, name: 'Day pass', interval: 'day', intervalCount: 1, trialDays: 0, versions: [{ daysAgo: 120, prices: { EUR: 300 } }] },
  ].map((seed) => plan(dayStart, { ...seed, projectId: SOLO_STORE } as PlanSeed));

const brands = ['visa', 'mastercard', 'visa', 'amex', 'mastercard', 'visa'] as const;

function card(random: Random, customerId: string, dayStart: number, fields: Partial<PaymentCard> = {}): PaymentCard {
  const year = new Date(dayStart).getUTCFullYear();
  return {
    id: `card_${customerId.replace(/^cus_/, '')}_1`,
    brand: random.pick(brands),
    last4: String(random.int(0, 9999)).padStart(4, '0'),
    expMonth: random.int(1, 12),
    expYear: random.int(year + 1, year + 4),
    declines: false,
    ...fields,
  };
}

function customer(id: string, projectId: string, fields: Pick<Customer, 'name' | 'email' | 'country' | 'createdAt'>, cards: PaymentCard[]): Customer {
  return { id, projectId, ...fields, paymentMethods: cards, notes: [] };
}

/** The customers of a project's seeded payments (successful charges), first seen first: name, e-mail, country. */
function paymentCustomers(transactions: readonly Transaction[], projectId: string, count: number) {
  const seen = new Map<string, { name: string; email: string; country: string; at: string }>();
  for (const t of transactions) {
    if (seen.size >= count) break;
    if (t.projectId !== projectId || t.type !== 'charge' || t.status !== 'successful' || t.parentId) continue;
    const email = t.customer.email.toLowerCase();
    if (!email || seen.has(email)) continue;
    seen.set(email, { name: t.customer.name, email, country: t.country, at: t.createdAt });
  }
  return [...seen.values()];
}

const givenNames = [
  'Ava',
  'Ben',
  'Chloe',
  'Diego',
  'Eva',
  'Farid',
  'Gina',
  'Hugo',
  'Ida',
  'Jan',
  'Kira',
  'Leo',
  'Maya',
  'Nils',
  'Olga',
  'Pavel',
  'Rita',
  'Saul',
];
const familyNames = ['Berg', 'Costa', 'Dumas', 'Ek', 'Fischer', 'Gomez', 'Horvat', 'Ivanova', 'Jansen', 'Khan', 'Lund', 'Moreau', 'Nagy', 'Ortiz'];
const countries = ['GB', 'DE', 'FR', 'US', 'NL', 'ES', 'IT', 'JP', 'KW', 'SE', 'PL'];

/** The currency a customer of `country` pays in, where the plan offers it. */
function currencyFor(country: string, version: PriceVersion): string {
  const wanted = country === 'JP' ? 'JPY' : country === 'KW' ? 'KWD' : country === 'US' ? 'USD' : country === 'GB' ? 'GBP' : 'EUR';
  return version.prices.some((price) => price.currency === wanted)
    ? wanted
    : (version.prices.find((price) => price.currency === 'EUR')?.currency ?? version.prices[0].currency);
}

/** Customers: the stable ones, then the payments' customers, then made-up ones, to `total`. */
function customersOf(
  random: Random,
  dayStart: number,
  projectId: string,
  prefix: string,
  stable: Customer[],
  transactions: readonly Transaction[],
  total: number,
): Customer[] {
  const rows = [...stable];
  const fromPayments = paymentCustomers(transactions, projectId, Math.floor((total - stable.length) * 0.6));
  fromPayments.forEach((payer, i) => {
    const id = `cus_${prefix}_${String(i + 1).padStart(4, '0')}`;
    rows.push(customer(id, projectId, { name: payer.name, email: payer.email, country: payer.country, createdAt: payer.at }, [card(random, id, dayStart)]));
  });
  for (let i = rows.length; i < total; i += 1) {
    const id = `cus_${prefix}_${String(i + 1).padStart(4, '0')}`;
    const first = random.pick(givenNames);
    const last = random.pick(familyNames);
    const createdAt = iso(dayStart - random.int(20, 420) * DAY + random.int(0, 1439) * MINUTE);
    rows.push(
      customer(
        id,
        projectId,
        { name: `${first} ${last}`, email: `${first}.${last}.${i + 1}@example.net`.toLowerCase(), country: random.pick(countries), createdAt },
        [card(random, id, dayStart)],
      ),
    );
  }
  return rows;
}

const find = (plans: Plan[], id: string) => plans.find((p) => p.id === id)!;
const newest = (p: Plan) => p.versions[p.versions.length - 1];

/** A period end tomorrow or later, at most one period away. */
function futurePeriodEnd(random: Random, dayStart: number, p: Plan): number {
  // A day's period ends at midnight tomorrow: it began at midnight today, never later.
  if (p.interval === 'day') return dayStart + DAY;
  const length = p.interval === 'week' ? 7 * DAY : p.interval === 'month' ? 28 * p.intervalCount * DAY : 360 * DAY;
  const offset = DAY + Math.floor(random.next() * (length - DAY));
  return dayStart + Math.floor(offset / MINUTE) * MINUTE;
}

/** How many periods a subscription ran (its age): a few months, a year or two, ten weeks, three weeks of days. */
function periodsFor(random: Random, p: Plan): number {
  if (p.interval === 'year') return random.int(1, 2);
  if (p.interval === 'week') return random.int(1, 10);
  if (p.interval === 'day') return random.int(1, 20);
  return Math.max(1, Math.floor(random.int(1, 12) / p.intervalCount));
}

type Status = 'active' | 'trialling' | 'past-due' | 'paused' | 'halted' | 'cancelled' | 'expired' | 'recovered';
const statusWeights: [Status, number][] = [
  ['active', 62],
  ['trialling', 4],
  ['past-due', 7],
  ['paused', 4],
  ['halted', 4],
  ['cancelled', 12],
  ['expired', 3],
  ['recovered', 4],
];

/** Generated subscriptions of a project's customers (beyond the stable ones), in every status. */
function generateSubscriptions(w: SeedWriter, random: Random, plans: Plan[], customers: Customer[], prefix: string, share: number) {
  const { dayStart } = w;
  const open = plans.filter((p) => p.status === 'active');
  let n = 0;
  for (const c of customers) {
    if (!/^cus_[a-z]+_\d+$/.test(c.id)) continue;
    const count = random.next() < share ? (random.next() < 0.12 ? 2 : 1) : 0;
    for (let k = 0; k < count; k += 1) {
      n += 1;
      const id = `sub_${prefix}_${String(n).padStart(4, '0')}`;
      let status = random.weighted(statusWeights);
      const legacy = plans.find((p) => p.status === 'archived');
      let p = legacy && random.next() < 0.04 ? legacy : random.pick(open);
      if (status === 'trialling' && p.trialDays === 0) p = open.find((o) => o.trialDays > 0) ?? p;
      if (status === 'trialling' && p.trialDays === 0) status = 'active';
      if (p.status === 'archived' && status === 'trialling') status = 'active';
      // A day's period ends before a retry could recover it.
      if (status === 'recovered' && p.interval === 'day') status = 'active';
      const periods = periodsFor(random, p);
      // Pro monthly's subscriptions from before its second version stay on the first.
      const old = p.versions.length > 1 && periods * p.intervalCount * 31 > V2_DAYS_AGO + 40;
      const version = old ? p.versions[0] : newest(p);
      const story: Story = { id, customer: c, plan: p, version, currency: currencyFor(c.country, version) };
      const declines = () => (c.paymentMethods[0].declines = true);
      switch (status) {
        case 'active': {
          const sub = w.active(story, futurePeriodEnd(random, dayStart, p), periods);
          const extra = random.next();
          if (extra < 0.08) w.changedByPerson(sub, 'cancel-scheduled', { by: 'Ada Admin' }, { cancelAtPeriodEnd: true });
          else if (extra < 0.11) {
            const pauseAt = Date.parse(sub.currentPeriodEnd) - HOUR;
            if (pauseAt >= dayStart + DAY) {
              w.changedByPerson(sub, 'pause-scheduled', { by: 'Ada Admin' }, { pauseAt: iso(pauseAt), resumeAt: iso(pauseAt + random.int(7, 40) * DAY) });
            }
          } else if (extra < 0.16 && p.interval === 'month' && p.intervalCount === 1 && p.status === 'active') {
            const cheaper = open.find(
              (o) =>
                o.interval === 'month' &&
                o.intervalCount === 1 &&
                o.id !== p.id &&
                (newest(o).prices.find((x) => x.currency === story.currency)?.amount ?? Infinity) < sub.amount,
            );
            const price = cheaper && newest(cheaper).prices.find((x) => x.currency === story.currency);
            if (cheaper && price) {
              w.changedByPerson(
                sub,
                'plan-change-scheduled',
                { by: 'Ada Admin', planName: cheaper.name, amount: price.amount, currency: story.currency },
                {
                  scheduledPlanChange: { planId: cheaper.id, priceVersion: newest(cheaper).version, amount: price.amount },
                },
              );
            }
          } else if (extra < 0.2) {
            // Fixed-term: ends at the end of the current period (its reminder, a week before, done or tomorrow or later).
            const reminder = Date.parse(sub.currentPeriodEnd) - 7 * DAY;
            if (reminder <= dayStart || reminder >= dayStart + DAY) sub.endsAt = sub.currentPeriodEnd;
          }
          break;
        }
        case 'trialling':
          w.trialling(story, dayStart + random.int(1, p.trialDays - 1) * DAY + random.int(0, 23) * HOUR);
          break;
        case 'past-due': {
          declines();
          const reminders = random.int(0, 2);
          const failedAt =
            reminders === 0 ? dayStart : reminders === 1 ? dayStart - DAY - random.int(0, 23) * HOUR : dayStart - 3 * DAY - random.int(0, 23) * HOUR;
          w.pastDue(story, failedAt, periods, reminders);
          break;
        }
        case 'recovered': {
          // The recovered period runs on: it ends tomorrow or later.
          const failedAt = p.interval === 'week' ? dayStart - 6 * DAY : dayStart - random.int(6, 20) * DAY - random.int(0, 23) * HOUR;
          w.recovered(story, failedAt, periods, random.int(0, 2));
          break;
        }
        case 'halted':
          declines();
          w.halted(story, dayStart - random.int(6, 60) * DAY - random.int(0, 23) * HOUR, periods);
          break;
        case 'paused': {
          const pausedAt = dayStart - random.int(1, 20) * DAY - random.int(0, 23) * HOUR;
          const periodEnd = addInterval(pausedAt, p.interval, p.intervalCount) - random.int(1, 3) * HOUR;
          w.paused(story, periodEnd, periods, pausedAt, random.next() < 0.6 ? dayStart + random.int(1, 30) * DAY + random.int(0, 23) * HOUR : null);
          break;
        }
        case 'cancelled':
          w.cancelled(story, dayStart - random.int(0, 90) * DAY - random.int(0, 23) * HOUR, periods, random.next() < 0.5);
          break;
        case 'expired':
          w.expired(story, dayStart - random.int(1, 60) * DAY - random.int(0, 23) * HOUR, periods);
          break;
      }
    }
  }
}

function northwind(w: SeedWriter, transactions: readonly Transaction[]) {
  const { dayStart } = w;
  const random = createRandom(SEED + 41);
  const plans = northwindPlans(dayStart);
  w.plans.push(...plans);
  const year = new Date(dayStart).getUTCFullYear();
  const thisMonth = new Date(dayStart).getUTCMonth() + 1;
  const at = (daysAgo: number) => iso(dayStart - daysAgo * DAY + 9 * HOUR);
  const stableCard = (id: string, fields: Partial<PaymentCard>) => card(random, id, dayStart, fields);
  const person = (id: string, name: string, email: string, country: string, daysAgo: number, cardFields: Partial<PaymentCard> = {}) =>
    customer(id, NORTHWIND_SHOP, { name, email, country, createdAt: at(daysAgo) }, [stableCard(id, cardFields)]);
  const stable: Customer[] = [
    person(STABLE.alice, stableCustomers.alice.name, stableCustomers.alice.email, 'FR', 200, { brand: 'visa', last4: '4242', expMonth: 12, expYear: year + 3 }),
    person('cus_nw_bob', 'Bob Declined', 'bob.declined@example.com', 'GB', 150, { brand: 'mastercard', last4: '0002', declines: true }),
    person('cus_nw_chen', 'Chen Wei', 'chen.wei@example.com', 'US', 120, { brand: 'visa', last4: '1881', declines: true }),
    person('cus_nw_dara', stableCustomers.dara.name, stableCustomers.dara.email, 'DE', 190, {
      brand: 'mastercard',
      last4: '0341',
      expMonth: 6,
      expYear: year + 2,
      declines: true,
    }),
    person('cus_nw_kenji', stableCustomers.kenji.name, stableCustomers.kenji.email, 'JP', 100, { brand: 'jcb', last4: '0505', expMonth: 3, expYear: year + 4 }),
    person('cus_nw_fatima', stableCustomers.fatima.name, stableCustomers.fatima.email, 'KW', 90, {
      brand: 'visa',
      last4: '7777',
      expMonth: 9,
      expYear: year + 2,
    }),
    person('cus_nw_grace', 'Grace Lin', 'grace.lin@example.com', 'NL', 9),
    person('cus_nw_henry', 'Henry Adams', 'henry.adams@example.com', 'GB', 80),
    person('cus_nw_ines', 'Ines Duarte', 'ines.duarte@example.com', 'ES', 70),
    person('cus_nw_jonas', 'Jonas Weber', 'jonas.weber@example.com', 'US', 60),
    person('cus_nw_kai', 'Kai Nakamura', 'kai.nakamura@example.com', 'DE', 110),
    person('cus_nw_lena', 'Lena Novak', 'lena.novak@example.com', 'IT', 100),
    person('cus_nw_marco', 'Marco Rossi', 'marco.rossi@example.com', 'IT', 130, { declines: true }),
    person('cus_nw_nora', 'Nora Berg', 'nora.berg@example.com', 'SE', 160),
    person('cus_nw_omar', 'Omar Haddad', 'omar.haddad@example.com', 'FR', 180),
    person('cus_nw_petra', 'Petra Kowalska', 'petra.kowalska@example.com', 'PL', 320),
    person('cus_nw_quinn', 'Quinn Taylor', 'quinn.taylor@example.com', 'GB', 140),
    // Her card expires at the end of this month: the reminder goes a week before.
    person('cus_nw_elena', 'Elena Ruiz', 'elena.ruiz@example.com', 'ES', 75, { brand: 'visa', last4: '5100', expMonth: thisMonth, expYear: year }),
    person('cus_nw_rosa', 'Rosa Fischer', 'rosa.fischer@example.com', 'DE', 60),
    person('cus_nw_sven', 'Sven Lund', 'sven.lund@example.com', 'SE', 400),
  ];
  const customers = customersOf(random, dayStart, NORTHWIND_SHOP, 'nw', stable, transactions, 300);
  w.customers.push(...customers);
  const c = (id: string) => customers.find((row) => row.id === id)!;
  const story = (id: string, customerId: string, planId: string, currency = 'EUR', version?: number): Story => {
    const p = find(plans, planId);
    return { id, customer: c(customerId), plan: p, version: version ? p.versions[version - 1] : newest(p), currency };
  };
  const times = stableTimes(dayStart);
  const future = (days: number, hours = 9) => dayStart + days * DAY + hours * HOUR;

  w.active(story(STABLE.aliceSubscription, STABLE.alice, STABLE.proMonthly), times.alicePeriodEnd, 5);
  w.pastDue(story(STABLE.pastDue0, 'cus_nw_bob', STABLE.proMonthly), dayStart, 3, 0);
  w.pastDue(story(STABLE.pastDue1, 'cus_nw_chen', STABLE.basicMonthly, 'USD'), times.pastDue1FailedAt, 2, 1);
  w.pastDue(story(STABLE.pastDue2, 'cus_nw_dara', STABLE.proMonthly), times.pastDue2FailedAt, 4, 2);
  w.trialling(story(STABLE.trial, 'cus_nw_grace', STABLE.teamMonthly), future(5, 10));
  w.paused(story(STABLE.paused, 'cus_nw_henry', STABLE.basicMonthly), future(3, 14), 3, dayStart - 6 * DAY + 11 * HOUR, future(10, 8));
  const pauseLater = w.active(story(STABLE.pauseScheduled, 'cus_nw_ines', STABLE.proMonthly), onDay28OrBefore(future(9, 12), future(1)), 2);
  w.changedByPerson(pauseLater, 'pause-scheduled', { by: 'Ada Admin' }, { pauseAt: iso(future(3, 12)), resumeAt: iso(future(33, 12)) });
  w.changedByPerson(pauseLater, 'resume-scheduled', { by: 'Ada Admin' }, {});
  const cancelling = w.active(story(STABLE.cancelScheduled, 'cus_nw_jonas', STABLE.proMonthly, 'USD'), onDay28OrBefore(future(8, 16), future(1)), 2);
  w.changedByPerson(cancelling, 'cancel-scheduled', { by: 'Ada Admin' }, { cancelAtPeriodEnd: true });
  const downgrading = w.active(story(STABLE.downgrade, 'cus_nw_kai', STABLE.proMonthly), onDay28OrBefore(future(6, 13), future(1)), 3);
  const basic = find(plans, STABLE.basicMonthly);
  w.changedByPerson(
    downgrading,
    'plan-change-scheduled',
    { by: 'Ada Admin', planName: basic.name, amount: 900, currency: 'EUR' },
    {
      scheduledPlanChange: { planId: basic.id, priceVersion: newest(basic).version, amount: 900 },
    },
  );
  // Fixed-term: three months that end in five days (the reminder went two days ago).
  const fixed = w.active(story(STABLE.fixedTerm, 'cus_nw_lena', STABLE.proMonthly), future(5, 0), 3);
  fixed.endsAt = fixed.currentPeriodEnd;
  w.halted(story(STABLE.halted, 'cus_nw_marco', STABLE.basicMonthly), dayStart - 12 * DAY, 4);
  w.cancelled(story(STABLE.cancelled, 'cus_nw_nora', STABLE.proMonthly), dayStart - 20 * DAY + 15 * HOUR, 4, false);
  w.expired(story(STABLE.expired, 'cus_nw_omar', STABLE.basicMonthly), dayStart - 15 * DAY, 6);
  w.active(story(STABLE.oldPrice, 'cus_nw_petra', STABLE.proMonthly, 'EUR', 1), onDay28OrBefore(future(15, 11), future(1)), 10);
  w.active(story(STABLE.jpy, 'cus_nw_kenji', STABLE.proMonthly, 'JPY'), times.jpyPeriodEnd, 3);
  w.active(story(STABLE.kwd, 'cus_nw_fatima', STABLE.proMonthly, 'KWD'), times.kwdPeriodEnd, 2);
  w.recovered(story(STABLE.recovered, 'cus_nw_quinn', STABLE.basicMonthly), dayStart - 3 * DAY, 3, 1);
  w.active(story(STABLE.expiringCard, 'cus_nw_elena', STABLE.proMonthly), onDay28OrBefore(future(25, 10), future(1)), 2);
  w.active(story(STABLE.weekly, 'cus_nw_rosa', STABLE.coffeeWeekly), future(4, 7), 8);
  w.active(story(STABLE.yearly, 'cus_nw_sven', STABLE.proYearly), onDay28OrBefore(future(140, 10), future(1)), 1);

  generateSubscriptions(w, random, plans, customers, 'nw', 0.55);
}

function solo(w: SeedWriter, transactions: readonly Transaction[]) {
  const { dayStart } = w;
  const random = createRandom(SEED + 43);
  const plans = soloPlans(dayStart);
  w.plans.push(...plans);
  const at = (daysAgo: number) => iso(dayStart - daysAgo * DAY + 9 * HOUR);
  const stable: Customer[] = [
    customer(STABLE.soloCustomer, SOLO_STORE, { name: 'Olivia Brown', email: 'olivia.brown@example.com', country: 'GB', createdAt: at(300) }, [
      card(random, STABLE.soloCustomer, dayStart, { brand: 'visa', last4: '1111' }),
    ]),
    customer('cus_solo_tom', SOLO_STORE, { name: 'Tom Keller', email: 'tom.keller@example.com', country: 'DE', createdAt: at(90) }, [
      card(random, 'cus_solo_tom', dayStart, { brand: 'mastercard', last4: '4444', declines: true }),
    ]),
    customer('cus_solo_ana', SOLO_STORE, { name: 'Ana Lima', email: 'ana.lima@example.com', country: 'ES', createdAt: at(30) }, [
      card(random, 'cus_solo_ana', dayStart, { brand: 'visa', last4: '9999' }),
    ]),
  ];
  const customers = customersOf(random, dayStart, SOLO_STORE, 'solo', stable, transactions, 200);
  w.customers.push(...customers);
  const c = (id: string) => customers.find((row) => row.id === id)!;
  const story = (id: string, customerId: string, planId: string, currency = 'EUR'): Story => {
    const p = find(plans, planId);
    return { id, customer: c(customerId), plan: p, version: newest(p), currency };
  };
  w.active(story(STABLE.soloActive, STABLE.soloCustomer, STABLE.soloMonthly, 'GBP'), onDay28OrBefore(dayStart + 14 * DAY + 10 * HOUR, dayStart + DAY), 9);
  w.pastDue(story(STABLE.soloPastDue, 'cus_solo_tom', STABLE.soloMonthly), dayStart - DAY - 3 * HOUR, 2, 1);
  w.active(story(STABLE.soloDaily, 'cus_solo_ana', STABLE.soloDayPass), dayStart + DAY, 12);
  generateSubscriptions(w, random, plans, customers, 'solo', 0.4);
}

/** A customer is as old as its first subscription at most. */
function customersSinceFirstSubscription(w: SeedWriter) {
  const first = new Map<string, string>();
  for (const sub of w.subscriptions) {
    const known = first.get(sub.customerId);
    if (!known || sub.createdAt < known) first.set(sub.customerId, sub.createdAt);
  }
  for (const c of w.customers) {
    const since = first.get(c.id);
    if (since && since < c.createdAt) c.createdAt = since;
  }
}

/** Every billing table's seed, built once per load from the transactions as they are then. */
export function buildBillingSeed(sources: { transactions: readonly Transaction[] }, now = Date.now()): BillingSeed {
  const dayStart = startOfUtcDay(now);
  const w = new SeedWriter(
    dayStart,
    seededSubscriptionCharges(dayStart, () => 0),
  );
  northwind(w, sources.transactions);
  solo(w, sources.transactions);
  const byId = new Map(w.customers.map((row) => [row.id, row]));
  w.sendDueExpiryReminders((id) => byId.get(id));
  customersSinceFirstSubscription(w);
  w.history = 'current';
  seedEnterpriseBilling(w);
  return { customers: w.customers, plans: w.plans, subscriptions: w.subscriptions, invoices: w.invoices, events: w.events };
}

export type { Currency };
