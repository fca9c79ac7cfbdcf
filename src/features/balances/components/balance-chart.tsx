/** Recharts lives here, loaded with React.lazy (see balance-trend.tsx), so the page's first chunk stays small. */
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { useDirection } from '@mantine/core';
import type { TrendPoint } from '../api/balances-api';

export interface BalanceChartProps {
  points: readonly TrendPoint[];
  labels: { available: string; pending: string; reserved: string };
  money: (minor: number) => string;
  day: (date: string) => string;
}

/** Each day's closing balances, stacked; right-to-left languages read time from the right. */
export function BalanceChart({ points, labels, money, day }: BalanceChartProps) {
  const rtl = useDirection().dir === 'rtl';
  return (
    <AreaChart
      h={240}
      data={points.map((point) => ({ ...point, day: day(point.date) }))}
      dataKey="day"
      type="stacked"
      series={[
        { name: 'available', label: labels.available, color: 'teal.6' },
        { name: 'pending', label: labels.pending, color: 'blue.6' },
        { name: 'reserved', label: labels.reserved, color: 'grape.6' },
      ]}
      curveType="monotone"
      withDots={false}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      // Balances are integers in minor units; formatMoney keeps them exact.
      valueFormatter={money}
      xAxisProps={{ reversed: rtl }}
      yAxisProps={{ width: 96, orientation: rtl ? 'right' : 'left' }}
      gridAxis="y"
    />
  );
}
