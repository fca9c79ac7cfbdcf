/**
 * Amount filters (`transactions/list`, `disputes/list`) take a bound in major units, whatever the
 * currency, as a decimal string with `.` ('12.50'), and compare it with each row in the row's own
 * exponent. At most 12 whole digits: no amount is larger than `MAX_MINOR_AMOUNT` (12 digits) even in
 * a currency without decimals.
 */
import { currencyExponent, MAX_CURRENCY_EXPONENT } from './iso-4217';
import { MAX_MINOR_AMOUNT } from './limits';
import { readTypedDecimal } from './typed-decimal';

/** The bound as the API takes it: up to 12 whole digits and 6 decimals. */
export const MAJOR_DECIMAL = /^(\d{1,12})(?:\.(\d{1,6}))?$/;

/**
 * `'12.505'` → the bound in minor units of `currency`: rounded up for `gte`, down for `lte`, so the
 * comparison is exact (12.505 EUR: ≥ 1251, ≤ 1250). A bound above `MAX_MINOR_AMOUNT` becomes
 * `MAX_MINOR_AMOUNT + 1` (no amount reaches it), so it stays a safe integer even in CLF's 4 decimals.
 * Null when `value` is not a `MAJOR_DECIMAL`; throws for a currency the ISO table does not know.
 */
export function minorBound(value: string, currency: string, roundUp: boolean): number | null {
  const match = MAJOR_DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  const exponent = currencyExponent(currency);
  const kept = BigInt(whole + fraction.slice(0, exponent).padEnd(exponent, '0'));
  const bound = roundUp && /[1-9]/.test(fraction.slice(exponent)) ? kept + 1n : kept;
  return bound > BigInt(MAX_MINOR_AMOUNT) ? MAX_MINOR_AMOUNT + 1 : Number(bound);
}

/** Why typed text cannot be an amount filter. */
export type MajorDecimalProblem = 'format' | 'separators' | 'decimals' | 'tooLarge';

/**
 * What a user typed into an amount filter ('1 234,5', '١٢٫٥') → the API's decimal ('1234.5'), by the
 * rules of typed-decimal.ts with no currency known (a lone `.` before three digits is a decimal point,
 * a lone `,` there is ambiguous); at most as many decimals as any currency has.
 */
export function typedMajorDecimal(text: string): { value: string } | { problem: MajorDecimalProblem } {
  const read = readTypedDecimal(text, null);
  if ('problem' in read) return read;
  if (read.fraction.length > MAX_CURRENCY_EXPONENT) return { problem: 'decimals' };
  const whole = read.whole.replace(/^0+(?=\d)/, '');
  if (BigInt(whole) > BigInt(MAX_MINOR_AMOUNT)) return { problem: 'tooLarge' };
  return { value: read.fraction ? `${whole}.${read.fraction}` : whole };
}

/** Compares two non-negative decimal strings ('12.5', '1250') exactly (no floats). */
export function compareDecimals(a: string, b: string) {
  const [aw, af = ''] = a.split('.');
  const [bw, bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const left = BigInt(aw + af.padEnd(width, '0'));
  const right = BigInt(bw + bf.padEnd(width, '0'));
  return left === right ? 0 : left > right ? 1 : -1;
}
