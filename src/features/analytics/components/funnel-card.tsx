import { Group, Table } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/chart-card/chart-card';
import { ScrollTable } from '@/components/scroll-table';
import type { Analytics } from '@/lib/contract/analytics';
import type { LocaleFormat } from '@/lib/format';
import { funnelRows, relativeChange } from '../model/figures';
import { ChangeLine } from './change-line';
import { CsvButton } from './csv-button';
import { LazyBarsChart } from './lazy-charts';

/** Created → authenticated → authorized → captured → settled, with the drop at each step. */
export function FunnelCard({ figures, format, fileSuffix }: { figures: Analytics; format: LocaleFormat; fileSuffix: string }) {
  const { t } = useTranslation('analytics');
  const titleId = useId();
  const rows = funnelRows(figures.funnel);
  const title = t('funnel.title');
  const share = (value: number | null) => (value === null ? '—' : format.percent(value));
  const csv = () => [
    [t('funnel.step'), t('table.payments'), t('funnel.dropped'), t('funnel.dropRate'), t('table.previousPeriod')],
    ...rows.map((row) => [
      t(`funnel.steps.${row.step}`),
      row.current,
      row.drop,
      row.dropShare === null ? null : Number((row.dropShare * 100).toFixed(1)),
      row.previous,
    ]),
  ];
  return (
    <ChartCard
      title={title}
      titleId={titleId}
      chartHeight={200}
      chart={
        <LazyBarsChart
          bars={rows.map((row) => ({ label: t(`funnel.steps.${row.step}`), value: row.current }))}
          seriesLabel={t('table.payments')}
          color="blue.6"
          format={format.number}
        />
      }
      note={t('funnel.note')}
    >
      <ScrollTable label={title} minWidth={300}>
        <Table striped verticalSpacing={4} fz="sm" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('funnel.step')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('table.payments')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('funnel.dropped')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('funnel.dropRate')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('table.vsPrevious')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.step}>
                <Table.Th scope="row" fw={400}>
                  {t(`funnel.steps.${row.step}`)}
                </Table.Th>
                <Table.Td ta="end">{format.number(row.current)}</Table.Td>
                <Table.Td ta="end">{row.drop === null ? '—' : format.number(row.drop)}</Table.Td>
                <Table.Td ta="end">{share(row.dropShare)}</Table.Td>
                <Table.Td>
                  <ChangeLine bare change={relativeChange(row)} better="up" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Group>
        <CsvButton name={title} fileName={`funnel-${fileSuffix}.csv`} rows={csv} />
      </Group>
    </ChartCard>
  );
}
