import { Alert, Card, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settlement } from '../api/settlements-api';
import { Money } from '../components/money';
import { statementSum } from '../model/statement-sum';

/** Known line types have their own name; another type the server may add reads as its code. */
export const knownLineTypes: ReadonlySet<string> = new Set([
  'payment',
  'fee',
  'refund',
  'refund-reversal',
  'chargeback',
  'chargeback-reversal',
  'reserve-hold',
  'reserve-release',
]);

/**
 * The statement: per line type the number of entries and their signed sum, then the sum of all
 * lines beside the amount paid, and the check that they are equal.
 */
export function StatementSection({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation('settlements');
  const titleId = useId();
  const { currency, statement, amount } = settlement;
  const { sum, matches, difference } = statementSum(statement, amount);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('statement.title')}
      </Title>
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('statement.type')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('statement.count')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('statement.amount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statement.map((line) => (
              <Table.Tr key={line.type}>
                <Table.Th scope="row" fw={400}>
                  {knownLineTypes.has(line.type) ? t(`lineType.${line.type}`) : <bdi>{line.type}</bdi>}
                </Table.Th>
                <Table.Td ta="end">
                  <bdi>{line.count}</bdi>
                </Table.Td>
                <Table.Td ta="end">
                  <Money amount={line.amount} currency={currency} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('statement.sum')}</Table.Th>
              <Table.Td />
              <Table.Td ta="end" fw={600}>
                <Money amount={sum} currency={currency} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('statement.paid')}</Table.Th>
              <Table.Td />
              <Table.Td ta="end" fw={600}>
                <Money amount={amount} currency={currency} />
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {matches ? (
        <Alert mt="sm" color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
          {t('statement.matches')}
        </Alert>
      ) : (
        <Alert mt="sm" color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text size="sm">
            {t('statement.mismatch')} <Money amount={difference} currency={currency} />
          </Text>
        </Alert>
      )}
    </Card>
  );
}
