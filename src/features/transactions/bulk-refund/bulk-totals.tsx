import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrencyTotal } from './bulk-refund-api';
import { useBulkFormat } from './use-bulk-format';

/** Totals per currency, never summed across currencies. */
export function BulkTotals({ totals }: { totals: CurrencyTotal[] }) {
  const { t } = useTranslation('transactionDetails');
  const format = useBulkFormat();
  if (totals.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={500} id="bulk-totals-title">
        {t('bulk.totals')}
      </Text>
      <List size="sm" aria-labelledby="bulk-totals-title" listStyleType="none" spacing={2}>
        {totals.map((total) => (
          <List.Item key={total.currency}>
            <bdi>{format.money(total.amount, total.currency)}</bdi>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
