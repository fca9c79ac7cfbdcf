/** The home page's charts (the shared SVG chart layer), loaded with React.lazy (see lazy-charts.ts). */
import { AreaChart, BarChart, DonutChart, type ChartRow } from '@/components/charts';
import { chartPoints, type DayPoint } from '../model/series';
import type { LocaleFormat } from '@/lib/format';
import type { BreakdownRow } from './breakdown-table';

interface TrendChartProps {
  points: DayPoint[];
  currency: string;
  format: LocaleFormat;
  seriesLabel: string;
  /** "Today (so far)": the label of the day that is not over. */
  soFarLabel: string;
}

const chartData = (points: DayPoint[], format: LocaleFormat) => chartPoints(points).map((point) => ({ ...point, day: format.shortDay(point.date) }));

export function VolumeChart({ points, currency, format, seriesLabel, soFarLabel }: TrendChartProps) {
  // Volumes are integers in minor units; formatMoney keeps them exact.
  const money = (value: number) => format.money(value, currency);
  return (
    <AreaChart
      h={240}
      data={chartData(points, format)}
      dataKey="day"
      series={[
        { name: 'volume', label: seriesLabel, color: 'blue.6' },
        // The dashed segment starts at yesterday: there, only the finished day's figure is told.
        {
          name: 'volumeSoFar',
          label: soFarLabel,
          color: 'blue.6',
          dashed: true,
          fillOpacity: 0.08,
          inTooltip: (row: ChartRow) => 'incomplete' in row && row.incomplete === true,
        },
      ]}
      valueFormatter={money}
      yAxisWidth={96}
    />
  );
}

export function CountChart({ points, format, seriesLabel, soFarLabel }: Omit<TrendChartProps, 'currency'>) {
  return (
    <BarChart
      h={240}
      data={chartData(points, format)}
      dataKey="day"
      series={[
        { name: 'count', label: seriesLabel, color: 'teal.6' },
        // Today's bar is pale with a dashed outline: a day in progress, not a low one.
        { name: 'countSoFar', label: soFarLabel, color: 'teal.6', dashed: true, fillOpacity: 0.3 },
      ]}
      valueFormatter={format.number}
      withLegend
      summary="range"
    />
  );
}

export function BreakdownDonut({ rows, format, total }: { rows: BreakdownRow[]; format: LocaleFormat; total: number }) {
  return (
    <DonutChart
      size={160}
      thickness={24}
      data={rows.map((row) => ({ name: row.label, value: row.count, color: row.color }))}
      chartLabel={format.number(total)}
      valueFormatter={format.number}
    />
  );
}
