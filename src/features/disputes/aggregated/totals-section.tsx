import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisputeAggregate } from '../api/aggregate-disputes';
import { RATE_DIGITS } from '../model/monitoring-levels';
import type { LocaleFormat } from '@/lib/format';

/** The period's totals: how many disputes, the dispute rate against charges, and the amount per currency. */
export function TotalsSection({ aggregate, format }: { aggregate: DisputeAggregate; format: LocaleFormat }) {
  const { t } = useTranslation('disputes');
  const titleId = useId();
  const amountsId = useId();
  const { totals } = aggregate;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('aggregated.totals')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder>
          <Stack gap={4}>
            <Text size="sm" c="dimmed" id={`${titleId}-count`}>
              {t('aggregated.disputes')}
            </Text>
            <Text fz={28} fw={700} aria-labelledby={`${titleId}-count`} data-testid="disputes-total">
              <bdi>{format.number(totals.count)}</bdi>
            </Text>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('aggregated.disputeRate')}
            </Text>
            <Text fz={28} fw={700} data-testid="dispute-rate">
              <bdi>{format.percent(aggregate.disputeRate, RATE_DIGITS)}</bdi>
            </Text>
            <Text size="sm" c="dimmed">
              {t('aggregated.charges')}: <bdi>{format.number(aggregate.chargeCount)}</bdi>
            </Text>
          </Stack>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed" id={amountsId} mb={4}>
            {t('aggregated.amountsByCurrency')}
          </Text>
          <Table verticalSpacing={2} fz="sm" aria-labelledby={amountsId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('aggregated.currency')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('aggregated.amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {totals.amounts.map(({ currency, amount }) => (
                <Table.Tr key={currency}>
                  <Table.Th scope="row" fw={400}>
                    <bdi>{currency}</bdi>
                  </Table.Th>
                  <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    <bdi>{format.money(amount, currency)}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
    </section>
  );
}
