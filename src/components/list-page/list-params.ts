import { amountsOutOfOrder, normaliseAmountRange } from './amount-range';
import type { DateRange, FilterField, FilterValue, FilterValues, ListDefinition, ListParams, AmountRange, SortState } from './types';

export const DEFAULT_PAGE_SIZE = 50;
const MAX_TEXT = 200;
const MAX_PAGE = 1_000_000;

const key = (definition: ListDefinition, name: string) => `${definition.paramPrefix ?? ''}${name}`;

const text = (raw: string | null) => {
  const value = raw?.trim().slice(0, MAX_TEXT) ?? '';
  return value.length ? value : undefined;
};

export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Reads one filter; anything malformed or unknown reads as "not set". */
function readFilter(field: FilterField, params: URLSearchParams, name: (suffix?: string) => string): FilterValue | undefined {
  switch (field.type) {
    case 'text':
      return text(params.get(name()));
    case 'select': {
      const value = params.get(name());
      return field.options.some((o) => o.value === value) ? (value as string) : undefined;
    }
    case 'multi-select': {
      const chosen = new Set(params.getAll(name()));
      const values = field.options.filter((o) => chosen.has(o.value)).map((o) => o.value);
      return values.length ? values : undefined;
    }
    case 'date-range': {
      const from = params.get(name('from'));
      const to = params.get(name('to'));
      const range: DateRange = {};
      if (isDay(from)) range.from = from;
      if (isDay(to)) range.to = to;
      if (range.from && range.to && range.from > range.to) return undefined;
      return range.from || range.to ? range : undefined;
    }
    case 'amount-range': {
      const range = normaliseAmountRange({ min: params.get(name('min')) ?? undefined, max: params.get(name('max')) ?? undefined });
      return range && !amountsOutOfOrder(range) ? range : undefined;
    }
  }
}

/** Every URL parameter a filter may use. */
function filterKeys(definition: ListDefinition, field: FilterField) {
  const base = key(definition, field.id);
  if (field.type === 'date-range') return [`${base}.from`, `${base}.to`];
  if (field.type === 'amount-range') return [`${base}.min`, `${base}.max`];
  return [base];
}

function readSort(definition: ListDefinition, raw: string | null): SortState | null {
  if (raw) {
    const desc = raw.startsWith('-');
    const id = desc ? raw.slice(1) : raw;
    if (definition.sortable?.includes(id)) return { id, desc };
  }
  return definition.defaultSort ?? null;
}

/** The list's state from the URL. Unknown or malformed parameters are ignored, never thrown on. */
export function parseListParams(definition: ListDefinition, params: URLSearchParams): ListParams {
  const filters: FilterValues = {};
  for (const field of definition.filters ?? []) {
    const base = key(definition, field.id);
    const value = readFilter(field, params, (suffix) => (suffix ? `${base}.${suffix}` : base));
    if (value !== undefined) filters[field.id] = value;
  }
  const pageRaw = params.get(key(definition, 'page')) ?? '';
  const page = /^\d{1,7}$/.test(pageRaw) ? Math.min(Math.max(Number(pageRaw), 1), MAX_PAGE) : 1;
  return {
    search: definition.search ? (text(params.get(key(definition, 'q'))) ?? '') : '',
    filters,
    sort: readSort(definition, params.get(key(definition, 'sort'))),
    page,
    pageSize: definition.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

const sameSort = (a: SortState | null | undefined, b: SortState | null | undefined) =>
  (a ?? null) === (b ?? null) || (!!a && !!b && a.id === b.id && a.desc === b.desc);

/**
 * Writes the list's state over `current`, keeping every parameter that is not the list's
 * (a settings tab, another list). Defaults are left out so plain URLs stay plain.
 */
export function writeListParams(definition: ListDefinition, current: URLSearchParams, state: Omit<ListParams, 'pageSize'>): URLSearchParams {
  const next = new URLSearchParams(current);
  const own = [key(definition, 'q'), key(definition, 'sort'), key(definition, 'page')];
  for (const field of definition.filters ?? []) own.push(...filterKeys(definition, field));
  own.forEach((name) => next.delete(name));

  if (definition.search && state.search.trim()) next.set(key(definition, 'q'), state.search.trim().slice(0, MAX_TEXT));
  for (const field of definition.filters ?? []) {
    const value = state.filters[field.id];
    if (value === undefined) continue;
    const base = key(definition, field.id);
    if (typeof value === 'string') {
      if (value.trim()) next.set(base, value.trim());
    } else if (Array.isArray(value)) {
      value.forEach((item) => next.append(base, item));
    } else if (field.type === 'date-range') {
      const range = value as DateRange;
      if (range.from) next.set(`${base}.from`, range.from);
      if (range.to) next.set(`${base}.to`, range.to);
    } else if (field.type === 'amount-range') {
      const range = value as AmountRange;
      if (range.min !== undefined) next.set(`${base}.min`, range.min);
      if (range.max !== undefined) next.set(`${base}.max`, range.max);
    }
  }
  if (state.sort && !sameSort(state.sort, definition.defaultSort)) {
    next.set(key(definition, 'sort'), `${state.sort.desc ? '-' : ''}${state.sort.id}`);
  }
  if (state.page > 1) next.set(key(definition, 'page'), String(state.page));
  return next;
}

/** A filter value that filters nothing (empty text, no choice, open range) is not a filter. */
export function isActiveValue(value: FilterValue | undefined): value is FilterValue {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return Object.values(value).some((part) => part !== undefined && part !== '');
}
