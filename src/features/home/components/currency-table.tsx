import { Table, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../api/get-statistics';
import type { LocaleFormat } from '@/lib/format';
import { ScrollTable } from '@/components/scroll-table';

/** Volume, transactions and approval per currency: money is never summed across currencies. */
export function CurrencyTable({ stats, format }: { stats: Statistics; format: LocaleFormat }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  return (
    <>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('charts.byCurrency')}
      </Title>
      <ScrollTable label={t('charts.byCurrency')} minWidth={420}>
        <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('table.currency')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('table.volume')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('table.transactions')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('table.approved')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('kpi.approvalRate')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.currencies.map((row) => (
              <Table.Tr key={row.currency}>
                <Table.Th scope="row">{row.currency}</Table.Th>
                <Table.Td ta="end">{format.money(row.volume, row.currency)}</Table.Td>
                <Table.Td ta="end">{format.number(row.count)}</Table.Td>
                <Table.Td ta="end">{format.number(row.approvedCount)}</Table.Td>
                <Table.Td ta="end">{format.percent(row.count === 0 ? 0 : row.approvedCount / row.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </>
  );
}
