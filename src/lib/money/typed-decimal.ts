/**
 * Reads a decimal number as a person types it, whatever their digits and separators, and refuses
 * what could be read two ways. The rules (also in docs/decisions/0006-money-exponents-and-typed-amounts.md):
 *
 * 1. Digits: every Unicode decimal digit counts as the digit it is: ASCII, Arabic-Indic (٠–٩),
 *    Persian (۰–۹), full-width (０–９), Devanagari and the rest.
 * 2. Separators: `٫` (Arabic decimal separator) is always the decimal separator; spaces (also
 *    no-break and thin ones), apostrophes and `٬` (Arabic thousands separator) always group
 *    thousands. `.` and `,` may be either:
 *    - both present: the last one is the decimal separator (`1.234,56`, `1,234.56`);
 *    - one of them more than once: it groups thousands (`1,234,567`, `1.234.567`);
 *    - one of them once: it is the decimal separator (`12,5`, `12.50`, `0,125`, `1234.567`),
 *      except in the shape of a thousands group: 1–3 digits not starting with 0, the separator,
 *      exactly 3 digits, nothing else (`1,234`, `1.234`). That shape is read
 *      - as thousands when the currency has no minor unit (JPY `1,234` and `1.234` are 1234: no
 *        decimal reading exists);
 *      - with `.` as decimals when the currency has 3 or more decimals, or none is known (the
 *        amount filter): KWD `45.250` is 45.250, the way the app itself writes amounts;
 *      - otherwise refused as ambiguous (EUR `1,234`, EUR `1.234`, KWD `1,234`).
 * 3. Thousands groups: one grouping character throughout, before the decimal separator only, a
 *    first group of 1–3 digits not starting with 0, then groups of exactly 3 (`1,2,3` is refused).
 * 4. A digit first; no sign, no letters.
 */

/** Why the text is not a decimal: not a number at all, or separators that do not give one clear reading. */
export type DecimalProblem = 'format' | 'separators';

/** The digits before and after the decimal separator (ASCII, grouping removed), or the problem. */
export type TypedDecimal = { whole: string; fraction: string } | { problem: DecimalProblem };

const DIGIT = /\p{Nd}/u;

/**
 * The ASCII digit of a Unicode decimal digit. Unicode assigns decimal digits only in runs of ten from
 * 0 to 9, so the value is the distance from the start of the run (modulo 10 where runs touch, as the
 * mathematical digits do).
 */
function asciiDigit(char: string): string {
  const code = char.codePointAt(0)!;
  let start = code;
  while (DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((code - start) % 10);
}

const toAsciiDigits = (text: string) => text.replace(/\p{Nd}/gu, (char) => (char >= '0' && char <= '9' ? char : asciiDigit(char)));

const ARABIC_DECIMAL = '\u066b';
// `\s` covers the no-break, narrow no-break and thin spaces that Intl and keyboards put between groups.
const ALLOWED = /^\d[\d.,\s'\u2019\u066b\u066c]*$/u;
const THOUSANDS_SHAPE = /^[1-9]\d{0,2}[.,]\d{3}$/;

/** Spaces of every kind are one grouping character; so are both apostrophes. */
const groupKind = (char: string) => (/\s/.test(char) ? ' ' : char === '\u2019' ? "'" : char);

/** `1,234,567` → `1234567`; null when the grouping is not one character between groups of three. */
function ungroup(whole: string): string | null {
  const separators = [...whole].filter((char) => !/\d/.test(char)).map(groupKind);
  if (separators.length === 0) return whole;
  if (separators.some((kind) => kind !== separators[0])) return null;
  return /^[1-9]\d{0,2}(?:\D\d{3})+$/.test(whole) ? whole.replace(/\D/g, '') : null;
}

/** Where the decimal separator is, or null for none; 'ambiguous' for the refused thousands shape. */
function decimalIndex(text: string, exponent: number | null): number | null | 'ambiguous' {
  const arabic = text.indexOf(ARABIC_DECIMAL);
  if (arabic >= 0) return arabic;
  const dot = text.lastIndexOf('.');
  const comma = text.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return Math.max(dot, comma);
  const index = Math.max(dot, comma);
  if (index < 0 || text.indexOf(text[index]) !== index) return null;
  if (!THOUSANDS_SHAPE.test(text)) return index;
  if (exponent === 0) return null;
  return text[index] === '.' && (exponent === null || exponent >= 3) ? index : 'ambiguous';
}

/**
 * Reads typed text as a decimal for a currency with `exponent` decimals (null when no currency is
 * known, as in the amount filter). Checks the form only: the number of decimals is the caller's.
 */
export function readTypedDecimal(input: string, exponent: number | null): TypedDecimal {
  const text = toAsciiDigits(input.trim());
  if (!ALLOWED.test(text)) return { problem: 'format' };
  const index = decimalIndex(text, exponent);
  if (index === 'ambiguous') return { problem: 'separators' };
  const wholeText = index === null ? text : text.slice(0, index);
  const fraction = index === null ? '' : text.slice(index + 1);
  const whole = ungroup(wholeText);
  if (whole === null || !/^\d*$/.test(fraction)) return { problem: 'separators' };
  return { whole, fraction };
}
