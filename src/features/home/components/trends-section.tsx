import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DayPoint } from '../model/series';
import type { LocaleFormat } from '@/lib/format';
import { ChartCard } from '@/components/chart-card/chart-card';
import { DailyTable } from './daily-table';
import { LazyCountChart, LazyVolumeChart } from './lazy-charts';

/** Volume and transactions per day for one currency. */
export function TrendsSection({ points, currency, format }: { points: DayPoint[]; currency: string; format: LocaleFormat }) {
  const { t } = useTranslation('home');
  const soFarLabel = t('charts.soFar');
  // The range ends today, which is not over: its figures are marked, never read as a fall.
  const note = t('charts.incompleteNote', { zone: format.timeZone });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartCard
        title={t('charts.volume', { currency })}
        chart={<LazyVolumeChart points={points} currency={currency} format={format} seriesLabel={t('table.volume')} soFarLabel={soFarLabel} />}
        note={note}
      >
        <DailyTable points={points} currency={currency} format={format} />
      </ChartCard>
      <ChartCard
        title={t('charts.count', { currency })}
        chart={<LazyCountChart points={points} format={format} seriesLabel={t('table.transactions')} soFarLabel={soFarLabel} />}
        note={note}
      />
    </SimpleGrid>
  );
}
