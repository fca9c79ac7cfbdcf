/**
 * Everything that pulls in recharts lives here and is loaded with React.lazy (see lazy-charts.ts),
 * so the page's first chunk stays small. The charts show counts only: money is never summed
 * across currencies, and the tables beside them carry every number.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useDirection } from '@mantine/core';

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
  // Right to left: the first label on the right (and horizontal bars grow leftwards), the axis labels on the right.
  const rtl = useDirection().dir === 'rtl';
  const orientation = rtl ? ('right' as const) : ('left' as const);
  return (
    <BarChart
      h={horizontal ? Math.max(120, bars.length * 22 + 40) : 180}
      data={bars}
      dataKey="label"
      orientation={horizontal ? 'vertical' : 'horizontal'}
      series={[{ name: 'count', label: seriesLabel, color }]}
      valueFormatter={format}
      gridAxis={horizontal ? 'x' : 'y'}
      // Counts are whole numbers: no 0.75 ticks.
      xAxisProps={horizontal ? { allowDecimals: false, reversed: rtl } : { reversed: rtl }}
      yAxisProps={horizontal ? { width: labelWidth, interval: 0, orientation } : { allowDecimals: false, orientation }}
    />
  );
}
