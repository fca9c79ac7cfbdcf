/**
 * The aggregate's bar chart (the shared SVG chart layer), loaded with React.lazy (see lazy-charts.ts).
 * It shows counts only: money is never summed across currencies, and the tables beside it carry every number.
 */
import { BarChart } from '@/components/charts';

export interface CountBar {
  label: string;
  count: number;
}

interface CountBarChartProps {
  bars: CountBar[];
  seriesLabel: string;
  format: (value: number) => string;
  /** Long labels (reason codes) read better as horizontal bars. */
  horizontal?: boolean;
  /** Room for the labels of horizontal bars, in px. */
  labelWidth?: number;
  color?: string;
}

export function CountBarChart({ bars, seriesLabel, format, horizontal = false, labelWidth = 64, color = 'blue.6' }: CountBarChartProps) {
  return (
    <BarChart
      h={horizontal ? Math.max(120, bars.length * 22 + 40) : 180}
      data={bars}
      dataKey="label"
      horizontal={horizontal}
      labelWidth={labelWidth}
      series={[{ name: 'count', label: seriesLabel, color }]}
      valueFormatter={format}
    />
  );
}
