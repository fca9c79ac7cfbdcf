/**
 * The wallet's three lists as the frame keeps their filters in the URL, and as the actions take them.
 * Days are the user's, in their time zone.
 */
import type { DateRange, FilterField, FilterValues } from '@/components/list-page';
import { dayRangeInstants } from '@/lib/dates';
import type { ListFilter } from '../api/wallet-api';

export const PAGE_SIZE = 25;

type Label = (value: string) => string;

/** A filter field of choices: status, type. */
export const choiceField = (id: string, label: string, values: readonly string[], labelOf: Label, multi = true): FilterField =>
  multi
    ? { id, type: 'multi-select', label, options: values.map((value) => ({ value, label: labelOf(value) })) }
    : { id, type: 'select', label, options: values.map((value) => ({ value, label: labelOf(value) })) };

export const currencyField = (label: string, currencies: readonly string[]): FilterField => ({
  id: 'currency',
  type: 'select',
  label,
  options: currencies.map((value) => ({ value, label: value })),
});

export const createdField = (label: string): FilterField => ({ id: 'created', type: 'date-range', label });

/** The frame's values → the actions' filters: lists of choices as `in`, one choice as `eq`, the created range as instants. */
export function toFilters(values: FilterValues, timeZone: string): ListFilter[] {
  const out: ListFilter[] = [];
  for (const [id, value] of Object.entries(values)) {
    if (id === 'created') continue;
    if (Array.isArray(value) && value.length) out.push({ field: id, operator: 'in', value: value as string[] });
    else if (typeof value === 'string' && value) out.push({ field: id, operator: 'eq', value });
  }
  const range = values.created as DateRange | undefined;
  if (range) {
    const { gte, lte } = dayRangeInstants(range, timeZone);
    if (gte) out.push({ field: 'createdAt', operator: 'gte', value: gte });
    if (lte) out.push({ field: 'createdAt', operator: 'lte', value: lte });
  }
  return out;
}

export const sortOf = (sort: { id: string; desc: boolean } | null | undefined) => (sort ? `${sort.desc ? '-' : ''}${sort.id}` : '-createdAt');
