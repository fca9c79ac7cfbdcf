/**
 * The payouts list's filters as the frame keeps them in the URL (`status=awaiting-approval`,
 * `currency=EUR`, `created.from=2026-11-01`), and as `payouts/list` takes them. Days are the user's,
 * in their time zone.
 */
import type { DateRange, FilterField, FilterValues } from '@/components/list-page';
import { payoutStatuses } from '@/lib/contract/payouts';
import { dayRangeInstants } from '@/lib/dates';
import type { PayoutFilter } from '../api/payouts-api';

export const PAYOUTS_LIST_ID = 'payouts';
export const PAYOUTS_PAGE_SIZE = 25;
/** Column ids the server sorts on. */
export const payoutSortable = ['createdAt', 'amount', 'status', 'currency'] as const;

export function payoutFilterFields(t: (key: string) => string, statusLabel: (status: string) => string, currencies: readonly string[]): FilterField[] {
  return [
    { id: 'status', type: 'multi-select', label: t('list.columns.status'), options: payoutStatuses.map((value) => ({ value, label: statusLabel(value) })) },
    { id: 'currency', type: 'select', label: t('list.columns.currency'), options: currencies.map((value) => ({ value, label: value })) },
    { id: 'created', type: 'date-range', label: t('list.columns.created') },
  ];
}

/** The frame's filter values → the filters `payouts/list` takes. */
export function toPayoutFilters(values: FilterValues, timeZone: string): PayoutFilter[] {
  const out: PayoutFilter[] = [];
  const statuses = Array.isArray(values.status) ? values.status : [];
  if (statuses.length) out.push({ field: 'status', operator: 'in', value: statuses });
  if (typeof values.currency === 'string' && values.currency) out.push({ field: 'currency', operator: 'eq', value: values.currency });
  const range = values.created as DateRange | undefined;
  if (range) {
    const { gte, lte } = dayRangeInstants(range, timeZone);
    if (gte) out.push({ field: 'createdAt', operator: 'gte', value: gte });
    if (lte) out.push({ field: 'createdAt', operator: 'lte', value: lte });
  }
  return out;
}
