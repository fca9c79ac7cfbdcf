/** The balance trend's chart (the shared SVG chart layer), loaded with React.lazy (see balance-trend.tsx). */
import { AreaChart } from '@/components/charts';
import type { TrendPoint } from '../api/balances-api';

export interface BalanceChartProps {
  points: readonly TrendPoint[];
  labels: { available: string; pending: string; reserved: string };
  money: (minor: number) => string;
  day: (date: string) => string;
}

/** Each day's closing balances, stacked (available may be negative); right-to-left languages read time from the right. */
export function BalanceChart({ points, labels, money, day }: BalanceChartProps) {
  return (
    <AreaChart
      h={240}
      data={points.map((point) => ({ ...point, day: day(point.date) }))}
      dataKey="day"
      stacked
      series={[
        { name: 'available', label: labels.available, color: 'teal.6' },
        { name: 'pending', label: labels.pending, color: 'blue.6' },
        { name: 'reserved', label: labels.reserved, color: 'grape.6' },
      ]}
      // Balances are integers in minor units; formatMoney keeps them exact.
      valueFormatter={money}
      yAxisWidth={96}
    />
  );
}
