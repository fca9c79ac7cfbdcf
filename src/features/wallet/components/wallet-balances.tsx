import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { WalletBalance } from '../api/wallet-api';

interface Props {
  balances: readonly WalletBalance[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** One card per currency: what transfers may spend now, and what is on its way in (top-ups) and out (transfers). */
export function WalletBalances({ balances, loading, failed }: Props) {
  const { t, i18n } = useTranslation('wallet');
  const locale = intlLocale(i18n.language);
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('wallet.balancesFailed')}>
        {t('wallet.balancesFailedHint')}
      </Alert>
    );
  }
  if (loading || !balances) return <Skeleton height={120} radius="md" aria-label={t('wallet.loadingBalances')} />;
  if (balances.length === 0) return <Text c="dimmed">{t('wallet.noBalances')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" role="list" aria-label={t('wallet.balancesLabel')}>
      {balances.map((balance) => (
        <Card key={balance.currency} withBorder radius="md" padding="md" role="listitem" aria-label={t('wallet.balanceLabel', { currency: balance.currency })}>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('wallet.available', { currency: balance.currency })}
            </Text>
            <Text fz={28} fw={700}>
              <bdi>{formatMoney(balance.available, balance.currency, locale)}</bdi>
            </Text>
            <Group gap="lg">
              <Text size="sm">
                {t('wallet.incoming')}: <bdi>{formatMoney(balance.incoming, balance.currency, locale)}</bdi>
              </Text>
              <Text size="sm">
                {t('wallet.outgoing')}: <bdi>{formatMoney(balance.outgoing, balance.currency, locale)}</bdi>
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
