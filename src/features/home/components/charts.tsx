/**
 * Everything that pulls in recharts lives here and is loaded with React.lazy
 * (see lazy-charts.ts), so the home route's first chunk stays small.
 */
import '@mantine/charts/styles.css';
import { AreaChart, BarChart, ChartTooltip, DonutChart } from '@mantine/charts';
import { useDirection } from '@mantine/core';
import { chartPoints, type ChartPoint, type DayPoint } from '../model/series';
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

/** Right-to-left languages read time from right to left: the first day on the right, values on the right. */
function useMirror() {
  const rtl = useDirection().dir === 'rtl';
  return { xAxisProps: { reversed: rtl }, orientation: rtl ? ('right' as const) : ('left' as const) };
}

type TooltipArgs = { label?: unknown; payload?: readonly { name?: unknown; payload?: ChartPoint }[] };

export function VolumeChart({ points, currency, format, seriesLabel, soFarLabel }: TrendChartProps) {
  const mirror = useMirror();
  const series = [
    { name: 'volume', label: seriesLabel, color: 'blue.6' },
    { name: 'volumeSoFar', label: soFarLabel, color: 'blue.6', strokeDasharray: '6 4' },
  ];
  // Volumes are integers in minor units; formatMoney keeps them exact.
  const money = (value: number) => format.money(value, currency);
  return (
    <AreaChart
      h={240}
      data={chartData(points, format)}
      dataKey="day"
      series={series}
      curveType="monotone"
      connectNulls={false}
      withDots={false}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      areaProps={(item) => (item.name === 'volumeSoFar' ? { fillOpacity: 0.08 } : {})}
      valueFormatter={money}
      xAxisProps={mirror.xAxisProps}
      yAxisProps={{ width: 96, orientation: mirror.orientation }}
      gridAxis="y"
      tooltipProps={{
        // The dashed segment starts at yesterday: there, only the finished day's figure is told.
        content: ({ label, payload }: TooltipArgs) => (
          <ChartTooltip
            label={label as string}
            payload={(payload ?? []).filter((item) => item.name !== 'volumeSoFar' || item.payload?.incomplete) as never}
            series={series}
            valueFormatter={money}
          />
        ),
      }}
    />
  );
}

export function CountChart({ points, format, seriesLabel, soFarLabel }: Omit<TrendChartProps, 'currency'>) {
  const mirror = useMirror();
  return (
    <BarChart
      h={240}
      data={chartData(points, format)}
      dataKey="day"
      type="stacked"
      series={[
        { name: 'count', label: seriesLabel, color: 'teal.6' },
        { name: 'countSoFar', label: soFarLabel, color: 'teal.6' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      // Today's bar is pale with a dashed outline: a day in progress, not a low one.
      barProps={(item) =>
        item.name === 'countSoFar' ? { fillOpacity: 0.3, stroke: 'var(--mantine-color-teal-6)', strokeDasharray: '4 3', strokeWidth: 1.5 } : {}
      }
      valueFormatter={(value) => format.number(value)}
      xAxisProps={mirror.xAxisProps}
      yAxisProps={{ orientation: mirror.orientation }}
      gridAxis="y"
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
      valueFormatter={(value) => format.number(value)}
      tooltipDataSource="segment"
    />
  );
}
