/**
 * The seeded transactions: deterministic, dated over the 395 days before today's UTC midnight,
 * generated lazily on first access (about 14,000 rows; Northwind Shop over 10,000), then the demo rows,
 * six charges of seeded subscriptions and the payments Northwind's antifraud rules acted on.
 *
 * Each root payment may get children that agree with it: refunds (their sum, pending included, is
 * the parent's `refundedAmount`), captures and cancels of authorizations (`capturedAmount`,
 * `cancelledAmount`), chargebacks and disputes of charges, reversals. See docs/api/transactions.md.
 */
import { currencyExponent } from '@/lib/money';
import { assignSeededChannels } from './channels';
import { createRandom, type Random } from './random';
import type { CardBrand, Currency, PaymentMethod, Transaction, TransactionStatus, TransactionType } from './schema';
import { SEED, startOfUtcDay } from './seed';
import { demoTransactions } from './transactions-demo';
import { seededSubscriptionCharges } from '../billing/seed-stable';
import { seededAntifraudPayments } from '../antifraud/seed-payments';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** How far back the seeded data goes. */
export const HISTORY_DAYS = 395;

/** How many root transactions each seeded project gets (children come on top). */
export const transactionVolume: Readonly<Record<string, number>> = {
  res_prj_northwind_shop: 8300,
  res_prj_northwind_sandbox: 1300,
  res_prj_solo: 1600,
};

type RootKind = 'charge' | 'authorization' | 'verify' | 'transfer' | 'transferback';
const rootWeights: [RootKind, number][] = [
  ['charge', 860],
  ['authorization', 95],
  ['verify', 15],
  ['transfer', 24],
  ['transferback', 6],
];

const chargeStatuses: [TransactionStatus, number][] = [
  ['successful', 400],
  ['paid', 160],
  ['completed', 70],
  ['failed', 80],
  ['pending', 20],
  ['created', 10],
  ['authenticated', 8],
  ['expired', 12],
  ['partially-refunded', 45],
  ['refunded', 45],
  ['refund-pending', 12],
  ['chargebacked', 14],
  ['disputed', 14],
  ['cancelled', 10],
];
const authorizationStatuses: [TransactionStatus, number][] = [
  ['authorized', 30],
  ['uncaptured', 12],
  ['partially-paid', 12],
  ['paid', 30],
  ['cancelled', 14],
  ['expired', 6],
  ['failed', 6],
];
const currencyWeights: [Currency, number][] = [
  ['EUR', 45],
  ['USD', 20],
  ['GBP', 12],
  ['PLN', 8],
  ['UAH', 6],
  ['JPY', 5],
  ['KWD', 4],
];
const methodWeights: [PaymentMethod, number][] = [
  ['card', 60],
  ['apple-pay', 12],
  ['google-pay', 10],
  ['sepa-debit', 7],
  ['paypal', 7],
  ['bank-transfer', 4],
];
const brandWeights: [CardBrand, number][] = [
  ['visa', 50],
  ['mastercard', 34],
  ['amex', 6],
  ['maestro', 4],
  ['discover', 2],
  ['jcb', 2],
  ['unionpay', 2],
];
const cardLike: readonly PaymentMethod[] = ['card', 'apple-pay', 'google-pay'];
const settles: ReadonlySet<TransactionStatus> = new Set([
  'successful',
  'paid',
  'completed',
  'partially-refunded',
  'refunded',
  'refund-pending',
  'partially-paid',
  'chargebacked',
  'disputed',
]);
const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Sofia',
  'Lukas',
  'Hana',
  'Mateo',
  'Amara',
  'Yusuf',
  'Ines',
  'Taro',
  'Oksana',
  'Piotr',
  'Fatima',
  'Jonas',
];
const lastNames = ['Smith', 'Muller', 'Garcia', 'Kowalski', 'Rossi', 'Dubois', 'Tanaka', 'Shevchenko', 'Haddad', 'Jensen', 'Silva', 'Novak'];
const countries = ['GB', 'DE', 'FR', 'US', 'PL', 'UA', 'ES', 'IT', 'NL', 'JP', 'KW', 'SE'];
const descriptions = ['Order', 'Subscription renewal', 'Gift card', 'Marketplace order', 'Pre-order deposit'];

