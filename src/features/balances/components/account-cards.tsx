import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { Account } from '../api/balances-api';
import classes from './balance-cards.module.css';

/** The organization's accounts, one per currency; each opens its ledger. */
export function AccountCards({ accounts, selectedId }: { accounts: readonly Account[]; selectedId: string | null }) {
  const { t, i18n } = useTranslation('balances');
  const locale = intlLocale(i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      {accounts.map((account) => {
        const current = account.id === selectedId;
        return (
          <Card key={account.id} withBorder p={0}>
            <UnstyledButton
              component={Link}
              to={`/accounts/${encodeURIComponent(account.id)}`}
              className={classes.figure}
              data-pressed={current || undefined}
              aria-current={current ? 'page' : undefined}
              p="md"
            >
              <Stack gap={4}>
                <Title order={2} size="h4">
                  {account.currency}
                </Title>
                <Text fw={600} fz="lg">
                  <bdi>{formatMoney(account.available, account.currency, locale)}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  {t('accounts.pendingReserved', {
                    pending: formatMoney(account.pending, account.currency, locale),
                    reserved: formatMoney(account.reserved, account.currency, locale),
                  })}
                </Text>
              </Stack>
            </UnstyledButton>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
