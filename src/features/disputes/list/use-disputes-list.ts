import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams, type ListDefinition } from '@/components/list-page';
import { useTimeZone } from '@/features/preferences';
import { useListDisputesQuery } from '../api/list-disputes';
import { useDisputeLabels } from '../model/labels';
import { disputeFilterFields, DISPUTES_LIST_ID, toServerFilters } from './list-filters';

export const PAGE_SIZE = 50;
/** Column ids the server sorts on (the contract's `disputeSortFields` shown as columns). */
export const sortableColumns = ['deadlineAt', 'openedAt', 'amount', 'status', 'reasonCode', 'scheme'] as const;

/** The list's state (filters, sort, page: all in the URL) and the server's page for it. */
export function useDisputesList(resourceId: string) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const definition = useMemo<ListDefinition>(
    () => ({
      id: DISPUTES_LIST_ID,
      filters: disputeFilterFields((key) => t(key), labels),
      sortable: sortableColumns,
      // The most urgent first.
      defaultSort: { id: 'deadlineAt', desc: false },
      pageSize: PAGE_SIZE,
    }),
    [t, labels],
  );
  const list = useListParams(definition);
  const timeZone = useTimeZone();
  const { params } = list;
  const filters = useMemo(() => toServerFilters(params.filters, timeZone), [params.filters, timeZone]);
  const sort = params.sort ? `${params.sort.desc ? '-' : ''}${params.sort.id}` : 'deadlineAt';

  const query = useListDisputesQuery({ resourceId, filters, sort, page: params.page, pageSize: params.pageSize }, { skip: !resourceId });
  return { list, filters, query };
}
