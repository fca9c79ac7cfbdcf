/**
 * Currency conversion in integer minor units (docs/api/accounts.md, *Conversion and rounding*):
 * `floor(sellAmount × rate × 10^(exponent(buy) − exponent(sell)))`, with BigInt only, so no float
 * ever touches an amount. The rate is a decimal string (buy units per sell unit) applied exactly.
 * Rounding is down: an exchange never credits value the sold amount did not pay for.
 */
import { currencyExponent } from './iso-4217';

/** A rate: a positive decimal with `.`, at most 12 decimals (`"161.35"`, `"0.00619"`). */
export const RATE_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,12})?$/;

export const isRate = (rate: string) => RATE_PATTERN.test(rate) && /[1-9]/.test(rate);

/** The rate as an exact fraction `numerator / denominator`. */
export function rateFraction(rate: string): { numerator: bigint; denominator: bigint } {
  if (!isRate(rate)) throw new RangeError(`Not a rate: ${rate}`);
  const [whole, decimals = ''] = rate.split('.');
  return { numerator: BigInt(whole + decimals), denominator: 10n ** BigInt(decimals.length) };
}

/**
 * What `sellAmount` minor units of `sellCurrency` buy of `buyCurrency` at `rate`, in minor units,
 * rounded down. Throws for an unknown currency or a malformed rate.
 */
export function convertMinor(sellAmount: number, sellCurrency: string, buyCurrency: string, rate: string): number {
  if (!Number.isSafeInteger(sellAmount) || sellAmount < 0) throw new RangeError(`Not an amount: ${sellAmount}`);
  const { numerator, denominator } = rateFraction(rate);
  const shift = currencyExponent(buyCurrency) - currencyExponent(sellCurrency);
  let top = BigInt(sellAmount) * numerator;
  let bottom = denominator;
  if (shift >= 0) top *= 10n ** BigInt(shift);
  else bottom *= 10n ** BigInt(-shift);
  // BigInt division truncates towards zero: down, for the non-negative amounts converted here.
  const bought = top / bottom;
  if (bought > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('The converted amount is too large');
  return Number(bought);
}
