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

/** Formats an integer amount in minor units, without ever dividing through a float. */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  if (!Number.isInteger(minor)) throw new Error(`Money must be an integer in minor units, got ${minor}`);
  const exponent = currencyExponent(currency);
  const negative = minor < 0;
  const digits = Math.abs(minor).toString().padStart(exponent + 1, '0');
  const major = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  // Intl accepts a decimal string, so no float rounding sneaks in.
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
  return formatter.format(`${negative ? '-' : ''}${major}` as unknown as number);
}

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
