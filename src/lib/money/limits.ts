/**
 * The largest amount, in minor units of any currency, that the dashboard and the API accept:
 * 999,999,999,999 (EUR 9,999,999,999.99, JPY 999,999,999,999, KWD 999,999,999.999). Far inside
 * `Number.MAX_SAFE_INTEGER` (about 9.007e15), so sums of a few thousand such amounts stay exact too.
 */
export const MAX_MINOR_AMOUNT = 999_999_999_999;
