/**
 * The transactions list's filters as they live in the URL, and as `transactions/list` takes them.
 * URL: `created=last-7-days` (a preset, kept by name) or `created.from=2026-01-01&created.to=…`
 * (custom days in the user's zone); the same for `settled`; lists repeat their key
 * (`status=paid&status=failed`; `statusGroup=succeeded` for a status group); `amount.min`/`amount.max` are major-unit decimals, written with `.`
 * whatever was typed (`typedMajorDecimal`: '1 234,5' → '1234.5'). Currency codes the ISO table does
 * not know are dropped: the server refuses them. `rule` is an antifraud rule's condition (the payments it
 * matches: a backtest's "open the matched payments"), at most `RULE_SOURCE_MAX` characters.
 */
import { isStatusGroup, statusesOfGroup } from '@/lib/contract/transaction-status-groups';
import { RULE_SOURCE_MAX } from '@/lib/contract/antifraud';
import type { TransactionListFilter } from '@/lib/contract/transactions';
import { dayRangeInstants, type DayRange } from '@/lib/dates';
import { isKnownCurrency, typedMajorDecimal } from '@/lib/money';
import { isDatePreset, presetDays, type DatePreset } from './date-presets';

export type DateFilter = { preset: DatePreset } | DayRange;

export const listFilterKeys = [
  'statusGroup',
  'status',
  'type',
  'currency',
  'method',
  'brand',
  'risk',
  'project',
  'channel',
  'country',
  'bin',
  'decline',
] as const;
export type ListFilterKey = (typeof listFilterKeys)[number];
export const textFilterKeys = ['last4', 'email', 'reference'] as const;
export type TextFilterKey = (typeof textFilterKeys)[number];
export const dateFilterKeys = ['created', 'settled'] as const;
export type DateFilterKey = (typeof dateFilterKeys)[number];

export interface TransactionFilters {
  created?: DateFilter;
  settled?: DateFilter;
  /** Status groups (`succeeded`…): sent as the statuses they hold. */
  statusGroup?: string[];
  status?: string[];
  type?: string[];
  currency?: string[];
  method?: string[];
  brand?: string[];
  /** Risk levels (`normal`, `elevated`, `highest`). */
  risk?: string[];
  project?: string[];
  /** Channels the payments came through (docs/api/channels.md). */
  channel?: string[];
  /** The card's issuing country, its BIN, a failed payment's decline reason: what analytics' breakdowns open. */
  country?: string[];
  bin?: string[];
  decline?: string[];
  amount?: { min?: string; max?: string };
  last4?: string;
  email?: string;
  reference?: string;
  /** An antifraud rule's condition: the payments it matches. */
  rule?: string;
}

