import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterValues, ListDefinition } from '@/components/list-page';
import type { ServerFilter } from '../api/billing-api';

/** The customers list as the URL keeps it (`q=alice@…`, `country=DE`, `sort=-createdAt`). */
export function useCustomersListDefinition(): ListDefinition {
  const { t } = useTranslation('billing');
  return useMemo(
    () => ({
      id: 'customers',
      pageSize: 25,
      sortable: ['createdAt', 'name', 'email'],
      defaultSort: { id: 'createdAt', desc: true },
      search: { label: t('customers.search') },
      filters: [{ type: 'text', id: 'country', label: t('columns.country') }],
    }),
    [t],
  );
}

/** The search box takes an e-mail or a name (or part of either), a customer id, or a card's last four digits. */
export function customerServerFilters(values: FilterValues, search: string): ServerFilter[] {
  const out: ServerFilter[] = [];
  const words = search.trim();
  if (words) out.push({ field: 'search', operator: 'contains', value: words });
  const country = typeof values.country === 'string' ? values.country.trim().toUpperCase() : '';
  if (country) out.push({ field: 'country', operator: 'eq', value: country });
  return out;
}
