import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDefinition } from '@/components/list-page';
import { payoutMethodKinds } from '@/lib/contract/payouts';
import { knownCurrencies } from '@/lib/money';

/** What the payout methods list reads from its URL (`?kind=card&currency=EUR&sort=currency`). */
export function usePayoutMethodsListDefinition(): ListDefinition {
  const { t } = useTranslation('payoutMethods');
  return useMemo(
    () => ({
      id: 'payout-methods',
      pageSize: 25,
      sortable: ['createdAt', 'currency', 'kind'],
      defaultSort: { id: 'createdAt', desc: false },
      filters: [
        { type: 'select', id: 'kind', label: t('list.columns.kind'), options: payoutMethodKinds.map((value) => ({ value, label: t(`kind.${value}`) })) },
        { type: 'select', id: 'currency', label: t('list.columns.currency'), options: knownCurrencies().map((value) => ({ value, label: value })) },
      ],
    }),
    [t],
  );
}
