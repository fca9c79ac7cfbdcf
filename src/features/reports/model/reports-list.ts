import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDefinition } from '@/components/list-page';
import { reportKinds, reportLevels, reportStatuses } from '@/lib/contract/reports';

/** What the reports list reads from its URL (`?kind=settled-transactions&level=channel&status=ready&page=2`). */
export function useReportsListDefinition(): ListDefinition {
  const { t } = useTranslation('reports');
  return useMemo(
    () => ({
      id: 'reports',
      pageSize: 25,
      sortable: ['createdAt'],
      defaultSort: { id: 'createdAt', desc: true },
      filters: [
        { type: 'select', id: 'kind', label: t('fields.kind'), options: reportKinds.map((value) => ({ value, label: t(`kind.${value}`) })) },
        { type: 'select', id: 'level', label: t('fields.level'), options: reportLevels.map((value) => ({ value, label: t(`level.${value}`) })) },
        { type: 'select', id: 'status', label: t('fields.status'), options: reportStatuses.map((value) => ({ value, label: t(`status.${value}`) })) },
      ],
    }),
    [t],
  );
}
