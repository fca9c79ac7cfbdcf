/**
 * Payments arriving on the sandbox clock, for the rules to act on (docs/api/antifraud.md, *The clock*):
 * one job, `antifraud-traffic`, every 20 sandbox minutes makes one card payment for each project of
 * each merchant that has rules, then schedules itself again (never one job per project). The first
 * antifraud change after a reset (a rule, a list, a review decision, the thresholds) starts it, and so
 * does `sandboxControls.startPaymentTraffic()`; reading starts nothing (the sidebar counts open reviews
 * on every page), so the clock of a session or test that only looks makes no payment.
 *
 * Deterministic, seeded by the instant and the project: amounts in EUR, USD, JPY and KWD, some large;
 * some from risky countries or an address in another country than the card's; some repeating one of the
 * project's few regular cards (velocity); some with an e-mail on one of the merchant's e-mail lists.
 *
 * `makePayment` (sandboxControls) makes one payment of a project as a test or a demo describes it.
 */
import { defineJob, now } from '../clock';
import { createRandom, fnv1a, type Random } from '../db/random';
import type { CardBrand, Currency, Transaction } from '../db/schema';
import { db } from '../db/store';
import { isMember, itemsOf, listsOf } from './lists';
import { projectsOf } from './merchant';
import { chargeThroughRules, type Charged } from './payments';

export const TRAFFIC_JOB = 'antifraud-traffic';
export const TRAFFIC_INTERVAL_MS = 20 * 60_000;

const currencies: [Currency, number][] = [
  ['EUR', 50],
  ['USD', 25],
  ['JPY', 15],
  ['KWD', 10],
];
const brands: [CardBrand, number][] = [
  ['visa', 55],
  ['mastercard', 35],
  ['amex', 6],
  ['jcb', 4],
];
const homeCountries = ['GB', 'DE', 'FR', 'US', 'NL', 'SE', 'ES', 'IT', 'PL', 'JP'];
const riskyCountries = ['NG', 'RU', 'VN', 'ID'];
const names = ['Alex Stone', 'Bea Kramer', 'Chidi Okafor', 'Dora Novak', 'Emil Berg', 'Farah Aziz', 'Goran Ilic', 'Hiro Ito', 'Iris Vale', 'Jon Moss'];

/** An amount in minor units: mostly small, some large (a tenth above EUR 600 or so). */
function amountIn(random: Random, currency: Currency): number {
  const roll = random.next();
  const major = roll < 0.7 ? random.int(5, 150) : roll < 0.9 ? random.int(150, 600) : random.int(600, 2500);
  switch (currency) {
    case 'JPY':
      return major * 160 + random.int(0, 99);
    case 'KWD':
      return Math.max(1, Math.round(major / 3)) * 1000 + random.int(0, 99) * 10;
    default:
      return major * 100 + random.int(0, 99);
  }
}

/** One of the project's regular cards (a payer who comes back): the same card and e-mail every time. */
function regularCard(projectId: string, index: number) {
  const random = createRandom(fnv1a(`regular:${projectId}:${index}`));
  const name = random.pick(names);
  return {
    card: {
      brand: random.weighted(brands),
      last4: String(random.int(0, 9999)).padStart(4, '0'),
      expMonth: random.int(1, 12),
      expYear: 2030,
      country: random.pick(homeCountries),
    },
    customer: { name, email: `${name.toLowerCase().replace(' ', '.')}.${index}@example.com` },
  };
}

/** An e-mail on one of the merchant's e-mail lists now, if it has one. */
function listedEmail(merchantId: string, random: Random, at: string): string | null {
  const emails = listsOf(merchantId)
    .filter((list) => list.kind === 'email')
    .flatMap((list) => itemsOf(list.id).filter((item) => isMember(item, at)))
    .map((item) => item.value)
    .sort();
  return emails.length ? random.pick(emails) : null;
}

