import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDefinition } from '@/components/list-page';
import { reviewStatuses, type ReviewStatus } from '@/lib/contract/antifraud';

/** The queue shows open reviews unless another status is chosen; oldest first, the order they are worked in. */
export function useReviewsListDefinition(): ListDefinition {
  const { t } = useTranslation('antifraud');
  return useMemo(
    () => ({
      id: 'antifraud-reviews',
      pageSize: 25,
      sortable: ['openedAt'],
      defaultSort: { id: 'openedAt', desc: false },
      filters: [
        {
          type: 'select',
          id: 'status',
          label: t('reviews.columns.status'),
          options: reviewStatuses.map((value) => ({ value, label: t(`reviews.status.${value}`) })),
        },
      ],
    }),
    [t],
  );
}

export const reviewStatusOf = (value: unknown): ReviewStatus =>
  typeof value === 'string' && (reviewStatuses as readonly string[]).includes(value) ? (value as ReviewStatus) : 'open';
