import { Box, Table } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ChartCard } from '@/components/chart-card/chart-card';
import { ScrollTable } from '@/components/scroll-table';
import { useTranslation } from 'react-i18next';
import type { DisputeGroup } from '../api/aggregate-disputes';
import { AmountsText } from './amounts-text';
import { LazyCountBarChart } from './lazy-charts';
import { RATE_DIGITS } from '../model/monitoring-levels';
import type { LocaleFormat } from '@/lib/format';

interface Props {
  title: string;
  /** The first column's header ("Reason", "Month"...). */
  nameHeader: string;
  groups: readonly DisputeGroup[];
  /** The group's name as shown (a key stays as it came when unknown). */
  nameOf: (key: string) => ReactNode;
  /** The chart's axis label (the code rather than the full title); the name by default. */
  shortNameOf?: (key: string) => string;
  total: number;
  format: LocaleFormat;
  horizontal?: boolean;
  /** Room for the chart's labels of horizontal bars, in px. */
  labelWidth?: number;
}

/** One breakdown: a compact bar chart of counts, and the table with count, share and amounts per currency. */
export function BreakdownCard({ title, nameHeader, groups, nameOf, shortNameOf, total, format, horizontal, labelWidth }: Props) {
  const { t } = useTranslation('disputes');
  const titleId = useId();
  const bars = groups.map((group) => ({ label: shortNameOf ? shortNameOf(group.key) : String(nameOf(group.key)), count: group.count }));
  return (
    <ChartCard
      title={title}
      titleId={titleId}
      chartHeight={200}
      chart={
        // The table below carries the same numbers for assistive technology and the keyboard: the chart
        // (whose SVG is focusable) is inert, so it is neither read nor reached by Tab.
        <Box inert>
          <LazyCountBarChart bars={bars} seriesLabel={t('aggregated.count')} format={format.number} horizontal={horizontal} labelWidth={labelWidth} />
        </Box>
      }
    >
      <ScrollTable label={title} minWidth={520}>
        <Table striped verticalSpacing={4} fz="sm" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{nameHeader}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('aggregated.count')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('aggregated.share')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('aggregated.amount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Table.Tr key={group.key}>
                <Table.Th scope="row" fw={400}>
                  {nameOf(group.key)}
                </Table.Th>
                <Table.Td ta="end">
                  <bdi>{format.number(group.count)}</bdi>
                </Table.Td>
                <Table.Td ta="end">
                  <bdi>{format.percent(total === 0 ? 0 : group.count / total, RATE_DIGITS)}</bdi>
                </Table.Td>
                <Table.Td ta="end">
                  <AmountsText amounts={group.amounts} format={format} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </ChartCard>
  );
}
