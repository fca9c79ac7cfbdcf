/** The analytics page's charts (the shared SVG chart layer), loaded with React.lazy (see lazy-charts.ts). */
import { AreaChart, BarChart, DonutChart } from '@/components/charts';
import type { LocaleFormat } from '@/lib/format';

export interface Bar {
  label: string;
  value: number;
}

/** Horizontal bars, one per label: the funnel's steps, a breakdown's approval rates. */
export function BarsChart({
  bars,
  seriesLabel,
  color,
  format,
  labelWidth = 120,
}: {
  bars: Bar[];
  seriesLabel: string;
  color: string;
  format: (value: number) => string;
  labelWidth?: number;
}) {
  return (
    <BarChart
      h={Math.max(120, bars.length * 32 + 40)}
      horizontal
      labelWidth={labelWidth}
      data={bars}
      dataKey="label"
      series={[{ name: 'value', label: seriesLabel, color }]}
      valueFormatter={format}
      summary="list"
    />
  );
}

export interface RatePoint {
  day: string;
  refund?: number;
  dispute?: number;
}

/** Refund and dispute rates per day; a day without captured payments has no point. */
export function RatesChart({ points, labels, format }: { points: RatePoint[]; labels: { refund: string; dispute: string }; format: LocaleFormat }) {
  return (
    <AreaChart
      h={240}
      data={points}
      dataKey="day"
      series={[
        { name: 'refund', label: labels.refund, color: 'orange.6' },
        { name: 'dispute', label: labels.dispute, color: 'red.6' },
      ]}
      valueFormatter={(value) => format.percent(value)}
      yAxisWidth={56}
    />
  );
}

export function ReasonsDonut({ rows, total, format }: { rows: { label: string; count: number; color: string }[]; total: number; format: LocaleFormat }) {
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
