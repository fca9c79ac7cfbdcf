/**
 * The disputes list's filters as the frame keeps them in the URL (`status=new&status=lost`,
 * `reason=13.1`, `scheme=visa`, `deadline.from=2026-06-01`, `opened.to=…`, `amount.min=12.5`), and
 * as `disputes/list` and `disputes/aggregate` take them. Days are the user's, in their time zone.
 */
import type { AmountRange, DateRange, FilterField, FilterValues } from '@/components/list-page';
import { disputeSchemes, disputeStatuses } from '@/lib/contract/disputes';
import type { DisputeFilter } from '../api/list-disputes';
import { dayRangeInstants } from '@/lib/dates';
import type { DisputeLabels } from '../model/labels';
import { reasonCodes } from '../model/reason-codes';
export { DISPUTES_LIST, disputeHref } from '@/config/paths';

export const DISPUTES_LIST_ID = 'disputes';

/** The list's filter fields, labelled in the active language. */
export function disputeFilterFields(t: (key: string) => string, labels: DisputeLabels): FilterField[] {
  return [
    { id: 'status', type: 'multi-select', label: t('filters.status'), options: disputeStatuses.map((value) => ({ value, label: labels.status(value) })) },
    {
      id: 'reason',
      type: 'multi-select',
      label: t('filters.reason'),
      options: reasonCodes.map(({ scheme, code }) => ({ value: code, label: `${code} · ${labels.reasonTitle(scheme, code)}` })),
    },
    { id: 'scheme', type: 'multi-select', label: t('filters.scheme'), options: disputeSchemes.map((value) => ({ value, label: labels.scheme(value) })) },
    { id: 'deadline', type: 'date-range', label: t('filters.deadline') },
    { id: 'opened', type: 'date-range', label: t('filters.opened') },
    { id: 'amount', type: 'amount-range', label: t('filters.amount') },
  ];
}

const listOf = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

/** The frame's filter values → the filters `disputes/list` takes. */
export function toServerFilters(values: FilterValues, timeZone: string): DisputeFilter[] {
  const out: DisputeFilter[] = [];
  const among = (field: DisputeFilter['field'], value: unknown) => {
    const list = listOf(value);
    if (list.length) out.push({ field, operator: 'in', value: list });
  };
  among('status', values.status);
  among('reasonCode', values.reason);
  among('scheme', values.scheme);
  for (const [key, field] of [
    ['deadline', 'deadlineAt'],
    ['opened', 'openedAt'],
  ] as const) {
    const range = values[key] as DateRange | undefined;
    if (!range) continue;
    const { gte, lte } = dayRangeInstants(range, timeZone);
    if (gte) out.push({ field, operator: 'gte', value: gte });
    if (lte) out.push({ field, operator: 'lte', value: lte });
  }
  // Decimal text ('12.5') the server compares exactly in each dispute's own currency.
  const amount = values.amount as AmountRange | undefined;
  if (amount?.min !== undefined) out.push({ field: 'amount', operator: 'gte', value: amount.min });
  if (amount?.max !== undefined) out.push({ field: 'amount', operator: 'lte', value: amount.max });
  return out;
}
