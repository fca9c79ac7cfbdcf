import type { TFunction } from 'i18next';
import type { DateRange, FilterField, FilterValue, NumberRange } from './types';

export interface Formatters {
  number: (value: number) => string;
  day: (value: string) => string;
}

export function makeFormatters(locale: string): Formatters {
  const numbers = new Intl.NumberFormat(locale);
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    number: (value) => numbers.format(value),
    // A calendar day, not an instant: read and shown in UTC so no time zone shifts it.
    day: (value) => days.format(new Date(`${value}T00:00:00Z`)),
  };
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
    case 'number-range': {
      const { min, max } = value as NumberRange;
      text = range(t, min === undefined ? undefined : format.number(min), max === undefined ? undefined : format.number(max));
      break;
    }
  }
  return t('common:list.chip', { label: field.label, value: text });
}
