/** ISO 4217 exponents that Intl gets wrong or that we want to pin. */
const exponentOverrides: Record<string, number> = { JPY: 0, KRW: 0, VND: 0, KWD: 3, BHD: 3, OMR: 3, JOD: 3, TND: 3, LYD: 3, IQD: 3 };

export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  if (code in exponentOverrides) return exponentOverrides[code];
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An integer amount in minor units as a plain decimal string in major units ('12050' EUR → '120.50'), without floats. */
export function toMajorText(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const digits = Math.abs(minor).toString().padStart(exponent + 1, '0');
  const major = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return `${minor < 0 ? '-' : ''}${major}`;
}

/**
 * Formats an integer amount in minor units, without ever dividing through a float. `display: 'code'`
 * gives 'EUR 40.00', for confirmations, where the currency must never be in doubt.
 */
export function formatMoney(minor: number, currency: string, locale = 'en', display: 'symbol' | 'code' = 'symbol'): string {
  if (!Number.isInteger(minor)) throw new Error(`Money must be an integer in minor units, got ${minor}`);
  const exponent = currencyExponent(currency);
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: display,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
  // Intl accepts a decimal string, so no float rounding sneaks in.
  const text = formatter.format(toMajorText(minor, currency) as unknown as number);
  // In a right-to-left language the Latin code or symbol ('UK£', 'EUR') would be reordered around the
  // digits ('£UK 13,748.97'): a left-to-right isolate keeps the amount in one readable piece.
  return RTL_LANGUAGES.has(locale.toLowerCase().split('-')[0]) ? `\u2066${text}\u2069` : text;
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/** Parses what a user typed ('12.5', '12,50') into minor units, or null when it is not an amount. */
export function parseMoney(input: string, currency: string): number | null {
  const exponent = currencyExponent(currency);
  const cleaned = input.trim().replace(/[\s\u00a0']/g, '').replace(',', '.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > exponent) return null;
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

/** Why typed text is not a positive amount: a key of the `errors` namespace with its values. */
export interface MoneyTextProblem {
  key: 'errors:money.required' | 'errors:money.format' | 'errors:money.noDecimals' | 'errors:money.decimals' | 'errors:money.zero';
  values?: { currency: string; count?: number };
}

/** Checks a typed amount of `currency` as the user types: present, a number, the currency's decimals, more than zero. */
export function checkMoneyText(text: string, currency: string): MoneyTextProblem | null {
  const cleaned = text.trim().replace(/[\s\u00a0']/g, '');
  if (!cleaned) return { key: 'errors:money.required' };
  if (!/^\d+(?:[.,]\d*)?$/.test(cleaned)) return { key: 'errors:money.format' };
  const minor = parseMoney(cleaned, currency);
  if (minor === null) {
    const count = currencyExponent(currency);
    return count === 0 ? { key: 'errors:money.noDecimals', values: { currency } } : { key: 'errors:money.decimals', values: { currency, count } };
  }
  return minor === 0 ? { key: 'errors:money.zero' } : null;
}
