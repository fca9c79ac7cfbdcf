import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDefinition } from '@/components/list-page';
import type { StatementKind } from '@/lib/contract/statements';
import { useDateFormat } from '@/lib/dates';
import { knownCurrencies } from '@/lib/money';

/** How many months back the month filter offers (statements exist for older months too: sort or page to them). */
const MONTHS_OFFERED = 36;

/** `YYYY-MM` of the current UTC month and the ones before it, newest first. */
export function recentMonths(now: Date, count = MONTHS_OFFERED): string[] {
  return Array.from({ length: count }, (_, back) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7));
}

/** The kinds of account a workspace has statements of: an organization's settlement account, a project's balance, the wallet. */
export const kindsOfWorkspace = (isOrganization: boolean): StatementKind[] => (isOrganization ? ['account', 'wallet'] : ['balance', 'wallet']);

/** What the statements list reads from its URL (`?kind=account&currency=EUR&month=2026-10`). */
export function useStatementsListDefinition(isOrganization: boolean): ListDefinition {
  const { t } = useTranslation('statements');
  const { month } = useDateFormat();
  return useMemo(
    () => ({
      id: 'statements',
      pageSize: 25,
      sortable: ['month', 'currency', 'kind'],
      defaultSort: { id: 'month', desc: true },
      filters: [
        {
          type: 'select',
          id: 'kind',
          label: t('list.columns.account'),
          options: kindsOfWorkspace(isOrganization).map((value) => ({ value, label: t(`kind.${value}`) })),
        },
        { type: 'select', id: 'currency', label: t('list.columns.currency'), options: knownCurrencies().map((value) => ({ value, label: value })) },
        // The months are UTC calendar months: their names do not depend on the user's time zone.
        { type: 'select', id: 'month', label: t('list.columns.month'), options: recentMonths(new Date()).map((value) => ({ value, label: month(value) })) },
      ],
    }),
    [t, month, isOrganization],
  );
}
