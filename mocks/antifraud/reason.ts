/**
 * A review's `reason`: why its rule held the payment, in words (docs/api/antifraud.md, *Reviews*): each
 * condition of the rule that held, with the payment's value (an amount in its currency, `:amount_in_eur:` in EUR).
 */
import { toMajorText } from '@/lib/money/money';
import type { ConditionTrace } from '@/lib/antifraud-rules/types';

const shown = (trace: ConditionTrace, currency: string) =>
  trace.value === null
    ? 'none'
    : typeof trace.value === 'number' && /^:amount:/.test(trace.text)
      ? `${currency} ${toMajorText(trace.value, currency)}`
      : typeof trace.value === 'number' && /^:amount_in_eur:/.test(trace.text)
        ? `EUR ${toMajorText(trace.value, 'EUR')}`
        : String(trace.value);

/** `:amount: > EUR 500.00 (EUR 812.00), :payments_per_card_24h: = 0 (0)`. */
export const reasonOf = (trace: readonly ConditionTrace[], currency: string) =>
  trace
    .filter((part) => part.holds)
    .map((part) => `${part.text} (${shown(part, currency)})`)
    .join(', ');
