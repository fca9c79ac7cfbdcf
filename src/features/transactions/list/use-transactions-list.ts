import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams, type ListController, type ListDefinition } from '@/components/list-page';
import { useTimeZone } from '@/features/preferences';
import { toServerFilter } from './list-filters';
import { useListTransactionsQuery } from './transactions-api';
import { useTransactionFilters } from './use-transaction-filters';
import { TRANSACTIONS_LIST_ID } from './visible-columns';

export const PAGE_SIZE = 50;
export const sortableColumns = ['createdAt', 'amount', 'status', 'type', 'settledAt', 'riskScore'] as const;

/**
 * The list's state (search, sort, page from `useListParams`; the filters of its own panel, all in
 * the URL) and the server's page for it.
 */
export function useTransactionsList(resourceId: string) {
  const { t } = useTranslation('transactions');
  const definition = useMemo<ListDefinition>(
    () => ({
      id: TRANSACTIONS_LIST_ID,
      sortable: sortableColumns,
      defaultSort: { id: 'createdAt', desc: true },
      pageSize: PAGE_SIZE,
      search: { label: t('search.label'), placeholder: t('search.placeholder') },
    }),
    [t],
  );
  const base = useListParams(definition);
  const { filters, setFilters, patchFilters, clearAll } = useTransactionFilters();
  const timeZone = useTimeZone();
  const filter = useMemo(() => toServerFilter(filters, timeZone), [filters, timeZone]);
  const { params } = base;
  const sort = params.sort ? `${params.sort.desc ? '-' : ''}${params.sort.id}` : '-createdAt';

  // The frame reads "is anything narrowing the list" and "clear everything" from the controller.
  const list: ListController = useMemo(
    () => ({ ...base, hasFilters: base.hasFilters || Object.keys(filters).length > 0, clearFilters: clearAll }),
    [base, filters, clearAll],
  );

  const query = useListTransactionsQuery(
    { resourceId, filter, sort, search: params.search, page: params.page, pageSize: params.pageSize },
    { skip: !resourceId },
  );

  return { list, filters, setFilters, patchFilters, clearAll, filter, sort, timeZone, query };
}
