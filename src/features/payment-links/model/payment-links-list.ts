import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDefinition } from '@/components/list-page';
import { paymentLinkStatuses } from '@/lib/contract/payment-links';
import type { Resource } from '@/features/workspace';

/** What the payment links list reads from its URL (`?status=active&project=res_…&sort=-amount&page=2`). */
export function usePaymentLinksListDefinition(projects: readonly Resource[]): ListDefinition {
  const { t } = useTranslation('paymentLinks');
  const projectKey = projects.map((p) => `${p.id}:${p.name}`).join('|');
  return useMemo(
    () => ({
      id: 'payment-links',
      pageSize: 25,
      sortable: ['createdAt', 'amount', 'expiresAt', 'status'],
      defaultSort: { id: 'createdAt', desc: true },
      filters: [
        {
          type: 'select',
          id: 'status',
          label: t('list.columns.status'),
          options: paymentLinkStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
        },
        { type: 'select', id: 'project', label: t('list.columns.project'), options: projects.map((p) => ({ value: p.id, label: p.name })) },
      ],
    }),
    // The projects are compared by content: the store may hand equal ones in a new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, projectKey],
  );
}
