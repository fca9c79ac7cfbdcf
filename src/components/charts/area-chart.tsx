import { useDirection } from '@mantine/core';
import { cartesian, CategoryAxis, topAnchors, ValueAxis } from './cartesian';
import { ChartFrame, useChartFocus, useChartWidth } from './chart-frame';
import { monotonePath } from './curve';
import { colorVar } from './scale';
import { extent, fieldOf, layers, tooltipRows, type ChartRow, type ChartSeries } from './series';
import { useRangeSummary } from './summary';
import classes from './charts.module.css';

export interface AreaChartProps {
  data: readonly ChartRow[];
  /** The row's key holding its label on the time axis. */
  dataKey: string;
  series: readonly ChartSeries[];
  /** Formats values (money in minor units stays whole: the chart never sums into fractions). */
  valueFormatter: (value: number) => string;
  h?: number;
  /** Each series on top of the previous ones (balances: available, pending, reserved). */
  stacked?: boolean;
  yAxisWidth?: number;
}

const LEGEND = 24;

/** Runs of consecutive rows with a value: a missing value breaks the line, it is not drawn as zero. */
function runs<T>(items: readonly (T | undefined)[]) {
  const result: { index: number; item: T }[][] = [];
  let current: { index: number; item: T }[] = [];
  items.forEach((item, index) => {
    if (item === undefined) {
      if (current.length) result.push(current);
      current = [];
    } else current.push({ index, item });
  });
  if (current.length) result.push(current);
  return result;
}

/** Lines (with a light area under them) over time; right-to-left languages read time from the right. */
export function AreaChart({ data, dataKey, series, valueFormatter, h = 240, stacked = false, yAxisWidth = 60 }: AreaChartProps) {
  const { ref, width } = useChartWidth();
  const mirrored = useDirection().dir === 'rtl';
  const focus = useChartFocus(data.length, mirrored);
  const label = useRangeSummary(data, dataKey, series, valueFormatter);
  const spans = layers(data, series, stacked);
  const height = h - LEGEND;
  const plot = cartesian({ width, height, count: data.length, extent: extent(spans), yAxisWidth, mirrored, banded: false });
  const point = (index: number, value: number) => [plot.x(index), plot.y(value)] as const;
  const anchors = topAnchors(spans, plot);
  return (
    <ChartFrame
      width={width}
      height={height}
      measureRef={ref}
      label={label}
      focus={focus}
      anchors={anchors}
      pointerAxis="x"
      tooltip={(index) => ({ title: String(fieldOf(data[index], dataKey)), rows: tooltipRows(data[index], series, valueFormatter) })}
      legend={series}
    >
      <ValueAxis plot={plot} format={valueFormatter} />
      <CategoryAxis plot={plot} labels={data.map((row) => String(fieldOf(row, dataKey)))} />
      {focus.active !== null && <line className={classes.cursor} x1={plot.x(focus.active)} x2={plot.x(focus.active)} y1={plot.top} y2={plot.bottom} />}
      {series.map((item, position) => {
        const color = colorVar(item.color);
        return runs(spans.map((row) => row[position])).map((run) => {
          const top = run.map(({ index, item: span }) => point(index, span[1]));
          const base = run.map(({ index, item: span }) => point(index, span[0])).reverse();
          return (
            <g key={`${item.name}-${run[0].index}`} aria-hidden>
              <path d={`${monotonePath(top)}L${monotonePath(base).slice(1)}Z`} fill={color} fillOpacity={item.fillOpacity ?? 0.2} stroke="none" />
              <path d={monotonePath(top)} fill="none" stroke={color} strokeWidth={2} strokeDasharray={item.dashed ? '6 4' : undefined} />
              {run.length === 1 && <circle cx={plot.x(run[0].index)} cy={plot.y(run[0].item[1])} r={3} fill={color} />}
            </g>
          );
        });
      })}
      {focus.active !== null &&
        spans[focus.active].map((span, position) =>
          span ? (
            <circle
              key={series[position].name}
              cx={plot.x(focus.active as number)}
              cy={plot.y(span[1])}
              r={4}
              fill={colorVar(series[position].color)}
              aria-hidden
            />
          ) : null,
        )}
    </ChartFrame>
  );
}
