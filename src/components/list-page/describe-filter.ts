import type { TFunction } from 'i18next';
import type { AmountRange, DateRange, FilterField, FilterValue } from './types';

export interface Formatters {
  /** A decimal string ('1250.5') in the locale's digits and separators, exactly. */
  decimal: (value: string) => string;
  day: (value: string) => string;
}

/** `day` writes a calendar day in the user's date pattern (`useDateFormat().day`). */
export function makeFormatters(locale: string, day: (value: string) => string): Formatters {
  const numbers = new Intl.NumberFormat(locale);
  // Intl formats a decimal string exactly (no float on the way).
  return { decimal: (value) => numbers.format(value as `${number}`), day };
}

function range(t: TFunction, from: string | undefined, to: string | undefined) {
  if (from && to) return t('common:list.rangeBetween', { from, to });
  if (from) return t('common:list.rangeFrom', { from });
  return t('common:list.rangeTo', { to });
}

/** "Mode: Live", "Amount: 10 – 20": the text of an active filter's chip. */
export function describeFilter(field: FilterField, value: FilterValue, t: TFunction, format: Formatters): string {
  let text: string;
  switch (field.type) {
    case 'text':
      text = String(value);
      break;
    case 'select':
      text = field.options.find((o) => o.value === value)?.label ?? String(value);
      break;
    case 'multi-select': {
      const chosen = new Set(value as string[]);
      text = field.options
        .filter((o) => chosen.has(o.value))
        .map((o) => o.label)
        .join(', ');
      break;
    }
    case 'date-range': {
      const { from, to } = value as DateRange;
      text = range(t, from && format.day(from), to && format.day(to));
      break;
    }
    case 'amount-range': {
      const { min, max } = value as AmountRange;
      text = range(t, min === undefined ? undefined : format.decimal(min), max === undefined ? undefined : format.decimal(max));
      break;
    }
  }
  return t('common:list.chip', { label: field.label, value: text });
}
