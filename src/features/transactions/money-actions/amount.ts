import { checkMoneyText, formatMoney, parseMoney } from '@/lib/money';

export interface AmountLimits {
  currency: string;
  /** The transaction's amount, minor units. */
  total: number;
  /** What is left to refund, capture or cancel, minor units. */
  remaining: number;
}

/** Why a typed amount cannot be sent: a message key (`errors:money.*` or in `transactionDetails`) and its values, or null when it is fine. */
export type AmountProblem = { key: string; values?: Record<string, string | number> } | null;

/**
 * Checks what the user typed, as they type: form (any Unicode digits, one clear decimal separator, see
 * `checkMoneyText`), decimals for the currency, the largest amount, zero, and the two maxima.
 */
export function checkAmount(text: string, { currency, total, remaining }: AmountLimits, locale: string): AmountProblem {
  const problem = checkMoneyText(text, currency, locale);
  if (problem) return problem;
  const minor = parseMoney(text, currency) ?? 0;
  if (minor > total) return { key: 'amount.exceedsTransaction' };
  if (minor > remaining) return { key: 'amount.exceedsRemaining', values: { remaining: formatMoney(remaining, currency, locale) } };
  return null;
}
