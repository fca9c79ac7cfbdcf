import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { balanceBuckets, type BalanceBucket } from '@/lib/contract/balances';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { Buckets } from '../api/balances-api';
import classes from './balance-cards.module.css';

export interface Figure {
  currency: string;
  bucket: BalanceBucket;
}

interface BalanceCardsProps {
  balances: readonly Buckets[];
  selected: Figure | null;
  onSelect: (figure: Figure) => void;
}

/** One card per currency: available, pending and reserved; choosing a figure lists the entries that make it. */
export function BalanceCards({ balances, selected, onSelect }: BalanceCardsProps) {
  const { t, i18n } = useTranslation('balances');
  const locale = intlLocale(i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {balances.map((row) => (
        <Card key={row.currency} withBorder component="section" aria-labelledby={`balance-${row.currency}`}>
          <Stack gap="xs">
            <Title order={2} size="h4" id={`balance-${row.currency}`}>
              {row.currency}
            </Title>
            {balanceBuckets.map((bucket) => {
              const pressed = selected?.currency === row.currency && selected.bucket === bucket;
              return (
                <UnstyledButton
                  key={bucket}
                  className={classes.figure}
                  data-pressed={pressed || undefined}
                  aria-pressed={pressed}
                  onClick={() => onSelect({ currency: row.currency, bucket })}
                >
                  <Text size="sm" c="dimmed">
                    {t(`bucket.${bucket}`)}
                  </Text>
                  <Text fw={600} fz={bucket === 'available' ? 'xl' : 'md'}>
                    <bdi>{formatMoney(row[bucket], row.currency, locale)}</bdi>
                  </Text>
                </UnstyledButton>
              );
            })}
            <Text size="sm" c="dimmed">
              {t('total', { amount: formatMoney(row.total, row.currency, locale) })}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
