import { useElementSize } from '@mantine/hooks';
import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { colorVar } from './scale';
import type { TooltipRow } from './series';
import classes from './charts.module.css';

/** The width before the first measure (and in tests, where nothing is laid out). */
const FALLBACK_WIDTH = 600;

/** The chart's width in px, following its container. */
export function useChartWidth() {
  const { ref, width } = useElementSize<HTMLDivElement>();
  return { ref, width: width > 0 ? width : FALLBACK_WIDTH };
}

/**
 * Roving focus over a chart's items: the chart is one tab stop; arrows (mirrored right to left), Home
 * and End move between items, Escape closes the tooltip. The pointer shows the item under it.
 */
export function useChartFocus(count: number, mirrored: boolean) {
  const [active, setActive] = useState<number | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (active !== null) event.stopPropagation();
      setActive(null);
      return;
    }
    const forward = mirrored ? 'ArrowLeft' : 'ArrowRight';
    const backward = mirrored ? 'ArrowRight' : 'ArrowLeft';
    const step = { [forward]: 1, ArrowDown: 1, [backward]: -1, ArrowUp: -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = active === null ? 0 : Math.min(count - 1, Math.max(0, active + step));
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null || count === 0) return;
    event.preventDefault();
    setActive(next);
  };
  return { active: active !== null && active < count ? active : null, setActive, onKeyDown };
}

export type ChartFocus = ReturnType<typeof useChartFocus>;

export interface LegendItem {
  label: string;
  color: string;
  dashed?: boolean;
}

function Swatch({ color, dashed }: { color: string; dashed?: boolean }) {
  const fill = colorVar(color);
  return <span className={classes.swatch} style={dashed ? { border: `1.5px dashed ${fill}` } : { background: fill }} />;
}

interface ChartFrameProps {
  width: number;
  height: number;
  measureRef?: Ref<HTMLDivElement>;
  /** What the chart shows, in words: its accessible name. */
  label: string;
  focus: ChartFocus;
  /** Where each item's tooltip points, in px. */
  anchors: readonly { x: number; y: number }[];
  /** The axis along which the pointer picks the nearest item; none when the items pick themselves (donut). */
  pointerAxis?: 'x' | 'y';
  tooltip: (index: number) => { title?: string; rows: TooltipRow[] };
  legend?: readonly LegendItem[];
  children: ReactNode;
}

/** The SVG, its tooltip and its legend: what every chart of the layer shares. */
export function ChartFrame({ width, height, measureRef, label, focus, anchors, pointerAxis, tooltip, legend, children }: ChartFrameProps) {
  const tooltipId = useId();
  const { active, setActive } = focus;
  const onMouseMove = (event: MouseEvent<SVGSVGElement>) => {
    if (!pointerAxis || anchors.length === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const at = pointerAxis === 'x' ? event.clientX - box.left : event.clientY - box.top;
    let nearest = 0;
    anchors.forEach((anchor, index) => {
      if (Math.abs(anchor[pointerAxis] - at) < Math.abs(anchors[nearest][pointerAxis] - at)) nearest = index;
    });
    setActive(nearest);
  };
  const anchor = active === null ? null : anchors[active];
  const content = active === null ? null : tooltip(active);
  return (
    <div ref={measureRef} className={classes.root}>
      <svg
        className={classes.svg}
        // Positions are computed left to right (mirrored ones included): text anchors must mean the same.
        direction="ltr"
        width={width}
        height={height}
        role="img"
        aria-label={label}
        aria-describedby={content ? tooltipId : undefined}
        tabIndex={0}
        onKeyDown={focus.onKeyDown}
        onFocus={() => setActive((current) => current ?? 0)}
        onBlur={() => setActive(null)}
        onMouseMove={onMouseMove}
        onMouseLeave={() => setActive(null)}
      >
        {children}
      </svg>
      {anchor && content && (
        <div
          id={tooltipId}
          role="tooltip"
          aria-live="polite"
          className={classes.tooltip}
          // Beside the item, on the side with room.
          style={{ top: Math.max(0, anchor.y - 24), ...(anchor.x < width / 2 ? { left: anchor.x + 12 } : { right: width - anchor.x + 12 }) }}
        >
          {content.title && <div className={classes.title}>{content.title}</div>}
          {content.rows.map((row) => (
            <div key={row.label} className={classes.row}>
              <Swatch color={row.color} dashed={row.dashed} />
              <span>{row.label}</span>
              <bdi className={classes.value}>{row.value}</bdi>
            </div>
          ))}
        </div>
      )}
      {legend && (
        <div className={classes.legend}>
          {legend.map((item) => (
            <span key={item.label} className={classes.row}>
              <Swatch color={item.color} dashed={item.dashed} />
              {item.label}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
