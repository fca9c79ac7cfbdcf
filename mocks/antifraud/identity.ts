/**
 * What identifies a payer beyond the card's last four digits (docs/api/antifraud.md, *Risk on every
 * payment*): the card's fingerprint and BIN, and the IP address the payment came from with its country.
 * A payment made since antifraud stores them; a seeded one gets them derived from what it has, the same
 * every time:
 *
 * - fingerprint: a digest of the brand, last four digits, expiry and the customer's e-mail;
 * - BIN: one per brand;
 * - IP: an address of the customer's country (mostly; some from elsewhere), from the payment's id.
 *
 * Derived on each use (never for the whole seed at once, and never kept: a page reads 50 rows, a
 * backtest each payment once). Pure: no table is read, so the transactions seed may use it.
 */
import type { CardBrand, Transaction } from '../db/schema';
import { digest, fnv1a } from '../db/random';

/** Payments the rules see: sales and authorizations made by a payer (not their refunds, captures or chargebacks). */
export const chargeLikeTypes: ReadonlySet<string> = new Set(['charge', 'charge-recurring', 'charge-authorize', 'charge-pre-authorize']);
export const isChargeLike = (t: Pick<Transaction, 'type' | 'parentId'>) => !t.parentId && chargeLikeTypes.has(t.type);

/** The sandbox's BIN of each brand (the first six digits of its test cards). */
export const binOfBrand: Readonly<Record<CardBrand, string>> = {
  visa: '424242',
  mastercard: '555555',
  amex: '378282',
  maestro: '676770',
  discover: '601111',
  jcb: '353011',
  unionpay: '620000',
};

/** Prepaid cards' BINs: a payment with one scores `prepaid-bin`. */
export const prepaidBins: ReadonlySet<string> = new Set(['438857', '520082']);

/** The first two parts of the sandbox's addresses in each country: an address's country is read back from them. */
const ipPrefixes: Readonly<Record<string, string>> = {
  GB: '81.2',
  DE: '85.214',
  FR: '90.84',
  US: '23.45',
  PL: '83.24',
  UA: '91.202',
  ES: '88.26',
  IT: '79.18',
  NL: '145.53',
  JP: '126.72',
  KW: '94.128',
  SE: '78.72',
  CH: '85.195',
  AT: '62.178',
  BE: '81.82',
  CA: '24.48',
  BR: '177.12',
  IN: '49.36',
  NG: '102.89',
  RU: '95.165',
  VN: '113.160',
  ID: '36.72',
  CN: '36.110',
};
const countryOfPrefix = new Map(Object.entries(ipPrefixes).map(([country, prefix]) => [prefix, country]));

/** Countries a seeded payment's IP comes from when it is not the customer's. */
const elsewhere = ['US', 'GB', 'DE', 'NL', 'NG', 'RU', 'VN', 'BR'];

/** The card's fingerprint: the same card (number and expiry) of the same payer gives the same one. */
export const cardFingerprint = (card: { brand: string; last4: string; expMonth: number; expYear: number }, email: string) =>
  digest(`card:${card.brand}:${card.last4}:${card.expMonth}/${card.expYear}:${email.trim().toLowerCase()}`);

/** An address in `country` (known countries; another gets the US prefix), its last two parts from `key`. */
export function ipIn(country: string, key: string): { address: string; country: string } {
  const known = ipPrefixes[country] ? country : 'US';
  const hash = fnv1a(`ip:${key}`);
  return { address: `${ipPrefixes[known]}.${(hash >>> 8) & 0xff}.${1 + (hash % 254)}`, country: known };
}

/** The country of one of the sandbox's addresses (null for an address of no known prefix). */
export const countryOfIp = (address: string) => countryOfPrefix.get(address.split('.').slice(0, 2).join('.')) ?? null;

export interface PaymentIdentity {
  fingerprint: string | null;
  bin: string | null;
  ip: { address: string; country: string | null } | null;
}

/** A seeded payment's IP: the customer's country nine times in ten. */
function seededIp(t: Transaction): PaymentIdentity['ip'] {
  if (!isChargeLike(t) || !t.card) return null;
  const roll = fnv1a(`ip-country:${t.id}`) % 100;
  const country = roll < 90 ? t.country : elsewhere[roll % elsewhere.length];
  return ipIn(country, t.id);
}

/** The payment's fingerprint, BIN and IP: stored ones, else derived (a few microseconds; nothing is kept). */
export function identityOf(t: Transaction): PaymentIdentity {
  const stored = t.card?.fingerprint !== undefined || t.ip !== undefined;
  return {
    fingerprint: t.card ? (t.card.fingerprint ?? cardFingerprint(t.card, t.customer.email)) : null,
    bin: t.card ? (t.card.bin ?? binOfBrand[t.card.brand]) : null,
    ip: stored ? (t.ip ?? null) : seededIp(t),
  };
}
