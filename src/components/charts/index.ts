export { AreaChart, type AreaChartProps } from './area-chart';
export { BarChart, type BarChartProps } from './bar-chart';
export { DonutChart, type DonutSegment } from './donut-chart';
export type { ChartRow, ChartSeries } from './series';