/** Amount in integer minor units: roughly 2 to 900 major units (JPY and KWD scaled by exponent). */
function amountFor(random: Random, currency: Currency): number {
  const roll = random.next();
  const major = roll < 0.6 ? random.int(2, 60) : roll < 0.9 ? random.int(60, 300) : random.int(300, 900);
  const minorDigits = random.int(0, 99);
  switch (currencyExponent(currency)) {
    case 0:
      return major * 100 + minorDigits; // JPY: yen values are larger
    case 3:
      return Math.max(1000, Math.round(major / 3) * 1000 + minorDigits * 10);
    default:
      return major * 100 + minorDigits;
  }
}

function riskScore(random: Random) {
  const roll = random.next();
  return roll < 0.7 ? random.int(0, 30) : roll < 0.95 ? random.int(31, 70) : random.int(71, 100);
}

export const feeFor = (amount: number, currency: Currency) => Math.round(amount * 0.014) + Math.round(25 * 10 ** (currencyExponent(currency) - 2));

const pad2 = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const pad3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const dayPrefixes = new Map<number, string>();

/** `toISOString`, three times faster: the date part is cached per day (about 60,000 calls per seed). */
export function iso(ms: number): string {
  const day = Math.floor(ms / DAY);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) dayPrefixes.set(day, (prefix = new Date(day * DAY).toISOString().slice(0, 11)));
  let rest = ms - day * DAY;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / MINUTE);
  rest -= minutes * MINUTE;
  const seconds = Math.floor(rest / 1000);
  return `${prefix}${pad2[hours]}:${pad2[minutes]}:${pad2[seconds]}.${pad3[rest - seconds * 1000]}Z`;
}

interface Context {
  random: Random;
  rows: Transaction[];
  dayStart: number;
}

/** A child of `parent` (refund, capture, chargeback...), `offset` ms after it (kept before today). */
function child(ctx: Context, parent: Transaction, type: TransactionType, amount: number, status: TransactionStatus, at: number): Transaction {
  const created = Math.min(at, ctx.dayStart - MINUTE);
  const createdAt = iso(created);
  const row: Transaction = {
    ...parent,
    id: `${parent.id}_${ctx.rows.length.toString(36)}`,
    type,
    status,
    amount,
    refundedAmount: 0,
    capturedAmount: 0,
    cancelledAmount: 0,
    fee: 0,
    description: null,
    paymentLinkId: null,
    createdAt,
    settledAt: settles.has(status) && created + DAY < ctx.dayStart ? iso(created + DAY) : null,
    statusHistory:
      status === 'pending'
        ? [{ status, at: createdAt }]
        : [
            { status: 'pending', at: createdAt },
            { status, at: iso(created + 5 * MINUTE) },
          ],
    parentId: parent.id,
  };
  ctx.rows.push(row);
  return row;
}

/** A moment between the parent's creation and today, for a child. */
const laterThan = (ctx: Context, created: number, maxDays: number) =>
  created + Math.floor(ctx.random.next() * Math.min(maxDays * DAY, (ctx.dayStart - created) * 0.9)) + MINUTE;

/** Splits `total` into `parts` positive integers (at most `total` parts). */
function split(random: Random, total: number, parts: number): number[] {
  if (parts <= 1 || total < parts) return [total];
  const first = random.int(1, total - 1);
  return [first, total - first];
}

