import { createRandom, type Random } from './random';
import type { Currency, PaymentMethod, Transaction, TransactionStatus, TransactionType } from './schema';
import { SEED, startOfUtcDay } from './seed';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** How many transactions each seeded project gets (12,000 in all). */
export const transactionVolume: Readonly<Record<string, number>> = {
  res_prj_northwind_shop: 6000,
  res_prj_northwind_sandbox: 2000,
  res_prj_solo: 4000,
};

export const currencyExponent: Readonly<Record<Currency, number>> = { EUR: 2, USD: 2, GBP: 2, JPY: 0, KWD: 3, PLN: 2, UAH: 2 };

const typeWeights: [TransactionType, number][] = [
  ['charge', 700], ['charge-recurring', 40], ['charge-authorize', 25], ['charge-capture', 25], ['refund', 40],
  ['charge-pre-authorize', 10], ['charge-authorize-reversal', 6], ['charge-cancel', 8], ['charge-reversal', 6],
  ['chargeback', 8], ['chargeback-refund', 3], ['rapid-dispute', 4], ['refund-reversal', 3],
  ['second-chargeback', 2], ['second-chargeback-capture', 2], ['second-chargeback-refund', 2],
  ['transfer', 25], ['transfer-reversal', 3], ['transferback', 4], ['transferback-capture', 2],
  ['transferback-refund', 2], ['verify', 20],
];
const statusWeights: [TransactionStatus, number][] = [
  ['successful', 420], ['paid', 180], ['failed', 80], ['partially-refunded', 30], ['refunded', 35],
  ['pending', 30], ['created', 15], ['authorized', 20], ['authenticated', 8], ['uncaptured', 15],
  ['refund-pending', 10], ['chargebacked', 10], ['disputed', 12], ['expired', 15], ['cancelled', 20], ['completed', 30],
];
const currencyWeights: [Currency, number][] = [['EUR', 45], ['USD', 20], ['GBP', 12], ['PLN', 8], ['UAH', 6], ['JPY', 5], ['KWD', 4]];
const methodWeights: [PaymentMethod, number][] = [
  ['card', 60], ['apple-pay', 12], ['google-pay', 10], ['sepa-debit', 7], ['paypal', 7], ['bank-transfer', 4],
];
const cardLike: readonly PaymentMethod[] = ['card', 'apple-pay', 'google-pay'];
const refundLike: readonly TransactionStatus[] = ['partially-refunded', 'refunded', 'refund-pending'];
const settles: readonly TransactionStatus[] = ['successful', 'paid', 'completed', 'partially-refunded', 'refunded'];
const firstNames = ['Olivia', 'Liam', 'Emma', 'Noah', 'Sofia', 'Lukas', 'Hana', 'Mateo', 'Amara', 'Yusuf', 'Ines', 'Taro', 'Oksana', 'Piotr', 'Fatima', 'Jonas'];
const lastNames = ['Smith', 'Müller', 'García', 'Kowalski', 'Rossi', 'Dubois', 'Tanaka', 'Shevchenko', 'Haddad', 'Jensen', 'Silva', 'Novak'];
const countries = ['GB', 'DE', 'FR', 'US', 'PL', 'UA', 'ES', 'IT', 'NL', 'JP', 'KW', 'SE'];

/** Amount in integer minor units: roughly 2 to 900 major units (JPY and KWD scaled by exponent). */
function amountFor(random: Random, currency: Currency): number {
  const major = random.weighted([[random.int(2, 60), 60], [random.int(60, 300), 30], [random.int(300, 900), 10]] as const);
  const minorDigits = random.int(0, 99);
  switch (currencyExponent[currency]) {
    case 0: return major * 100 + minorDigits; // JPY: yen values are larger
    case 3: return Math.max(1000, Math.round(major / 3) * 1000 + minorDigits * 10);
    default: return major * 100 + minorDigits;
  }
}

function generateOne(random: Random, index: number, projectId: string, dayStart: number): Transaction {
  const type = random.weighted(typeWeights);
  let status = random.weighted(statusWeights);
  if (type !== 'charge' && type !== 'charge-recurring' && refundLike.includes(status)) status = 'successful';
  const currency = random.weighted(currencyWeights);
  const amount = amountFor(random, currency);
  const paymentMethod = random.weighted(methodWeights);
  const created = dayStart - 90 * DAY + Math.floor(random.next() * 90 * DAY);
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const refundedAmount = status === 'refunded' ? amount : status === 'partially-refunded' ? random.int(1, Math.max(1, amount - 1)) : 0;
  const settleAt = created + random.int(1, 3) * DAY;
  const statusAt = created + random.int(1, 30) * MINUTE;
  return {
    id: `trx_${index.toString(36).padStart(4, '0')}${random.hex(8)}`,
    projectId, type, status, amount, currency, refundedAmount,
    fee: status === 'failed' ? 0 : Math.round(amount * 0.014) + Math.round(25 * 10 ** (currencyExponent[currency] - 2)),
    paymentMethod,
    card: cardLike.includes(paymentMethod)
      ? {
          brand: random.weighted([['visa', 55], ['mastercard', 38], ['amex', 7]] as const),
          last4: String(random.int(0, 9999)).padStart(4, '0'), expMonth: random.int(1, 12),
          expYear: random.int(2026, 2031), country: random.pick(countries),
        }
      : null,
    customer: { name: `${first} ${last}`, email: `${first}.${last}${random.int(1, 99)}@example.com`.toLowerCase().replace('ü', 'ue') },
    referenceId: `ORD-${String(random.int(100000, 999999))}`,
    riskScore: random.weighted([[random.int(0, 30), 70], [random.int(31, 70), 25], [random.int(71, 100), 5]] as const),
    createdAt: new Date(created).toISOString(),
    settledAt: settles.includes(status) && settleAt < dayStart ? new Date(settleAt).toISOString() : null,
    statusHistory: status === 'created'
      ? [{ status: 'created', at: new Date(created).toISOString() }]
      : [{ status: 'created', at: new Date(created).toISOString() }, { status, at: new Date(statusAt).toISOString() }],
  };
}

/**
 * All seeded transactions, dated over the 90 days before today's UTC midnight.
 * Deterministic: the same rows (shifted by the day) on every machine.
 */
export function generateTransactions(now = Date.now()): Transaction[] {
  const dayStart = startOfUtcDay(now);
  const random = createRandom(SEED + 3);
  const rows: Transaction[] = [];
  for (const [projectId, count] of Object.entries(transactionVolume)) {
    for (let i = 0; i < count; i += 1) rows.push(generateOne(random, rows.length, projectId, dayStart));
  }
  return rows;
}
