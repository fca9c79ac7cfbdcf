/**
 * Everything that pulls in recharts lives here and is loaded with React.lazy
 * (see lazy-charts.ts), so the home route's first chunk stays small.
 */
import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import type { DayPoint } from '../model/series';
import type { StatsFormat } from '../model/use-stats-format';
import type { BreakdownRow } from './breakdown-table';

interface TrendChartProps {
  points: DayPoint[];
  currency: string;
  format: StatsFormat;
  seriesLabel: string;
}

const chartData = (points: DayPoint[], format: StatsFormat) => points.map((point) => ({ ...point, day: format.shortDay(point.date) }));

export function VolumeChart({ points, currency, format, seriesLabel }: TrendChartProps) {
  return (
    <AreaChart
      h={240}
      data={chartData(points, format)}
      dataKey="day"
      series={[{ name: 'volume', label: seriesLabel, color: 'blue.6' }]}
      curveType="monotone"
      withDots={false}
      // Volumes are integers in minor units; formatMoney keeps them exact.
      valueFormatter={(value) => format.money(value, currency)}
      yAxisProps={{ width: 96 }}
      gridAxis="y"
    />
  );
}

export function CountChart({ points, format, seriesLabel }: Omit<TrendChartProps, 'currency'>) {
  return (
    <BarChart
      h={240}
      data={chartData(points, format)}
      dataKey="day"
      series={[{ name: 'count', label: seriesLabel, color: 'teal.6' }]}
      valueFormatter={(value) => format.number(value)}
      gridAxis="y"
    />
  );
}

export function BreakdownDonut({ rows, format, total }: { rows: BreakdownRow[]; format: StatsFormat; total: number }) {
  return (
    <DonutChart
      size={160}
      thickness={24}
      data={rows.map((row) => ({ name: row.label, value: row.count, color: row.color }))}
      chartLabel={format.number(total)}
      valueFormatter={(value) => format.number(value)}
      tooltipDataSource="segment"
    />
  );
}
