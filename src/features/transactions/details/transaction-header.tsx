import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AskSupportLink } from '@/features/mailbox';
import { MoneyActionButtons } from '../money-actions';
import { useTransactionLabels } from '../model/labels';
import type { Transaction } from '../model/transaction';
import { useLocaleFormat } from '@/lib/format';

/** The amount (the page's heading), status, type and creation, with the money actions the server allows. */
export function TransactionHeader({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('transactionDetails');
  const labels = useTransactionLabels();
  const format = useLocaleFormat();
  const badge = labels.statusBadge(transaction.status);
  const fine = labels.status(transaction.status);
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {labels.type(transaction.type)}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1}>
              <bdi>{format.money(transaction.amount, transaction.currency)}</bdi>
            </Title>
            <Badge color={labels.statusColor(transaction.status)} variant="light" size="lg" tt="none">
              {badge}
            </Badge>
            {/* The group says what it means for the money; the exact state is shown beside it. */}
            {fine !== badge && (
              <Text size="sm" c="dimmed">
                {fine}
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('created', { date: format.dateTime(transaction.createdAt) })}
            {' · '}
            <Text span ff="monospace" dir="ltr">
              {transaction.id}
            </Text>
          </Text>
        </Stack>
        <Group gap="sm" align="flex-start">
          <MoneyActionButtons key={transaction.id} transaction={transaction} />
          <AskSupportLink related={{ type: 'transactions', id: transaction.id }} />
        </Group>
      </Group>
    </Card>
  );
}
