import { useTranslation } from 'react-i18next';
import { ChartFrame, useChartFocus } from './chart-frame';
import { colorVar } from './scale';

export interface DonutSegment {
  name: string;
  /** A whole number (a count). */
  value: number;
  /** A Mantine colour ('blue.6'). */
  color: string;
}

interface DonutChartProps {
  data: readonly DonutSegment[];
  /** In the hole: the total, as the caller formats it. */
  chartLabel: string;
  valueFormatter: (value: number) => string;
  size?: number;
  thickness?: number;
}

/** Shares of a whole, clockwise from the top; each segment is one stop of the roving focus. */
export function DonutChart({ data, chartLabel, valueFormatter, size = 160, thickness = 24 }: DonutChartProps) {
  const { t } = useTranslation();
  const segments = data.filter((segment) => segment.value > 0);
  const focus = useChartFocus(segments.length, false);
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  const center = size / 2;
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  // Each segment starts where the previous ones end; counts are summed as integers, shares are only for drawing.
  const arcs = segments.map((segment, index) => {
    const before = segments.slice(0, index).reduce((sum, { value }) => sum + value, 0);
    return { segment, start: before / total, share: segment.value / total };
  });
  const anchors = arcs.map(({ start, share }) => {
    const angle = 2 * Math.PI * (start + share / 2) - Math.PI / 2;
    return { x: center + (size / 2) * Math.cos(angle), y: center + (size / 2) * Math.sin(angle) };
  });
  const label = t('charts.parts', { items: data.map((segment) => `${segment.name} ${valueFormatter(segment.value)}`).join(', '), total: chartLabel });
  return (
    <ChartFrame
      width={size}
      height={size}
      label={label}
      focus={focus}
      anchors={anchors}
      tooltip={(index) => ({ rows: [{ label: segments[index].name, color: segments[index].color, value: valueFormatter(segments[index].value) }] })}
    >
      <g aria-hidden transform={`rotate(-90 ${center} ${center})`}>
        <circle cx={center} cy={center} r={radius} fill="none" stroke="var(--mantine-color-default-border)" strokeWidth={thickness} />
        {arcs.map(({ segment, start, share }, index) => (
          <circle
            key={segment.name}
            cx={center}
            cy={center}
            r={radius}
            fill="none"
            stroke={colorVar(segment.color)}
            strokeWidth={focus.active === index ? thickness + 4 : thickness}
            strokeDasharray={`${share * circumference} ${circumference}`}
            strokeDashoffset={-start * circumference}
            onMouseEnter={() => focus.setActive(index)}
          />
        ))}
      </g>
      <text x={center} y={center} dy="0.35em" textAnchor="middle" fontSize={14} fontWeight={600} fill="var(--mantine-color-text)" aria-hidden>
        {chartLabel}
      </text>
    </ChartFrame>
  );
}
