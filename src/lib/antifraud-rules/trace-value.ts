import { attributeSpec } from './attributes';
import type { ConditionTrace } from './types';

const ATTRIBUTE = /^\s*:([a-zA-Z0-9_]+):/;

/**
 * A condition's value on a payment as a person reads it: amounts formatted (`:amount:` in the payment's
 * currency, `:amount_in_eur:` in EUR, both given in minor units), anything else as it is; null when the
 * payment has none.
 */
export function traceValueText(
  step: Pick<ConditionTrace, 'text' | 'value'>,
  currency: string,
  money: (minor: number, currency: string) => string,
): string | null {
  if (step.value === null) return null;
  const type = attributeSpec(ATTRIBUTE.exec(step.text)?.[1] ?? '')?.type;
  if (typeof step.value === 'number' && type === 'money') return money(step.value, currency);
  if (typeof step.value === 'number' && type === 'decimal') return money(step.value, 'EUR');
  return String(step.value);
}