function chargeChildren(ctx: Context, t: Transaction, created: number) {
  const { random } = ctx;
  const at = () => laterThan(ctx, created, 30);
  switch (t.status) {
    case 'partially-refunded': {
      const total = random.int(1, Math.max(1, t.amount - 1));
      for (const part of split(random, total, random.int(1, 2))) child(ctx, t, 'refund', part, 'successful', at());
      t.refundedAmount = total;
      if (random.next() < 0.1) {
        // A refund the bank reversed: it no longer counts.
        const reversed = child(ctx, t, 'refund', Math.max(1, Math.floor((t.amount - total) / 2)), 'cancelled', at());
        child(ctx, reversed, 'refund-reversal', reversed.amount, 'successful', Date.parse(reversed.createdAt) + DAY);
      }
      break;
    }
    case 'refunded':
      for (const part of split(random, t.amount, random.int(1, 2))) child(ctx, t, 'refund', part, 'successful', at());
      t.refundedAmount = t.amount;
      break;
    case 'refund-pending': {
      const amount = random.next() < 0.5 ? t.amount : random.int(1, Math.max(1, t.amount - 1));
      child(ctx, t, 'refund', amount, 'pending', ctx.dayStart - random.int(5, 600) * MINUTE);
      t.refundedAmount = amount;
      break;
    }
    case 'chargebacked': {
      const chargeback = child(ctx, t, random.next() < 0.2 ? 'rapid-dispute' : 'chargeback', t.amount, 'successful', at());
      const roll = random.next();
      if (roll < 0.25) child(ctx, t, 'chargeback-refund', t.amount, 'successful', Date.parse(chargeback.createdAt) + 2 * DAY);
      else if (roll < 0.5) {
        const second = child(ctx, t, 'second-chargeback', t.amount, 'successful', Date.parse(chargeback.createdAt) + 5 * DAY);
        child(
          ctx,
          t,
          random.next() < 0.5 ? 'second-chargeback-capture' : 'second-chargeback-refund',
          t.amount,
          'successful',
          Date.parse(second.createdAt) + 2 * DAY,
        );
      }
      break;
    }
    case 'disputed':
      child(ctx, t, random.next() < 0.5 ? 'rapid-dispute' : 'chargeback', t.amount, 'pending', at());
      break;
    case 'cancelled':
      child(ctx, t, 'charge-reversal', t.amount, 'successful', created + random.int(1, 120) * MINUTE);
      break;
  }
}

function authorizationChildren(ctx: Context, t: Transaction, created: number) {
  const { random } = ctx;
  const at = () => laterThan(ctx, created, 7);
  if (t.status === 'partially-paid' || t.status === 'paid') {
    const captured = t.status === 'paid' && random.next() < 0.7 ? t.amount : random.int(1, Math.max(1, t.amount - 1));
    child(ctx, t, 'charge-capture', captured, 'successful', at());
    t.capturedAmount = captured;
    if (t.status === 'paid' && captured < t.amount) {
      child(ctx, t, 'charge-cancel', t.amount - captured, 'successful', at());
      t.cancelledAmount = t.amount - captured;
    }
  } else if (t.status === 'cancelled') {
    child(ctx, t, t.type === 'charge-pre-authorize' || random.next() < 0.2 ? 'charge-authorize-reversal' : 'charge-cancel', t.amount, 'successful', at());
    t.cancelledAmount = t.amount;
  }
}

function transferChildren(ctx: Context, t: Transaction, created: number) {
  const { random } = ctx;
  if (t.type === 'transfer' && t.status === 'completed' && random.next() < 0.12) {
    child(ctx, t, 'transfer-reversal', t.amount, 'successful', laterThan(ctx, created, 10));
  } else if (t.type === 'transferback' && t.status === 'completed') {
    child(ctx, t, random.next() < 0.5 ? 'transferback-capture' : 'transferback-refund', t.amount, 'successful', laterThan(ctx, created, 10));
  }
}

