import { currencyExponent, isKnownCurrency } from './iso-4217';
import { MAX_MINOR_AMOUNT } from './limits';
import { readTypedDecimal } from './typed-decimal';

/**
 * An integer amount in minor units as a plain decimal string in major units ('12050' EUR → '120.50'),
 * without floats. A currency the ISO table does not know has no known exponent: its amount is written
 * as the integer it is.
 */
export function toMajorText(minor: number, currency: string): string {
  const exponent = isKnownCurrency(currency) ? currencyExponent(currency) : 0;
  const digits = Math.abs(minor)
    .toString()
    .padStart(exponent + 1, '0');
  const major = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return `${minor < 0 ? '-' : ''}${major}`;
}

/**
 * Formats an integer amount in minor units, without ever dividing through a float. One rule on every
 * page (docs/decisions/0008-one-money-format.md): the ISO code, never a symbol ('EUR 40.00' in English,
 * '40,00 EUR' in German), so '$' never leaves USD, CAD and AUD in doubt and a list reads like its
 * confirmation. Intl places the code and draws the grouping; the decimals are always the ISO table's
 * (HUF 12.50, not HUF 13). A currency the table does not know is shown as its code and the integer in
 * minor units ('XYZ 1250'), never guessed into major units.
 */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  if (!Number.isInteger(minor)) throw new Error(`Money must be an integer in minor units, got ${minor}`);
  let text: string;
  if (isKnownCurrency(currency)) {
    const exponent = currencyExponent(currency);
    const formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    // Intl accepts a decimal string, so no float rounding sneaks in.
    text = formatter.format(toMajorText(minor, currency) as unknown as number);
  } else {
    text = `${currency} ${minor}`;
  }
  // In a right-to-left language the Latin code ('EUR') would be reordered around the digits: a
  // left-to-right isolate keeps the amount in one readable piece.
  return RTL_LANGUAGES.has(locale.toLowerCase().split('-')[0]) ? `\u2066${text}\u2069` : text;
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/** Why typed text is not a positive amount: a key of the `errors` namespace with its values. */
export interface MoneyTextProblem {
  key:
    | 'errors:money.required'
    | 'errors:money.format'
    | 'errors:money.separators'
    | 'errors:money.noDecimals'
    | 'errors:money.decimals'
    | 'errors:money.tooLarge'
    | 'errors:money.unknownCurrency'
    | 'errors:money.zero';
  values?: { currency?: string; count?: number; max?: string };
}

/** What was typed, in minor units, or why it is not an amount of `currency` (see typed-decimal.ts for the rules). */
function readMoney(text: string, currency: string, locale: string): { minor: number } | { problem: MoneyTextProblem } {
  if (!text.trim()) return { problem: { key: 'errors:money.required' } };
  if (!isKnownCurrency(currency)) return { problem: { key: 'errors:money.unknownCurrency', values: { currency } } };
  const exponent = currencyExponent(currency);
  const read = readTypedDecimal(text, exponent);
  if ('problem' in read) return { problem: { key: read.problem === 'format' ? 'errors:money.format' : 'errors:money.separators' } };
  if (read.fraction.length > exponent) {
    return {
      problem:
        exponent === 0 ? { key: 'errors:money.noDecimals', values: { currency } } : { key: 'errors:money.decimals', values: { currency, count: exponent } },
    };
  }
  const minor = BigInt(read.whole + read.fraction.padEnd(exponent, '0'));
  if (minor > BigInt(MAX_MINOR_AMOUNT)) return { problem: { key: 'errors:money.tooLarge', values: { max: formatMoney(MAX_MINOR_AMOUNT, currency, locale) } } };
  return { minor: Number(minor) };
}

/**
 * Parses what a user typed ('12.5', '12,50', '١٢٫٥', '1.234,56') into minor units of `currency`, or
 * null when it is not an amount of it: unknown currency, ambiguous separators, too many decimals,
 * more than `MAX_MINOR_AMOUNT`. `checkMoneyText` says which.
 */
export function parseMoney(input: string, currency: string): number | null {
  const read = readMoney(input, currency, 'en');
  return 'minor' in read ? read.minor : null;
}

/**
 * Checks a typed amount of `currency` as the user types: present, a known currency, a number with one
 * clear decimal separator, the currency's decimals, at most `MAX_MINOR_AMOUNT`, more than zero.
 * `locale` writes the maximum in the "too large" message.
 */
export function checkMoneyText(text: string, currency: string, locale = 'en'): MoneyTextProblem | null {
  const read = readMoney(text, currency, locale);
  if ('problem' in read) return read.problem;
  return read.minor === 0 ? { key: 'errors:money.zero' } : null;
}
