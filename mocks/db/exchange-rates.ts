/**
 * The sandbox's exchange rates: fixed mid rates against EUR, and the quoted rate between two
 * currencies, the cross rate less a 0.4 % spread, rounded down to 8 significant digits (at most 12
 * decimals). Exact: BigInt fractions, never floats. docs/api/accounts.md.
 */
import { rateFraction } from '@/lib/money/exchange';
import { currencyExponent } from '@/lib/money/iso-4217';

/** Units of the currency for EUR 1. */
const midPerEur: Readonly<Record<string, string>> = {
  EUR: '1',
  USD: '1.0842',
  GBP: '0.8517',
  JPY: '161.35',
  KWD: '0.3331',
  PLN: '4.312',
  UAH: '44.62',
};

/** The quote keeps this share of the cross rate (1 − 0.4 % spread), as a fraction. */
const SPREAD_KEEP = { numerator: 996n, denominator: 1000n };
const SIGNIFICANT = 8;
const MAX_DECIMALS = 12;

export const exchangeableCurrencies = Object.keys(midPerEur);
export const isExchangeable = (currency: string) => Object.prototype.hasOwnProperty.call(midPerEur, currency);

/** `numerator / denominator` as a decimal string, rounded down to 8 significant digits (≤ 12 decimals). */
function decimalDown(numerator: bigint, denominator: bigint): string {
  let decimals = 0;
  let scaled = numerator / denominator;
  while (decimals < MAX_DECIMALS && scaled.toString().length < SIGNIFICANT) {
    decimals += 1;
    scaled = (numerator * 10n ** BigInt(decimals)) / denominator;
  }
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The rate quoted for selling `sell` to buy `buy`: buy units per sell unit. */
export function quotedRate(sell: string, buy: string): string {
  const sellMid = rateFraction(midPerEur[sell]);
  const buyMid = rateFraction(midPerEur[buy]);
  const numerator = buyMid.numerator * sellMid.denominator * SPREAD_KEEP.numerator;
  const denominator = buyMid.denominator * sellMid.numerator * SPREAD_KEEP.denominator;
  return decimalDown(numerator, denominator);
}

const eurFractions = new Map<string, { numerator: bigint; denominator: bigint }>();

/**
 * `amount` minor units of `currency` in EUR cents at the mid rate, rounded down; exact (BigInt). What
 * antifraud rules compare as `:amount_in_eur:` (docs/api/antifraud.md). Null for a currency with no rate.
 */
export function eurCentsOf(amount: number, currency: string): number | null {
  if (!isExchangeable(currency)) return null;
  let mid = eurFractions.get(currency);
  if (!mid) eurFractions.set(currency, (mid = rateFraction(midPerEur[currency])));
  const shift = 2 - currencyExponent(currency);
  let top = BigInt(amount) * mid.denominator;
  let bottom = mid.numerator;
  if (shift >= 0) top *= 10n ** BigInt(shift);
  else bottom *= 10n ** BigInt(-shift);
  return Number(top / bottom);
}