function generateRoot(ctx: Context, projectId: string): Transaction {
  const { random, dayStart } = ctx;
  const kind = random.weighted(rootWeights);
  const type: TransactionType =
    kind === 'charge'
      ? random.next() < 0.06
        ? 'charge-recurring'
        : 'charge'
      : kind === 'authorization'
        ? random.next() < 0.15
          ? 'charge-pre-authorize'
          : 'charge-authorize'
        : kind;
  let status: TransactionStatus =
    kind === 'charge'
      ? random.weighted(chargeStatuses)
      : kind === 'authorization'
        ? random.weighted(authorizationStatuses)
        : random.weighted([
            ['completed', 80],
            ['successful', 10],
            ['pending', 5],
            ['failed', 5],
          ] as const);
  if (kind === 'verify') status = random.next() < 0.9 ? 'successful' : 'failed';
  const currency = random.weighted(currencyWeights);
  const amount = kind === 'verify' ? 0 : amountFor(random, currency);
  const paymentMethod = kind === 'authorization' || kind === 'verify' ? 'card' : random.weighted(methodWeights);
  const created = dayStart - HISTORY_DAYS * DAY + Math.floor(random.next() * (HISTORY_DAYS * DAY - 10 * MINUTE));
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const country = random.pick(countries);
  const settleAt = created + random.int(1, 3) * DAY;
  const statusAt = created + random.int(1, 30) * MINUTE;
  const index = ctx.rows.length;
  const createdAt = iso(created);
  const t: Transaction = {
    id: `trx_${index.toString(36).padStart(4, '0')}${random.int(0, 0xffffffff).toString(16).padStart(8, '0')}`,
    projectId,
    type,
    status,
    amount,
    currency,
    refundedAmount: 0,
    capturedAmount: 0,
    cancelledAmount: 0,
    fee: status === 'failed' || amount === 0 ? 0 : feeFor(amount, currency),
    paymentMethod,
    card: cardLike.includes(paymentMethod)
      ? {
          brand: random.weighted(brandWeights),
          last4: String(random.int(0, 9999)).padStart(4, '0'),
          expMonth: random.int(1, 12),
          expYear: random.int(2026, 2031),
          country: random.next() < 0.85 ? country : random.pick(countries),
        }
      : null,
    customer: { name: `${first} ${last}`, email: `${first}.${last}${random.int(1, 99)}@example.com`.toLowerCase() },
    referenceId: `ORD-${String(100000 + index * 7 + random.int(0, 6))}`,
    riskScore: riskScore(random),
    country,
    description: random.next() < 0.6 ? `${random.pick(descriptions)} ${random.int(1000, 99999)}` : null,
    paymentLinkId: null,
    createdAt,
    settledAt: settles.has(status) && settleAt < dayStart ? iso(settleAt) : null,
    statusHistory:
      status === 'created'
        ? [{ status, at: createdAt }]
        : [
            { status: 'created', at: createdAt },
            { status, at: iso(statusAt) },
          ],
  };
  ctx.rows.push(t);
  if (kind === 'charge') chargeChildren(ctx, t, created);
  else if (kind === 'authorization') authorizationChildren(ctx, t, created);
  else transferChildren(ctx, t, created);
  return t;
}

/**
 * All seeded transactions: per project its roots and their children, then the demo rows of
 * transactions-demo.ts. Deterministic: the same rows (shifted by the day) on every machine.
 */
export function generateTransactions(now = Date.now()): Transaction[] {
  const dayStart = startOfUtcDay(now);
  const ctx: Context = { random: createRandom(SEED + 3), rows: [], dayStart };
  for (const [projectId, count] of Object.entries(transactionVolume)) {
    for (let i = 0; i < count; i += 1) generateRoot(ctx, projectId);
  }
  ctx.rows.push(...demoTransactions(dayStart));
  // A few subscriptions' charges (mocks/billing/seed-stable.ts), two days old or more.
  ctx.rows.push(...seededSubscriptionCharges(dayStart, feeFor).map((charge) => charge.transaction));
  // Northwind Shop's payments its antifraud rules held, blocked or logged (mocks/antifraud/seed-payments.ts).
  ctx.rows.push(...seededAntifraudPayments(dayStart, feeFor).transactions);
  assignSeededChannels(ctx.rows, SEED + 71);
  return ctx.rows;
}
