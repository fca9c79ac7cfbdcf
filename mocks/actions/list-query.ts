/**
 * One query helper for every list action: filters, sorting, paging and `meta.page.total`.
 *
 * The request (validated by the contract's list schema, src/lib/contract/schemas.ts `listShape`):
 * - `filter: {field: value}` — shorthand for `eq` filters (`{resourceType: 'organization'}`); an
 *   empty or absent value filters nothing;
 * - `filters: [{field, operator, value}]` — `eq` (default), `ne`, `in` (value: a list), `gte`,
 *   `lte` (numbers as numbers, anything else as text by code unit: ISO dates compare in time
 *   order), `contains` (case-insensitive text). Equality compares as text: `true` and `'true'` alike;
 * - `sort` — JSON:API style `'-updatedAt,name'` (`-` for descending) or `[{field, direction}]`;
 *   ties are broken by id, ascending;
 * - `page: {size, after}` — at most 500 per page; `after` is the id of the last row of the previous
 *   page (cursor); a list ends with an empty page. `page.number` (1-based) pages by offset instead.
 *
 * The answer's `meta.page`: `total` (rows matching the filters, before paging), `size`, and the
 * `after` or `number` that was asked for. Fields a list does not offer are refused with an error
 * pointing at them (`/filters/0/field`, `/sort`), and so are operators a field does not take
 * (`options.operators`: `/filters/0/operator`).
 */
import { PAGE_SIZE_LIMIT, type FilterOperator } from '@/lib/contract';
import type { ApiError } from '../handlers/respond';

export interface ListQuery {
  filter?: Record<string, unknown>;
  filters?: { field: string; operator: FilterOperator; value?: unknown }[];
  sort?: string | { field: string; direction: 'asc' | 'desc' }[];
  page?: { size?: number; after?: string; number?: number };
}

export interface ListOptions<T> {
  /** The fields a request may filter and sort on, each with how to read it from a row. */
  fields: Readonly<Record<string, (row: T) => unknown>>;
  /** The order when the request names none (same syntax as `sort`). */
  defaultSort: string;
  /** Page size when the request names none (default 500). */
  defaultSize?: number;
  /** The operators a field takes, where not every one (others are refused, pointing at the operator). */
  operators?: Readonly<Record<string, readonly FilterOperator[]>>;
}

export interface ListPage<T> {
  rows: T[];
  meta: { page: { total: number; size: number; after?: string; number?: number } };
}

export type ListAnswer<T> = ListPage<T> | { errors: ApiError[] };

interface SortKey {
  field: string;
  descending: boolean;
}

const invalid = (pointer: string, title: string): ApiError => ({ code: 'invalid', title, source: { pointer } });

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
  if (b === null || b === undefined) return 1;
  const left = text(a);
  const right = text(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

function matches(actual: unknown, operator: FilterOperator, value: unknown): boolean {
  switch (operator) {
    case 'eq':
      return text(actual) === text(value);
    case 'ne':
      return text(actual) !== text(value);
    case 'in':
      return Array.isArray(value) && value.some((item) => text(actual) === text(item));
    case 'gte':
      return actual !== null && actual !== undefined && compareValues(actual, value) >= 0;
    case 'lte':
      return actual !== null && actual !== undefined && compareValues(actual, value) <= 0;
    case 'contains':
      return text(actual).toLocaleLowerCase().includes(text(value).toLocaleLowerCase());
  }
}

/** `'-updatedAt,name'` or `[{field, direction}]` → sort keys; unknown fields are reported. */
function sortKeys<T>(sort: ListQuery['sort'], options: ListOptions<T>, errors: ApiError[]): SortKey[] {
  const keys: SortKey[] =
    typeof sort === 'string'
      ? sort
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => ({ field: part.replace(/^[-+]/, ''), descending: part.startsWith('-') }))
      : (sort ?? []).map((key) => ({ field: key.field, descending: key.direction === 'desc' }));
  keys.forEach((key, index) => {
    if (!(key.field in options.fields) && key.field !== 'id') {
      errors.push(invalid(typeof sort === 'string' ? '/sort' : `/sort/${index}/field`, `Cannot sort by ${key.field}`));
    }
  });
  return keys;
}

/**
 * The order a request asks for (`sort`, else `options.defaultSort`), ties broken by id; unknown
 * fields are pushed to `errors`.
 */
