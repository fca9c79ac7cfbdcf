import { currencyExponent, parseMoney } from '@/lib/money';

/** An integer amount in minor units as a plain decimal string in major units ('12050' EUR → '120.50'), without floats. */
export function toMajorText(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const digits = Math.abs(minor).toString().padStart(exponent + 1, '0');
  const major = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return `${minor < 0 ? '-' : ''}${major}`;
}

/** 'EUR 40.00' in the reader's locale: the ISO code, so the currency is never in doubt in a confirmation. */
export function formatWithCode(minor: number, currency: string, locale: string): string {
  const exponent = currencyExponent(currency);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
  // Intl takes the decimal string as it is: no float rounding.
  return format.format(toMajorText(minor, currency) as unknown as number);
}

export interface AmountLimits {
  currency: string;
  /** The transaction's amount, minor units. */
  total: number;
  /** What is left to refund, capture or cancel, minor units. */
  remaining: number;
}

/** Why a typed amount cannot be sent: a message key in `transactionDetails` (and its values), or null when it is fine. */
export type AmountProblem = { key: string; values?: Record<string, string | number> } | null;

const NUMBER_LIKE = /^\d+(?:[.,]\d*)?$/;

/** Checks what the user typed, as they type: form, decimals for the currency, zero, and the two maxima. */
export function checkAmount(text: string, { currency, total, remaining }: AmountLimits, locale: string): AmountProblem {
  const cleaned = text.trim().replace(/[\s\u00a0']/g, '');
  if (!cleaned) return { key: 'amount.required' };
  if (!NUMBER_LIKE.test(cleaned)) return { key: 'amount.format' };
  const minor = parseMoney(cleaned, currency);
  if (minor === null) {
    const decimals = currencyExponent(currency);
    return decimals === 0 ? { key: 'amount.noDecimals', values: { currency } } : { key: 'amount.decimals', values: { currency, count: decimals } };
  }
  if (minor === 0) return { key: 'amount.zero' };
  if (minor > total) return { key: 'amount.exceedsTransaction' };
  if (minor > remaining) return { key: 'amount.exceedsRemaining', values: { remaining: formatWithCode(remaining, currency, locale) } };
  return null;
}
