import type { ListColumn } from './types';

export const DEFAULT_COLUMN_WIDTH = 160;

export const columnWidth = <T>(column: ListColumn<T>) => column.width ?? DEFAULT_COLUMN_WIDTH;

/**
 * What the table's box takes from the width measured around it: its border (2 px) and room for a
 * vertical scrollbar (17 px on a system with classic scrollbars), so a fitted table never scrolls sideways.
 */
export const TABLE_CHROME_PX = 19;

/**
 * The default columns that do not fit `available` px: hideable ones give way by `priority` (the
 * highest number first; equal ones from the end of the row) until the rest fit. Nothing is hidden
 * while the width is unknown (0), and columns that may not be hidden are never given up.
 */
export function fitColumns<T>(columns: readonly ListColumn<T>[], available: number): Set<string> {
  const dropped = new Set<string>();
  if (available <= 0) return dropped;
  const shown = columns.filter((c) => !c.defaultHidden || c.hideable === false);
  let total = shown.reduce((sum, c) => sum + columnWidth(c), 0);
  const candidates = shown
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.hideable !== false)
    .sort((a, b) => (b.column.priority ?? 0) - (a.column.priority ?? 0) || b.index - a.index);
  for (const { column } of candidates) {
    if (total <= available) break;
    dropped.add(column.id);
    total -= columnWidth(column);
  }
  return dropped;
}
