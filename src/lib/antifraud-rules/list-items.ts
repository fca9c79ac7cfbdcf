/**
 * List items (ADR 0011): what each kind of list may hold, in one canonical form, so that a list, a rule's
 * literal and a payment's value compare alike (`Fraud@Example.com` is `fraud@example.com`, `2001:DB8::0:1`
 * is `2001:db8::1`, `10.1.2.3/8` is `10.0.0.0/8`). The lists page checks a typed item and a pasted list
 * with these; the compiler checks a rule's literals with the same functions; `listMembership` is the
 * lookup's side. Error codes' English messages: list-messages.en.json.
 */
import { parseCidr } from '@/lib/validation/network';
import { countryCodes } from '@/lib/validation/payment-instruments/countries';
import type { ListKind } from './types';

/** Why a list item (or a pasted line) is refused. */
export const listItemCodes = [
  'empty',
  'bidi',
  'too-long',
  'card-fingerprint',
  'bin',
  'country',
  'email',
  'email-domain',
  'ip',
  'ip-range',
  'customer',
] as const;
export type ListItemCode = (typeof listItemCodes)[number];
/** Why a pasted line is refused, beyond the item's own codes. */
export type BulkLineCode = ListItemCode | 'duplicate' | 'too-many';

export type ListItemParse = { ok: true; value: string } | { ok: false; code: ListItemCode };

/** Bidirectional marks, embeddings, overrides and isolates: they make text read differently from what it is. */
export const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Longer than any item of any kind (an e-mail address is at most 254 characters). */
export const MAX_LIST_ITEM_LENGTH = 254;
/** Lines (items, blank lines not counted) one paste may hold. */
export const MAX_BULK_LINES = 10_000;

const FINGERPRINT = /^[A-Za-z0-9_-]{8,64}$/;
const BIN = /^\d{6,8}$/;
const CUSTOMER = /^[A-Za-z0-9_]{3,64}$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The local part: printable ASCII without spaces, `@`, quotes or brackets (no quoted local parts). */
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/;

function domain(text: string): string | null {
  const lower = text.toLowerCase();
  if (lower.length > 253) return null;
  const labels = lower.split('.');
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && !/^\d+$/.test(labels[labels.length - 1]) ? lower : null;
}

function email(text: string): string | null {
  const at = text.lastIndexOf('@');
  if (at <= 0 || text.length > MAX_LIST_ITEM_LENGTH) return null;
  const local = text.slice(0, at);
  const host = domain(text.slice(at + 1));
  return EMAIL_LOCAL.test(local) && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..') && host ? `${local.toLowerCase()}@${host}` : null;
}

/** An address without a prefix, canonical (RFC 5952 for IPv6). */
function ipAddress(text: string): string | null {
  if (text.includes('/')) return null;
  const parsed = parseCidr(text);
  return parsed.ok ? parsed.canonical.slice(0, parsed.canonical.lastIndexOf('/')) : null;
}

function ipRange(text: string): string | null {
  if (!text.includes('/')) return null;
  const parsed = parseCidr(text);
  return parsed.ok ? parsed.canonical : null;
}

function country(text: string): string | null {
  const upper = text.toUpperCase();
  return /^[A-Z]{2}$/.test(upper) && countryCodes.has(upper) ? upper : null;
}

/** Each kind's canonical form of a trimmed text, or null; and the code saying what it should be. */
const kinds: Record<ListKind, { read: (text: string) => string | null; code: ListItemCode }> = {
  'card-fingerprint': { read: (text) => (FINGERPRINT.test(text) ? text : null), code: 'card-fingerprint' },
  bin: { read: (text) => (BIN.test(text) ? text : null), code: 'bin' },
  'card-country': { read: country, code: 'country' },
  email: { read: email, code: 'email' },
  // `@example.com` as people write a domain of addresses.
  'email-domain': { read: (text) => domain(text.startsWith('@') ? text.slice(1) : text), code: 'email-domain' },
  ip: { read: ipAddress, code: 'ip' },
  'ip-range': { read: ipRange, code: 'ip-range' },
  'ip-country': { read: country, code: 'country' },
  customer: { read: (text) => (CUSTOMER.test(text) ? text : null), code: 'customer' },
};

/**
 * One item of a list of `kind`, trimmed and in its canonical form: e-mails and domains lower case, country
 * codes upper case and ISO 3166-1 alpha-2 (and XK), BINs 6–8 digits, IP addresses canonical (no prefix),
 * ranges as CIDR with a prefix (host bits cleared), card fingerprints `[A-Za-z0-9_-]{8,64}`, customer ids
 * `[A-Za-z0-9_]{3,64}`.
 */
export function parseListItem(kind: ListKind, text: string): ListItemParse {
  if (text.length > MAX_LIST_ITEM_LENGTH * 4) return { ok: false, code: 'too-long' };
  if (BIDI_CONTROLS.test(text)) return { ok: false, code: 'bidi' };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, code: 'empty' };
  if (trimmed.length > MAX_LIST_ITEM_LENGTH) return { ok: false, code: 'too-long' };
  const { read, code } = kinds[kind];
  const value = read(trimmed);
  return value === null ? { ok: false, code } : { ok: true, value };
}

export interface BulkListParse {
  items: { line: number; value: string }[];
  bad: { line: number; text: string; code: BulkLineCode }[];
}

/** What a refused line shows of itself: a pasted line may be anything, of any length. */
const MAX_BAD_TEXT = 200;
const shown = (text: string) => (text.length > MAX_BAD_TEXT ? `${text.slice(0, MAX_BAD_TEXT)}…` : text);

/**
 * A pasted list (the lists page's bulk add): one item per line (`\n`, `\r\n` or `\r`), trimmed; blank lines
 * are ignored. Lines are numbered from 1. Each good line's canonical value is an item; a line that repeats
 * an earlier line's value (once canonical) is reported once as `duplicate` (at its first repetition; later
 * repetitions are dropped silently). More than 10,000 non-blank lines refuse the whole paste: no items, one
 * `too-many` at the first line over the limit.
 */
export function parseBulkList(kind: ListKind, pasted: string): BulkListParse {
  const lines = pasted.split(/\r\n|\n|\r/);
  const items: BulkListParse['items'] = [];
  const bad: BulkListParse['bad'] = [];
  const seen = new Map<string, 'first' | 'reported'>();
  let count = 0;
  for (const [index, raw] of lines.entries()) {
    const text = raw.trim();
    if (text === '') continue;
    const line = index + 1;
    count++;
    if (count > MAX_BULK_LINES) return { items: [], bad: [{ line, text: shown(text), code: 'too-many' }] };
    const parsed = parseListItem(kind, text);
    if (!parsed.ok) {
      bad.push({ line, text: shown(text), code: parsed.code });
      continue;
    }
    const before = seen.get(parsed.value);
    if (before === undefined) {
      seen.set(parsed.value, 'first');
      items.push({ line, value: parsed.value });
    } else if (before === 'first') {
      seen.set(parsed.value, 'reported');
      bad.push({ line, text: shown(text), code: 'duplicate' });
    }
  }
  return { items, bad };
}

/**
 * What a payment's value is compared as: the canonical form of its kind when it is a valid item; else as it
 * is (lower case for e-mails and domains, which compare case-insensitively whatever they hold).
 */
export function canonicalValue(kind: ListKind, value: string): string {
  const parsed = parseListItem(kind, value);
  if (parsed.ok) return parsed.value;
  return kind === 'email' || kind === 'email-domain' ? value.toLowerCase() : value;
}
