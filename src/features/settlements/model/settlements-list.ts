import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDefinition } from '@/components/list-page';
import { settlementStatuses } from '@/lib/contract/payouts';
import { knownCurrencies } from '@/lib/money';

/** What the settlement payouts list reads from its URL (`?currency=EUR&status=paid&sort=-amount`). */
export function useSettlementsListDefinition(): ListDefinition {
  const { t } = useTranslation('settlements');
  return useMemo(
    () => ({
      id: 'settlements',
      pageSize: 25,
      sortable: ['paidAt', 'amount', 'currency'],
      defaultSort: { id: 'paidAt', desc: true },
      filters: [
        { type: 'select', id: 'currency', label: t('list.columns.currency'), options: knownCurrencies().map((value) => ({ value, label: value })) },
        { type: 'select', id: 'status', label: t('list.columns.status'), options: settlementStatuses.map((value) => ({ value, label: t(`status.${value}`) })) },
      ],
    }),
    [t],
  );
}
