/**
 * The seeded money of the sandbox, built from the seeded transactions (the same every run, dated
 * relative to today's UTC midnight): the ledger entries of every payment, Northwind Group's payout
 * methods, past payouts of every status, and weekly settlement payouts of the 12 weeks before the
 * last one, each with the entries it paid out. docs/api/balances.md, payouts.md.
 */
import { DAY_MS, entryId, type LedgerEntry } from './ledger';
import { ledgerFromTransactions, type ReserveTerms } from './ledger-postings';
import { maskCard, maskIban } from './payout-method-checks';
import { snapshotOf, type Actor, type Payout, type PayoutMethod, type Settlement } from './payouts';
import type { Resource, Transaction } from './schema';
import { northwindApprovalLimits, startOfUtcDay } from './seed';
import { RESERVE_HOLD_DAYS, RESERVE_RATE_BASIS_POINTS } from '@/lib/contract/balances';
import type { PayoutStatus } from '@/lib/contract/payouts';

export const NORTHWIND_ORG = 'res_org_northwind';

/** Live projects hold the reserve; sandbox-mode projects hold none (test money). */
export const defaultReserveTerms: ReserveTerms = { rateBasisPoints: RESERVE_RATE_BASIS_POINTS, holdDays: RESERVE_HOLD_DAYS };
export const reserveTermsFor = (project: Resource | undefined): ReserveTerms | null =>
  project && project.resourceType === 'project' && (project.mode ?? 'live') === 'live' ? defaultReserveTerms : null;

/** Payouts to these fail at the sandbox's bank (docs/api/payouts.md, *Sandbox test data*). */
export const FAILING_IBAN = 'DE89370400440532013000';
export const FAILING_CARD = '4000000000000002';

const bank = (id: string, currency: string, label: string, iban: string, bic: string, isDefault: boolean, createdAt: string): PayoutMethod => ({
  id,
  organizationId: NORTHWIND_ORG,
  kind: 'bank-account',
  currency,
  label,
  holderName: 'Northwind Trading Ltd',
  masked: maskIban(iban),
  bankAccount: { country: iban.slice(0, 2), last4: iban.slice(-4), bic },
  card: null,
  isDefault,
  createdAt,
  createdBy: 'usr_admin',
  failsPayouts: iban === FAILING_IBAN,
});

export const seedPayoutMethods = (): PayoutMethod[] => [
  bank('pm_nw_eur', 'EUR', 'Main account', 'DE44500105175407324931', 'INGDDEFFXXX', true, '2022-03-05T09:00:00.000Z'),
  bank('pm_nw_gbp', 'GBP', 'UK account', 'GB29NWBK60161331926819', 'NWBKGB2LXXX', true, '2022-03-05T09:05:00.000Z'),
  bank('pm_nw_usd', 'USD', 'US dollar account', 'CH9300762011623852957', 'UBSWCHZH80A', true, '2022-04-11T10:00:00.000Z'),
  {
    id: 'pm_nw_card',
    organizationId: NORTHWIND_ORG,
    kind: 'card',
    currency: 'EUR',
    label: 'Company card',
    holderName: 'Ada Admin',
    masked: maskCard('4242'),
    bankAccount: null,
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    isDefault: false,
    createdAt: '2023-01-20T12:00:00.000Z',
    createdBy: 'usr_admin',
    failsPayouts: false,
  },
  bank('pm_nw_fail', 'EUR', 'Test account: payouts fail', FAILING_IBAN, 'COBADEFFXXX', false, '2024-02-01T08:00:00.000Z'),
];

const people: Readonly<Record<'admin' | 'finance' | 'owner', Actor>> = {
  admin: { userId: 'usr_admin', name: 'Ada Admin', email: 'admin@sandbox.test' },
  finance: { userId: 'usr_finance', name: 'Fiona Finance', email: 'finance@sandbox.test' },
  owner: { userId: 'usr_owner', name: 'Olga Owner', email: 'owner@sandbox.test' },
};

const HOUR = 3_600_000;

interface PayoutSeed {
  id: string;
  amount: number;
  currency: string;
  method: PayoutMethod;
  by: keyof typeof people;
  /** Days before today's midnight it was requested. */
  daysAgo: number;
  description: string | null;
  /** The steps after `requested`: status, hours after the request, who (null: the system), reason. */
  steps: [PayoutStatus, number, keyof typeof people | null, string?][];
  nextStepAt?: number | null;
}

