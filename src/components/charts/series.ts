/** Rows and series as the charts take them; shared by the area and bar charts. */
/** Any object: the series' `name`s and the chart's `dataKey` name its fields. */
export type ChartRow = object;

export const fieldOf = (row: ChartRow, key: string): unknown => (row as Record<string, unknown>)[key];

export interface ChartSeries {
  /** The row's key holding this series' value; a row without a number there has no point. */
  name: string;
  label: string;
  /** A Mantine colour ('teal.6'). */
  color: string;
  /** A dashed line, or a pale bar with a dashed outline: a period that is not over. */
  dashed?: boolean;
  fillOpacity?: number;
  /** Whether the tooltip tells this series' value of the row (by default whenever it has one). */
  inTooltip?: (row: ChartRow) => boolean;
}

export const valueOf = (row: ChartRow, name: string) => {
  const value = fieldOf(row, name);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** Each row's [bottom, top] per series; stacked series start where the previous ones end. */
export function layers(data: readonly ChartRow[], series: readonly ChartSeries[], stacked: boolean) {
  return data.map((row) => {
    let base = 0;
    return series.map(({ name }) => {
      const value = valueOf(row, name);
      if (value === undefined) return undefined;
      const span: [number, number] = stacked ? [base, base + value] : [0, value];
      if (stacked) base += value;
      return span;
    });
  });
}

export const extent = (spans: ReturnType<typeof layers>) => {
  const values = spans.flat().flatMap((span) => span ?? []);
  return values.length ? [Math.min(...values), Math.max(...values)] : [0, 0];
};

export interface TooltipRow {
  label: string;
  color: string;
  value: string;
  dashed?: boolean;
}

export function tooltipRows(row: ChartRow, series: readonly ChartSeries[], format: (value: number) => string): TooltipRow[] {
  return series.flatMap(({ name, label, color, dashed, inTooltip }) => {
    const value = valueOf(row, name);
    if (value === undefined || (inTooltip && !inTooltip(row))) return [];
    return [{ label, color, value: format(value), dashed }];
  });
}

/** Per series: its first and last labelled row and its lowest and highest value, for the chart's `aria-label`. */
export function seriesRanges(data: readonly ChartRow[], dataKey: string, series: readonly ChartSeries[]) {
  return series.flatMap(({ name, label }) => {
    const rows = data.filter((row) => valueOf(row, name) !== undefined);
    if (rows.length === 0) return [];
    const values = rows.map((row) => valueOf(row, name) as number);
    return [
      {
        label,
        first: String(fieldOf(rows[0], dataKey)),
        last: String(fieldOf(rows[rows.length - 1], dataKey)),
        min: Math.min(...values),
        max: Math.max(...values),
      },
    ];
  });
}
