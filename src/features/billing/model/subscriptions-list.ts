/**
 * The subscriptions list's filters as the URL keeps them (`status=past-due&currency=EUR&q=alice`,
 * `recovered.from=2026-12-01`, `ended.from=…`) and as `subscriptions/list` takes them. Days are the
 * user's, in their time zone: a figure of this month links to exactly the rows it counts.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange, FilterValues, ListDefinition } from '@/components/list-page';
import { planCurrencies, subscriptionStatuses } from '@/lib/contract/billing';
import { dayRangeInstants } from '@/lib/dates';
import type { ServerFilter } from '../api/billing-api';

export function useSubscriptionsListDefinition(): ListDefinition {
  const { t } = useTranslation('billing');
  return useMemo(
    () => ({
      id: 'subscriptions',
      pageSize: 25,
      sortable: ['createdAt', 'nextPaymentAt', 'amount', 'currentPeriodEnd'],
      defaultSort: { id: 'createdAt', desc: true },
      search: { label: t('subscriptions.search') },
      filters: [
        {
          type: 'multi-select',
          id: 'status',
          label: t('columns.status'),
          options: subscriptionStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
        },
        { type: 'select', id: 'currency', label: t('columns.currency'), options: planCurrencies.map((value) => ({ value, label: value })) },
        { type: 'date-range', id: 'recovered', label: t('subscriptions.recovered') },
        { type: 'date-range', id: 'ended', label: t('subscriptions.ended') },
      ],
    }),
    [t],
  );
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Adds `gte`/`lte` filters on `field` for a day range in the user's zone. */
export function pushDayRange(out: ServerFilter[], field: string, range: DateRange | undefined, timeZone: string) {
  if (!range) return;
  const { gte, lte } = dayRangeInstants(range, timeZone);
  if (gte) out.push({ field, operator: 'gte', value: gte });
  if (lte) out.push({ field, operator: 'lte', value: lte });
}

export function subscriptionServerFilters(values: FilterValues, search: string, timeZone: string, extra: ServerFilter[] = []): ServerFilter[] {
  const out: ServerFilter[] = [...extra];
  const statuses = Array.isArray(values.status) ? values.status : [];
  if (statuses.length) out.push({ field: 'status', operator: 'in', value: statuses });
  const currency = text(values.currency);
  if (currency) out.push({ field: 'currency', operator: 'eq', value: currency });
  const words = text(search);
  if (words) out.push({ field: 'search', operator: 'contains', value: words });
  pushDayRange(out, 'recoveredAt', values.recovered as DateRange | undefined, timeZone);
  pushDayRange(out, 'endedAt', values.ended as DateRange | undefined, timeZone);
  return out;
}
