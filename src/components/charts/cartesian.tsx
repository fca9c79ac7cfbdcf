import { labelInterval, linearScale, niceTicks } from './scale';
import classes from './charts.module.css';

const TOP = 10;
const X_AXIS = 24;
/** The room beside the plot opposite the value axis, in px. */
const END_GAP = 12;

interface Options {
  width: number;
  height: number;
  count: number;
  /** Lowest and highest value drawn; zero is always in the scale. */
  extent: readonly number[];
  yAxisWidth: number;
  /** Right to left: the first item on the right, the value axis on the right. */
  mirrored: boolean;
  /** Bars sit in bands; points sit on the plot's edges and between. */
  banded: boolean;
}

/** Items along x, values along y: the layout of the area chart and of vertical bars. */
export function cartesian({ width, height, count, extent, yAxisWidth, mirrored, banded }: Options) {
  const left = mirrored ? END_GAP : yAxisWidth;
  const right = Math.max(left + 1, width - (mirrored ? yAxisWidth : END_GAP));
  const bottom = Math.max(TOP + 1, height - X_AXIS);
  const ticks = niceTicks(extent[0], extent[1]);
  const y = linearScale([ticks[0], ticks[ticks.length - 1]], [bottom, TOP]);
  const band = (right - left) / Math.max(1, count);
  const along = (index: number) => {
    if (banded) return left + band * (index + 0.5);
    return count === 1 ? (left + right) / 2 : left + ((right - left) * index) / (count - 1);
  };
  const x = (index: number) => (mirrored ? left + right - along(index) : along(index));
  return { left, right, top: TOP, bottom, ticks, y, x, band, mirrored };
}

export type Cartesian = ReturnType<typeof cartesian>;

/** Where each category's tooltip points: above its highest value (or the zero line). */
export const topAnchors = (spans: readonly (readonly (readonly [number, number] | undefined)[])[], plot: Cartesian) =>
  spans.map((row, index) => ({ x: plot.x(index), y: plot.y(Math.max(0, ...row.map((span) => span?.[1] ?? 0))) }));

/** Horizontal grid lines at the ticks, labelled on the value axis' side. */
export function ValueAxis({ plot, format }: { plot: Cartesian; format: (value: number) => string }) {
  const labelX = plot.mirrored ? plot.right + 8 : plot.left - 8;
  return (
    <g aria-hidden>
      {plot.ticks.map((tick) => (
        <g key={tick}>
          <line className={classes.grid} x1={plot.left} x2={plot.right} y1={plot.y(tick)} y2={plot.y(tick)} />
          <text className={classes.tick} x={labelX} y={plot.y(tick)} dy="0.32em" textAnchor={plot.mirrored ? 'start' : 'end'}>
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The items' labels under the plot, thinned out so that they do not overlap; the last one (today) always shows. */
export function CategoryAxis({ plot, labels }: { plot: Cartesian; labels: readonly string[] }) {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const every = labelInterval(labels.length, plot.right - plot.left, longest * 6.5 + 12);
  return (
    <g aria-hidden>
      {labels.map((label, index) =>
        (labels.length - 1 - index) % every === 0 ? (
          <text key={index} className={classes.tick} x={plot.x(index)} y={plot.bottom + 16} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}