function seededPayout(dayStart: number, seed: PayoutSeed): Payout {
  const start = dayStart - seed.daysAgo * DAY_MS + 9 * HOUR;
  const at = (hours: number) => new Date(start + hours * HOUR).toISOString();
  const history: Payout['statusHistory'] = [
    { status: 'requested', at: at(0), by: people[seed.by], reason: null },
    ...seed.steps.map(([status, hours, by, reason]) => ({ status, at: at(hours), by: by ? people[by] : null, reason: reason ?? null })),
  ];
  return {
    id: seed.id,
    organizationId: NORTHWIND_ORG,
    currency: seed.currency,
    amount: seed.amount,
    description: seed.description,
    payoutMethodId: seed.method.id,
    method: snapshotOf(seed.method),
    failsAtBank: seed.method.failsPayouts,
    status: history[history.length - 1].status,
    approvalRequired: seed.amount > northwindApprovalLimits[seed.currency],
    approvalLimit: northwindApprovalLimits[seed.currency],
    requestedBy: people[seed.by].userId,
    requestReference: null,
    statusHistory: history,
    createdAt: at(0),
    nextStepAt: seed.nextStepAt ?? null,
  };
}

/**
 * Past payouts of Northwind Group in every status (the in-flight ones move on with the clock from
 * tomorrow). The latest were requested two days ago, so none counts toward a requester's four-eyes
 * sum of the last 24 h (docs/api/payouts.md) at any time of day: each seeded user starts with the
 * whole limit.
 */
export function seedPayouts(dayStart: number, methods: readonly PayoutMethod[]): Payout[] {
  const method = (id: string) => methods.find((m) => m.id === id)!;
  const eur = method('pm_nw_eur');
  const tomorrow = dayStart + DAY_MS;
  const seeds: PayoutSeed[] = [
    {
      id: 'po_seed_paid_eur',
      amount: 250_000,
      currency: 'EUR',
      method: eur,
      by: 'finance',
      daysAgo: 40,
      description: 'October payout',
      steps: [
        ['awaiting-approval', 0, null],
        ['approved', 3, 'admin'],
        ['in-transit', 4, null],
        ['paid', 28, null],
      ],
    },
    {
      id: 'po_seed_paid_gbp',
      amount: 80_000,
      currency: 'GBP',
      method: method('pm_nw_gbp'),
      by: 'finance',
      daysAgo: 25,
      description: null,
      steps: [
        ['approved', 0, null],
        ['in-transit', 1, null],
        ['paid', 20, null],
      ],
    },
    {
      id: 'po_seed_failed',
      amount: 120_000,
      currency: 'EUR',
      method: method('pm_nw_fail'),
      by: 'admin',
      daysAgo: 20,
      description: 'Test transfer',
      steps: [
        ['awaiting-approval', 0, null],
        ['approved', 2, 'owner'],
        ['in-transit', 3, null],
        ['failed', 30, null, 'The bank returned the payout'],
      ],
    },
    {
      id: 'po_seed_rejected',
      amount: 500_000,
      currency: 'USD',
      method: method('pm_nw_usd'),
      by: 'finance',
      daysAgo: 15,
      description: 'Supplier prepayment',
      steps: [
        ['awaiting-approval', 0, null],
        ['rejected', 5, 'admin', 'Not planned this month'],
      ],
    },
    {
      id: 'po_seed_cancelled',
      amount: 30_000,
      currency: 'EUR',
      method: method('pm_nw_card'),
      by: 'finance',
      daysAgo: 10,
      description: null,
      steps: [
        ['approved', 0, null],
        ['cancelled', 0.002, 'finance'],
      ],
    },
    {
      id: 'po_seed_in_transit',
      amount: 45_000,
      currency: 'GBP',
      method: method('pm_nw_gbp'),
      by: 'admin',
      daysAgo: 2,
      description: null,
      steps: [
        ['approved', 0, null],
        ['in-transit', 1, null],
      ],
      nextStepAt: tomorrow + HOUR,
    },
    {
      id: 'po_seed_approved',
      amount: 60_000,
      currency: 'EUR',
      method: eur,
      by: 'admin',
      daysAgo: 2,
      description: 'Weekly top-up',
      steps: [['approved', 0, null]],
      nextStepAt: tomorrow,
    },
    {
      id: 'po_seed_awaiting',
      amount: 150_000,
      currency: 'EUR',
      method: eur,
      by: 'finance',
      daysAgo: 2,
      description: 'November payout',
      steps: [['awaiting-approval', 0, null]],
    },
  ];
  return seeds.map((seed) => seededPayout(dayStart, seed));
}

