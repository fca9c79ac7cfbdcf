import { useDirection } from '@mantine/core';
import { cartesian, CategoryAxis, topAnchors, ValueAxis } from './cartesian';
import { ChartFrame, useChartFocus, useChartWidth } from './chart-frame';
import { colorVar, linearScale, niceTicks } from './scale';
import { extent, fieldOf, layers, tooltipRows, valueOf, type ChartRow, type ChartSeries } from './series';
import { useListSummary, useRangeSummary } from './summary';
import classes from './charts.module.css';

export interface BarChartProps {
  data: readonly ChartRow[];
  /** The row's key holding its label. */
  dataKey: string;
  /** Several series stack on one bar. */
  series: readonly ChartSeries[];
  valueFormatter: (value: number) => string;
  h?: number;
  /** Bars growing sideways, labels beside them: for long labels (reason codes). */
  horizontal?: boolean;
  /** Room for the labels of horizontal bars, in px. */
  labelWidth?: number;
  yAxisWidth?: number;
  withLegend?: boolean;
  /** The accessible name: each series' range over time, or every bar with its value (a few categories). */
  summary?: 'range' | 'list';
}

const LEGEND = 24;
const X_AXIS = 24;
const TOP = 4;
const END_GAP = 12;

function Bar({ x, y, width, height, series }: { x: number; y: number; width: number; height: number; series: ChartSeries }) {
  const color = colorVar(series.color);
  return (
    <rect
      x={x}
      y={y}
      width={Math.max(0, width)}
      height={Math.max(0, height)}
      rx={2}
      fill={color}
      fillOpacity={series.fillOpacity ?? 1}
      stroke={series.dashed ? color : undefined}
      strokeDasharray={series.dashed ? '4 3' : undefined}
      strokeWidth={series.dashed ? 1.5 : undefined}
    />
  );
}

/** Bars (stacked when there are several series); right to left, the first bar is on the right. */
export function BarChart({
  data,
  dataKey,
  series,
  valueFormatter,
  h = 240,
  horizontal = false,
  labelWidth = 64,
  yAxisWidth = 60,
  withLegend = false,
  summary = 'list',
}: BarChartProps) {
  const { ref, width } = useChartWidth();
  const mirrored = useDirection().dir === 'rtl';
  const focus = useChartFocus(data.length, mirrored);
  const labels = data.map((row) => String(fieldOf(row, dataKey)));
  const total = (row: ChartRow) => series.reduce((sum, { name }) => sum + (valueOf(row, name) ?? 0), 0);
  const range = useRangeSummary(data, dataKey, series, valueFormatter);
  const list = useListSummary(
    series.map((item) => item.label).join(', '),
    data.map((row, index) => ({ label: labels[index], value: total(row) })),
    valueFormatter,
  );
  const spans = layers(data, series, true);
  const height = h - (withLegend ? LEGEND : 0);
  const frame = {
    width,
    height,
    measureRef: ref,
    label: summary === 'range' ? range : list,
    focus,
    tooltip: (index: number) => ({ title: labels[index], rows: tooltipRows(data[index], series, valueFormatter) }),
    legend: withLegend ? series : undefined,
  };

  if (horizontal) {
    const left = mirrored ? END_GAP : labelWidth;
    const right = Math.max(left + 1, width - (mirrored ? labelWidth : END_GAP));
    const bottom = Math.max(TOP + 1, height - X_AXIS);
    const ticks = niceTicks(...(extent(spans) as [number, number]));
    const x = linearScale([ticks[0], ticks[ticks.length - 1]], mirrored ? [right, left] : [left, right]);
    const band = (bottom - TOP) / Math.max(1, data.length);
    const y = (index: number) => TOP + band * (index + 0.5);
    const thickness = Math.min(band * 0.7, 28);
    const anchors = spans.map((row, index) => ({ x: x(Math.max(0, ...row.map((span) => span?.[1] ?? 0))), y: y(index) }));
    return (
      <ChartFrame {...frame} anchors={anchors} pointerAxis="y">
        <g aria-hidden>
          {ticks.map((tick) => (
            <g key={tick}>
              <line className={classes.grid} x1={x(tick)} x2={x(tick)} y1={TOP} y2={bottom} />
              <text className={classes.tick} x={x(tick)} y={bottom + 16} textAnchor="middle">
                {valueFormatter(tick)}
              </text>
            </g>
          ))}
          {labels.map((label, index) => (
            <text key={index} className={classes.tick} x={mirrored ? right + 8 : left - 8} y={y(index)} dy="0.32em" textAnchor={mirrored ? 'start' : 'end'}>
              {label}
            </text>
          ))}
          {focus.active !== null && <rect className={classes.band} x={left} width={right - left} y={y(focus.active) - band / 2} height={band} />}
          {spans.map((row, index) =>
            row.map((span, position) =>
              span ? (
                <Bar
                  key={`${index}-${position}`}
                  series={series[position]}
                  x={Math.min(x(span[0]), x(span[1]))}
                  width={Math.abs(x(span[1]) - x(span[0]))}
                  y={y(index) - thickness / 2}
                  height={thickness}
                />
              ) : null,
            ),
          )}
        </g>
      </ChartFrame>
    );
  }

  const plot = cartesian({ width, height, count: data.length, extent: extent(spans), yAxisWidth, mirrored, banded: true });
  const thickness = Math.min(plot.band * 0.7, 40);
  const anchors = topAnchors(spans, plot);
  return (
    <ChartFrame {...frame} anchors={anchors} pointerAxis="x">
      <ValueAxis plot={plot} format={valueFormatter} />
      <CategoryAxis plot={plot} labels={labels} />
      <g aria-hidden>
        {focus.active !== null && (
          <rect className={classes.band} x={plot.x(focus.active) - plot.band / 2} width={plot.band} y={plot.top} height={plot.bottom - plot.top} />
        )}
        {spans.map((row, index) =>
          row.map((span, position) =>
            span ? (
              <Bar
                key={`${index}-${position}`}
                series={series[position]}
                x={plot.x(index) - thickness / 2}
                width={thickness}
                y={Math.min(plot.y(span[0]), plot.y(span[1]))}
                height={Math.abs(plot.y(span[1]) - plot.y(span[0]))}
              />
            ) : null,
          ),
        )}
      </g>
    </ChartFrame>
  );
}
