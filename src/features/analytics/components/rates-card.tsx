import { Button, Collapse, Group, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/chart-card/chart-card';
import { ScrollTable } from '@/components/scroll-table';
import type { Analytics } from '@/lib/contract/analytics';
import type { LocaleFormat } from '@/lib/format';
import { ratio } from '../model/figures';
import { CsvButton } from './csv-button';
import { LazyRatesChart } from './lazy-charts';

/** One point per day of the period (the user's days): the share of the day's captured payments refunded and disputed so far. */
function dailyRates(series: Analytics['series'], days: readonly string[]) {
  const byDate = new Map(series.map((point) => [point.date, point]));
  return days.map((date) => {
    const point = byDate.get(date) ?? { date, captured: 0, refunded: 0, disputed: 0 };
    return { ...point, refund: ratio(point.refunded, point.captured), dispute: ratio(point.disputed, point.captured) };
  });
}

/** Refund and dispute rates over the period, with the daily figures as a table. */
export function RatesCard({ figures, days, format, fileSuffix }: { figures: Analytics; days: readonly string[]; format: LocaleFormat; fileSuffix: string }) {
  const { t } = useTranslation('analytics');
  const titleId = useId();
  const regionId = useId();
  const [opened, { toggle }] = useDisclosure(false);
  const title = t('rates.title');
  const points = dailyRates(figures.series, days);
  const rate = (value: number | null) => (value === null ? '—' : format.percent(value));
  const labels = { refund: t('kpi.refundRate'), dispute: t('kpi.disputeRate') };
  const csv = () => [
    [t('rates.date'), t('rates.captured'), t('rates.refunded'), t('rates.disputed'), labels.refund, labels.dispute],
    ...points.map((point) => [
      point.date,
      point.captured,
      point.refunded,
      point.disputed,
      point.refund === null ? null : Number((point.refund * 100).toFixed(1)),
      point.dispute === null ? null : Number((point.dispute * 100).toFixed(1)),
    ]),
  ];
  return (
    <ChartCard
      title={title}
      titleId={titleId}
      chart={
        <LazyRatesChart
          points={points.map((point) => ({ day: format.shortDay(point.date), refund: point.refund ?? undefined, dispute: point.dispute ?? undefined }))}
          labels={labels}
          format={format}
        />
      }
      note={t('rates.note', { zone: format.timeZone })}
    >
      <Group gap="sm">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={regionId}
          rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
        >
          {t(opened ? 'rates.hideDaily' : 'rates.showDaily')}
        </Button>
        <CsvButton name={title} fileName={`refund-dispute-rates-${fileSuffix}.csv`} rows={csv} />
      </Group>
      <Collapse expanded={opened} id={regionId}>
        {opened && (
          <ScrollTable label={t('rates.daily')} minWidth={420} maxHeight={360}>
            <Table striped verticalSpacing={2} fz="sm" stickyHeader>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('rates.daily')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('rates.date')}</Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('rates.captured')}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {labels.refund}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {labels.dispute}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...points].reverse().map((point) => (
                  <Table.Tr key={point.date}>
                    <Table.Th scope="row" fw={400}>
                      {format.day(point.date)}
                    </Table.Th>
                    <Table.Td ta="end">{format.number(point.captured)}</Table.Td>
                    <Table.Td ta="end">{rate(point.refund)}</Table.Td>
                    <Table.Td ta="end">{rate(point.dispute)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Collapse>
    </ChartCard>
  );
}
