/**
 * A card's expiry as printed, `MM/YY`. A card is good through the last day of its month (UTC),
 * so it expires when that month is over.
 */
import type { CardErrorCode, Checked } from './codes';
import { readField } from './text-guard';

export interface CardExpiry {
  /** 1–12. */
  month: number;
  /** Four digits. */
  year: number;
}

/** Cards are issued for a few years; an expiry further ahead than this is a typo. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

/** `MM/YY` (spaces around the slash allowed), or null. `1/27`, `13/27` and `01/2027` are not expiries. */
export function parseExpiry(text: string): CardExpiry | null {
  const match = /^(\d{2}) ?\/ ?(\d{2})$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

/**
 * Valid when its month is `now`'s month (UTC) or later, and at most 20 years ahead. With `now`
 * null only the form is checked (a contract schema that has no clock; the server checks the date).
 */
export function validateExpiry(
  input: unknown,
  now: Date | number | null,
): Checked<CardExpiry, Extract<CardErrorCode, 'required' | 'invalid-expiry-date' | 'card-expired'>> {
  const field = readField(input);
  if (field.kind === 'empty') return { ok: false, code: 'required' };
  const expiry = field.kind === 'text' ? parseExpiry(field.text) : null;
  if (!expiry) return { ok: false, code: 'invalid-expiry-date' };
  if (now === null) return { ok: true, value: expiry };
  const today = new Date(now);
  const months = (year: number, month: number) => year * 12 + month;
  const current = months(today.getUTCFullYear(), today.getUTCMonth() + 1);
  const expires = months(expiry.year, expiry.month);
  if (expires < current) return { ok: false, code: 'card-expired' };
  if (expires > current + MAX_EXPIRY_YEARS_AHEAD * 12) return { ok: false, code: 'invalid-expiry-date' };
  return { ok: true, value: expiry };
}