export function sortOrder<T extends { id: string }>(
  sort: ListQuery['sort'],
  options: ListOptions<T>,
  errors: ApiError[],
): { keys: SortKey[]; compare: (a: T, b: T) => number } {
  const read = (field: string): ((row: T) => unknown) => options.fields[field] ?? ((row: T) => row.id);
  const requested = sort === undefined || (typeof sort === 'string' && !sort.trim()) ? undefined : sort;
  const keys = requested === undefined ? sortKeys(options.defaultSort, options, []) : sortKeys(requested, options, errors);
  const readers = keys.map((key) => ({ get: read(key.field), descending: key.descending }));
  const compare = (a: T, b: T) => {
    for (const key of readers) {
      const order = compareValues(key.get(a), key.get(b));
      if (order !== 0) return key.descending ? -order : order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
  return { keys, compare };
}

/** Filters, sorts and pages `rows` (every row the caller may see) as the request asks. */
export function listQuery<T extends { id: string }>(rows: readonly T[], query: ListQuery, options: ListOptions<T>): ListAnswer<T> {
  const errors: ApiError[] = [];
  const read = (field: string): ((row: T) => unknown) => options.fields[field] ?? ((row: T) => row.id);

  const conditions: { get: (row: T) => unknown; operator: FilterOperator; value: unknown }[] = [];
  const refused = (field: string, operator: FilterOperator) => {
    const allowed = options.operators?.[field];
    return allowed && !allowed.includes(operator) ? `${field} takes ${allowed.join(', ')}` : null;
  };
  for (const [field, value] of Object.entries(query.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (!(field in options.fields)) errors.push(invalid(`/filter/${field}`, `Cannot filter by ${field}`));
    else if (refused(field, 'eq')) errors.push(invalid(`/filter/${field}`, refused(field, 'eq')!));
    else conditions.push({ get: read(field), operator: 'eq', value });
  }
  (query.filters ?? []).forEach((filter, index) => {
    if (!(filter.field in options.fields)) errors.push(invalid(`/filters/${index}/field`, `Cannot filter by ${filter.field}`));
    else if (refused(filter.field, filter.operator)) errors.push(invalid(`/filters/${index}/operator`, refused(filter.field, filter.operator)!));
    else if (filter.operator === 'in' && !Array.isArray(filter.value)) errors.push(invalid(`/filters/${index}/value`, 'The value of `in` is a list'));
    else conditions.push({ get: read(filter.field), operator: filter.operator, value: filter.value });
  });

  const { keys, compare } = sortOrder(query.sort, options, errors);
  if (errors.length) return { errors };

  const matching = rows.filter((row) => conditions.every((c) => matches(c.get(row), c.operator, c.value))).sort(compare);

  const size = Math.min(PAGE_SIZE_LIMIT, query.page?.size ?? options.defaultSize ?? PAGE_SIZE_LIMIT);
  const { after, number } = query.page ?? {};
  let start = 0;
  if (after !== undefined) {
    // The cursor row, wherever it is now (it may no longer match, or be gone: then, in id order, the next id).
    const cursor = rows.find((row) => row.id === after);
    start = cursor
      ? matching.findIndex((row) => compare(row, cursor) > 0)
      : keys.length === 1 && keys[0].field === 'id' && !keys[0].descending
        ? matching.findIndex((row) => row.id > after)
        : -1;
    if (start < 0) start = matching.length;
  } else if (number !== undefined) {
    start = (number - 1) * size;
  }
  return {
    rows: matching.slice(start, start + size),
    meta: { page: { total: matching.length, size, ...(after !== undefined && { after }), ...(after === undefined && number !== undefined && { number }) } },
  };
}

export const isListPage = <T>(answer: ListAnswer<T>): answer is ListPage<T> => 'rows' in answer;

/**
 * `search` matches part of the text the list's `search` field reads, however it is asked for
 * (`filter` shorthand or `filters`, whatever the operator).
 */
export const searchAsContains = (query: ListQuery): ListQuery => {
  const { search, ...filter } = query.filter ?? {};
  const filters = (query.filters ?? []).map((f) => (f.field === 'search' ? { ...f, operator: 'contains' as const } : f));
  const typed = typeof search === 'string' ? search.trim() : '';
  return { ...query, filter, filters: typed ? [...filters, { field: 'search', operator: 'contains', value: typed }] : filters };
};