/** A payout's entries: its debit when requested, its reversal when it ended without being paid. */
export function payoutEntries(payout: Payout): LedgerEntry[] {
  const base = { resourceId: payout.organizationId, currency: payout.currency, sourceType: 'payout' as const, sourceId: payout.id, paymentId: null };
  const entries: LedgerEntry[] = [
    { ...base, id: entryId(payout.id, 'payout'), type: 'payout', amount: -payout.amount, createdAt: payout.createdAt, availableOn: payout.createdAt },
  ];
  const end = payout.statusHistory[payout.statusHistory.length - 1];
  if (['failed', 'rejected', 'cancelled'].includes(end.status)) {
    entries.push({
      ...base,
      id: entryId(payout.id, 'payout-reversal'),
      type: 'payout-reversal',
      amount: payout.amount,
      createdAt: end.at,
      availableOn: end.at,
    });
  }
  return entries;
}

/** Monday 00:00 UTC of the week holding `ms`. */
const weekStart = (ms: number) => {
  const day = startOfUtcDay(ms);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
};

export const SETTLEMENT_WEEKS = 12;

/**
 * Weekly settlements of the organization's currencies that have a default method: each pays the
 * entries of its live projects that became available in its week (the lines sum to the amount).
 */
export function seedSettlements(
  dayStart: number,
  organizationId: string,
  projectEntries: readonly LedgerEntry[],
  methods: readonly PayoutMethod[],
): Settlement[] {
  const lastEnd = weekStart(dayStart - DAY_MS);
  const settlements: Settlement[] = [];
  for (const method of methods.filter((m) => m.isDefault && m.organizationId === organizationId)) {
    for (let week = SETTLEMENT_WEEKS; week >= 1; week -= 1) {
      const from = new Date(lastEnd - week * 7 * DAY_MS).toISOString();
      const to = new Date(lastEnd - (week - 1) * 7 * DAY_MS).toISOString();
      const amount = projectEntries
        .filter((e) => e.currency === method.currency && e.availableOn >= from && e.availableOn < to)
        .reduce((sum, e) => sum + e.amount, 0);
      if (amount <= 0) continue;
      settlements.push({
        id: `st_${organizationId.replace(/^res_org_/, '')}_${method.currency.toLowerCase()}_${from.slice(0, 10)}`,
        organizationId,
        currency: method.currency,
        amount,
        status: 'paid',
        periodFrom: from,
        periodTo: to,
        createdAt: to,
        paidAt: new Date(Date.parse(to) + DAY_MS).toISOString(),
        method: snapshotOf(method),
      });
    }
  }
  return settlements;
}

export const settlementEntry = (settlement: Settlement): LedgerEntry => ({
  id: entryId(settlement.id, 'payout'),
  resourceId: settlement.organizationId,
  currency: settlement.currency,
  type: 'payout',
  amount: -settlement.amount,
  createdAt: settlement.createdAt,
  availableOn: settlement.createdAt,
  sourceType: 'settlement',
  sourceId: settlement.id,
  paymentId: null,
});

/** Project ids whose entries roll up into the organization: its live projects. */
export const liveProjectsOf = (organizationId: string, resources: readonly Resource[]) =>
  new Set(resources.filter((r) => r.resourceType === 'project' && r.parentId === organizationId && (r.mode ?? 'live') === 'live').map((r) => r.id));

export interface MoneySeed {
  ledger: LedgerEntry[];
  payouts: Payout[];
  payoutMethods: PayoutMethod[];
  settlements: Settlement[];
}

export function buildMoneySeed(transactions: readonly Transaction[], resources: readonly Resource[], now = Date.now()): MoneySeed {
  const dayStart = startOfUtcDay(now);
  const byId = new Map(resources.map((r) => [r.id, r]));
  const projectEntries = ledgerFromTransactions(transactions, (projectId) => reserveTermsFor(byId.get(projectId)));
  const payoutMethods = seedPayoutMethods();
  const live = liveProjectsOf(NORTHWIND_ORG, resources);
  const settlements = seedSettlements(
    dayStart,
    NORTHWIND_ORG,
    projectEntries.filter((e) => live.has(e.resourceId)),
    payoutMethods,
  );
  const payouts = seedPayouts(dayStart, payoutMethods);
  return {
    ledger: [...projectEntries, ...settlements.map(settlementEntry), ...payouts.flatMap(payoutEntries)],
    payouts,
    payoutMethods,
    settlements,
  };
}