/** Every URL key a filter may use (and nothing else). */
export const filterUrlKeys = [
  ...dateFilterKeys.flatMap((key) => [key, `${key}.from`, `${key}.to`]),
  ...listFilterKeys,
  'amount.min',
  'amount.max',
  ...textFilterKeys,
  'rule',
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LAST4 = /^\d{4}$/;

function readDate(params: URLSearchParams, key: DateFilterKey): DateFilter | undefined {
  const preset = params.get(key);
  if (isDatePreset(preset)) return { preset };
  const from = params.get(`${key}.from`) ?? undefined;
  const to = params.get(`${key}.to`) ?? undefined;
  const range: DayRange = { ...(from && DAY.test(from) && { from }), ...(to && DAY.test(to) && { to }) };
  if (range.from && range.to && range.from > range.to) return undefined;
  return range.from || range.to ? range : undefined;
}

const text = (value: string | null, max = 200) => value?.trim().slice(0, max) || undefined;

/** The filters the URL holds; malformed parts read as "not set". */
export function readFilters(params: URLSearchParams): TransactionFilters {
  const filters: TransactionFilters = {};
  for (const key of dateFilterKeys) {
    const value = readDate(params, key);
    if (value) filters[key] = value;
  }
  for (const key of listFilterKeys) {
    const values = [
      ...new Set(
        params.getAll(key).filter((value) => value && (key !== 'currency' || isKnownCurrency(value)) && (key !== 'statusGroup' || isStatusGroup(value))),
      ),
    ];
    if (values.length) filters[key] = values;
  }
  const decimal = (raw: string | null) => {
    const read = raw ? typedMajorDecimal(raw) : null;
    return read && 'value' in read ? read.value : undefined;
  };
  const min = decimal(params.get('amount.min'));
  const max = decimal(params.get('amount.max'));
  if (min || max) filters.amount = { ...(min && { min }), ...(max && { max }) };
  const last4 = text(params.get('last4'));
  if (last4 && LAST4.test(last4)) filters.last4 = last4;
  const email = text(params.get('email'));
  if (email) filters.email = email;
  const reference = text(params.get('reference'));
  if (reference) filters.reference = reference;
  const rule = params.get('rule')?.trim();
  if (rule && rule.length <= RULE_SOURCE_MAX) filters.rule = rule;
  return filters;
}

/** `current` with the filters replaced by `filters` and the page reset; every other parameter kept. */
export function writeFilters(current: URLSearchParams, filters: TransactionFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  [...filterUrlKeys, 'page'].forEach((key) => next.delete(key));
  for (const key of dateFilterKeys) {
    const value = filters[key];
    if (!value) continue;
    if ('preset' in value) next.set(key, value.preset);
    else {
      if (value.from) next.set(`${key}.from`, value.from);
      if (value.to) next.set(`${key}.to`, value.to);
    }
  }
  for (const key of listFilterKeys) filters[key]?.forEach((value) => next.append(key, value));
  if (filters.amount?.min) next.set('amount.min', filters.amount.min);
  if (filters.amount?.max) next.set('amount.max', filters.amount.max);
  for (const key of textFilterKeys) {
    const value = filters[key]?.trim();
    if (value) next.set(key, value);
  }
  if (filters.rule) next.set('rule', filters.rule);
  return next;
}

export const countFilters = (filters: TransactionFilters) => Object.keys(filters).length;

/** The days a date filter covers now (a preset resolved in the user's zone). */
export const dateFilterDays = (value: DateFilter, timeZone: string, now?: number): DayRange =>
  'preset' in value ? presetDays(value.preset, timeZone, now) : value;

const serverField: Record<Exclude<ListFilterKey, 'statusGroup'>, string> = {
  status: 'status',
  type: 'type',
  currency: 'currency',
  method: 'paymentMethod',
  brand: 'cardBrand',
  risk: 'riskLevel',
  project: 'projectId',
  channel: 'channelId',
  country: 'cardCountry',
  bin: 'cardBin',
  decline: 'declineReason',
};

/** The filters as `transactions/list` (and `transaction-exports/create`) take them. */
export function toServerFilter(filters: TransactionFilters, timeZone: string, now?: number): TransactionListFilter[] {
  const out: TransactionListFilter[] = [];
  for (const key of dateFilterKeys) {
    const value = filters[key];
    if (!value) continue;
    const { gte, lte } = dayRangeInstants(dateFilterDays(value, timeZone, now), timeZone);
    const field = key === 'created' ? 'createdAt' : 'settledAt';
    if (gte) out.push({ field, operator: 'gte', value: gte });
    if (lte) out.push({ field, operator: 'lte', value: lte });
  }
  for (const key of listFilterKeys) {
    const values = filters[key];
    if (!values?.length) continue;
    // The API knows statuses only: a group is the statuses it holds (and with `status` too, both must match).
    if (key === 'statusGroup') out.push({ field: 'status', operator: 'in', value: values.filter(isStatusGroup).flatMap(statusesOfGroup) });
    else out.push({ field: serverField[key], operator: 'in', value: values });
  }
  if (filters.amount?.min) out.push({ field: 'amount', operator: 'gte', value: filters.amount.min });
  if (filters.amount?.max) out.push({ field: 'amount', operator: 'lte', value: filters.amount.max });
  if (filters.last4) out.push({ field: 'cardLast4', operator: 'eq', value: filters.last4 });
  if (filters.email) out.push({ field: 'customerEmail', operator: 'contains', value: filters.email });
  if (filters.reference) out.push({ field: 'referenceId', operator: 'contains', value: filters.reference });
  if (filters.rule) out.push({ field: 'matchesRule', operator: 'eq', value: filters.rule });
  return out;
}
