import { compareDecimals, typedMajorDecimal, type MajorDecimalProblem } from '@/lib/money';
import type { AmountRange } from './types';

/*
 * Amount filters in major units whatever the currency, kept as decimal text ('12.5') from the typed
 * text to the URL and the API: never a float. The server compares each row in its own currency.
 */

/** Typed text → the decimal ('1 250,5' → '1250.5'), or undefined when it is not one. */
export function readAmount(text: string | null | undefined): string | undefined {
  if (!text?.trim()) return undefined;
  const typed = typedMajorDecimal(text);
  return 'value' in typed ? typed.value : undefined;
}

/** Why typed text is no amount, or null (empty text included). */
export function amountProblem(text: string | undefined): MajorDecimalProblem | null {
  if (!text?.trim()) return null;
  const typed = typedMajorDecimal(text);
  return 'problem' in typed ? typed.problem : null;
}

/** The range with its sides read as decimals; undefined when neither side is one. */
export function normaliseAmountRange(range: AmountRange): AmountRange | undefined {
  const min = readAmount(range.min);
  const max = readAmount(range.max);
  return min || max ? { ...(min && { min }), ...(max && { max }) } : undefined;
}

/** The lower amount is above the upper one. */
export function amountsOutOfOrder({ min, max }: AmountRange): boolean {
  const low = readAmount(min);
  const high = readAmount(max);
  return !!low && !!high && compareDecimals(low, high) > 0;
}