/** The payment of `projectId` the traffic makes at `at`. */
function trafficPayment(merchantId: string, projectId: string, at: number): Charged {
  const random = createRandom(fnv1a(`traffic:${at}:${projectId}`));
  const currency = random.weighted(currencies);
  const amount = amountIn(random, currency);
  const regular = random.next() < 0.15;
  const payer = regular
    ? regularCard(projectId, random.int(0, 2))
    : (() => {
        const name = random.pick(names);
        return {
          card: {
            brand: random.weighted(brands),
            last4: String(random.int(0, 9999)).padStart(4, '0'),
            expMonth: random.int(1, 12),
            expYear: random.int(2027, 2032),
            country: random.next() < 0.08 ? random.pick(riskyCountries) : random.pick(homeCountries),
          },
          customer: { name, email: `${name.toLowerCase().replace(' ', '.')}.${random.int(1, 99_999)}@example.com` },
        };
      })();
  const listed = random.next() < 0.05 ? listedEmail(merchantId, random, new Date(at).toISOString()) : null;
  const roll = random.next();
  const ipCountry = roll < 0.8 ? payer.card.country : roll < 0.92 ? random.pick(homeCountries) : random.pick(riskyCountries);
  return chargeThroughRules({
    projectId,
    amount,
    currency,
    card: { ...payer.card, ...(random.next() < 0.05 && { bin: random.pick(['438857', '520082']) }) },
    customer: { ...payer.customer, ...(listed && { email: listed }) },
    ipCountry,
    referenceId: `ORD-T${String(at % 10_000_000).padStart(7, '0')}-${fnv1a(projectId) % 1000}`,
    description: 'Order',
  });
}

/** The merchants that have rules: the traffic pays their projects. */
const merchantsWithRules = () => [...new Set(db.antifraudRules.all().map((rule) => rule.merchantId))].sort();

/** One round of traffic: a payment for each project of each merchant with rules, at `at`. */
export function runTraffic(at = now()): Transaction[] {
  const made: Transaction[] = [];
  for (const merchantId of merchantsWithRules()) {
    for (const projectId of projectsOf(merchantId)) made.push(trafficPayment(merchantId, projectId, at).transaction);
  }
  return made;
}

const trafficJob = defineJob<null>(TRAFFIC_JOB, () => {
  runTraffic();
  trafficJob(TRAFFIC_INTERVAL_MS, null);
});

/** Starts the traffic (its first round 20 minutes from now) unless it runs already. */
export function armTraffic() {
  if (!db.jobs.find((job) => job.kind === TRAFFIC_JOB)) trafficJob(TRAFFIC_INTERVAL_MS, null);
}

/** Stops the traffic (`sandboxControls.stopPaymentTraffic`). */
export function stopTraffic() {
  for (const job of db.jobs.filter((row) => row.kind === TRAFFIC_JOB)) db.jobs.remove(job.id);
}

export interface MakePayment {
  projectId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** The card's country (default GB). */
  cardCountry?: string;
  /** The payer's address's country (default the card's). */
  ipCountry?: string;
  email?: string;
  /** A card already seen (its fingerprint): the same card again. Default: a card never seen. */
  cardFingerprint?: string;
  customerId?: string;
  /** The channel it comes through (one of the project's; default: one of its active channels). */
  channelId?: string;
}

let made = 0;

/** One payment of a project, as described, through the merchant's rules (sandboxControls.makePayment). */
export function makePayment(options: MakePayment): Charged {
  if (!db.resources.get(options.projectId)) throw new Error(`[sandbox] no project ${options.projectId}`);
  made += 1;
  const n = db.transactions.size + made;
  return chargeThroughRules({
    projectId: options.projectId,
    amount: options.amount,
    currency: options.currency,
    card: {
      brand: 'visa',
      last4: String(n % 10_000).padStart(4, '0'),
      expMonth: 1 + (n % 12),
      expYear: 2031,
      country: options.cardCountry ?? 'GB',
      ...(options.cardFingerprint && { fingerprint: options.cardFingerprint }),
    },
    customer: { name: 'Sandbox Payer', email: options.email ?? `payer.${n}@example.com` },
    customerId: options.customerId ?? null,
    ipCountry: options.ipCountry,
    referenceId: `ORD-SBX-${n}`,
    description: 'Sandbox payment',
    channelId: options.channelId,
  });
}
