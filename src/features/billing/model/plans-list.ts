import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterValues, ListDefinition } from '@/components/list-page';
import { planIntervals } from '@/lib/contract/billing';
import type { ServerFilter } from '../api/billing-api';

export function usePlansListDefinition(): ListDefinition {
  const { t } = useTranslation('billing');
  return useMemo(
    () => ({
      id: 'plans',
      pageSize: 25,
      sortable: ['createdAt', 'name'],
      defaultSort: { id: 'createdAt', desc: true },
      filters: [
        {
          type: 'select',
          id: 'status',
          label: t('columns.status'),
          options: (['active', 'archived'] as const).map((value) => ({ value, label: t(`plan.status.${value}`) })),
        },
        { type: 'select', id: 'interval', label: t('columns.interval'), options: planIntervals.map((value) => ({ value, label: t(`intervalName.${value}`) })) },
      ],
    }),
    [t],
  );
}

export function planServerFilters(values: FilterValues): ServerFilter[] {
  const out: ServerFilter[] = [];
  for (const field of ['status', 'interval'] as const) {
    const value = values[field];
    if (typeof value === 'string' && value) out.push({ field, operator: 'eq', value });
  }
  return out;
}
