/**
 * The enterprise account's billing at scale: 10,000 subscriptions (and as many customers) in the
 * eleven projects of its first organization, `res_ent_org_0001`, mostly yearly, in every status.
 * Each has its creation and its current period's invoice; older periods are not seeded. Built with
 * the rest of the billing seed, in a few tens of milliseconds.
 */
import { createRandom } from '../db/random';
import { SEED } from '../db/seed';
import { enterpriseCounts } from '../db/enterprise';
import { iso } from '../db/transactions';
import type { Customer, Plan } from './model';
import { DAY } from './periods';
import { HOUR, type SeedWriter, type Story } from './seed-writer';

export const ENTERPRISE_BILLING_ORGANIZATION = 'res_ent_org_0001';
export const ENTERPRISE_SUBSCRIPTIONS = 10_000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const projectIds = Array.from({ length: enterpriseCounts.projectsPerOrganization }, (_, i) => `res_ent_prj_0001_${pad(i + 1, 2)}`);

const firstNames = ['Anna', 'Boris', 'Carla', 'Dmitri', 'Elif', 'Felix', 'Greta', 'Hannes', 'Irene', 'Joel', 'Karin', 'Luca', 'Mona', 'Nico', 'Oona', 'Paul'];
const lastNames = ['Andersen', 'Brandt', 'Cohen', 'Dvorak', 'Engel', 'Fontaine', 'Gruber', 'Holm', 'Iversen', 'Jovanovic', 'Keller', 'Lindqvist'];
const countries = ['DE', 'FR', 'NL', 'GB', 'US', 'SE', 'IT', 'ES'];

function plansOf(projectId: string, index: number, dayStart: number): Plan[] {
  const created = iso(dayStart - 600 * DAY + index * HOUR);
  const version = (prices: Record<string, number>) => [
    { version: 1, prices: Object.entries(prices).map(([currency, amount]) => ({ currency, amount })), createdAt: created },
  ];
  const base = { projectId, trialDays: 0, status: 'active' as const, createdAt: created, archivedAt: null };
  const suffix = projectId.slice(-7);
  return [
    { ...base, id: `plan_ent_${suffix}_monthly`, name: 'Standard (monthly)', interval: 'month', intervalCount: 1, versions: version({ EUR: 1900, USD: 2100 }) },
    { ...base, id: `plan_ent_${suffix}_yearly`, name: 'Standard (yearly)', interval: 'year', intervalCount: 1, versions: version({ EUR: 19000, USD: 21000 }) },
    {
      ...base,
      id: `plan_ent_${suffix}_business`,
      name: 'Business (yearly)',
      interval: 'year',
      intervalCount: 1,
      versions: version({ EUR: 49000, USD: 54000 }),
    },
  ];
}

type Status = 'active' | 'past-due' | 'paused' | 'halted' | 'cancelled' | 'expired';
const statusWeights: [Status, number][] = [
  ['active', 880],
  ['past-due', 40],
  ['paused', 15],
  ['halted', 10],
  ['cancelled', 45],
  ['expired', 10],
];

export function seedEnterpriseBilling(w: SeedWriter) {
  const { dayStart } = w;
  const random = createRandom(SEED + 47);
  const year = new Date(dayStart).getUTCFullYear();
  const plans = projectIds.map((projectId, i) => plansOf(projectId, i, dayStart));
  w.plans.push(...plans.flat());
  for (let i = 0; i < ENTERPRISE_SUBSCRIPTIONS; i += 1) {
    const n = pad(i + 1, 5);
    const project = i % projectIds.length;
    const projectPlans = plans[project];
    const first = firstNames[i % firstNames.length];
    const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length];
    const status = random.weighted(statusWeights);
    const customer: Customer = {
      id: `cus_ent_${n}`,
      projectId: projectIds[project],
      name: `${first} ${last}`,
      email: `${first}.${last}.${n}@enterprise.example`.toLowerCase(),
      country: countries[i % countries.length],
      createdAt: iso(dayStart - random.int(30, 700) * DAY),
      paymentMethods: [
        {
          id: `card_ent_${n}_1`,
          brand: random.next() < 0.6 ? 'visa' : 'mastercard',
          last4: pad(random.int(0, 9999), 4),
          expMonth: random.int(1, 12),
          expYear: random.int(year + 1, year + 5),
          declines: status === 'past-due' || status === 'halted',
        },
      ],
      notes: [],
    };
    w.customers.push(customer);
    const roll = random.next();
    const plan = roll < 0.2 ? projectPlans[0] : roll < 0.75 ? projectPlans[1] : projectPlans[2];
    const story: Story = { id: `sub_ent_${n}`, customer, plan, version: plan.versions[0], currency: random.next() < 0.7 ? 'EUR' : 'USD' };
    const periods = plan.interval === 'month' ? random.int(1, 18) : random.int(1, 3);
    const length = plan.interval === 'month' ? 26 : 360;
    const periodEnd = dayStart + DAY + random.int(0, length) * DAY + random.int(0, 23) * HOUR;
    switch (status) {
      case 'active':
        w.active(story, periodEnd, periods);
        break;
      case 'past-due': {
        const reminders = random.int(0, 2);
        w.pastDue(
          story,
          reminders === 0 ? dayStart : reminders === 1 ? dayStart - DAY - random.int(0, 23) * HOUR : dayStart - 3 * DAY - random.int(0, 23) * HOUR,
          periods,
          reminders,
        );
        break;
      }
      case 'paused': {
        const pausedAt = dayStart - random.int(1, 25) * DAY;
        w.paused(story, pausedAt + 2 * DAY, periods, pausedAt, random.next() < 0.5 ? dayStart + random.int(1, 60) * DAY : null);
        break;
      }
      case 'halted':
        w.halted(story, dayStart - random.int(6, 90) * DAY, periods);
        break;
      case 'cancelled':
        w.cancelled(story, dayStart - random.int(0, 120) * DAY - random.int(0, 23) * HOUR, periods, random.next() < 0.5);
        break;
      case 'expired':
        w.expired(story, dayStart - random.int(1, 120) * DAY, periods);
        break;
    }
  }
}
