import type { Row, RowData } from '@tanstack/react-table';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { ListFeatures } from './table-features';
import type { CardSlot, ListColumn } from './types';
import classes from './list-table.module.css';

/** How cells are placed: a table row (the key column and the actions pinned), or a phone card (columns in slots). */
export type RowLayout =
  { kind: 'table'; pinStart?: string; pinEnd?: string; linkColumn?: string } | { kind: 'cards'; slots: ReadonlyMap<string, CardSlot>; linkColumn?: string };

/** Where a column's cells (and its header) go in this layout: pinned to an edge, or in a card slot. */
export function cellPlacement(layout: RowLayout, columnId: string): { pin?: 'start' | 'end'; slot?: CardSlot } {
  if (layout.kind === 'cards') return { slot: layout.slots.get(columnId) };
  return { pin: columnId === layout.pinStart ? 'start' : columnId === layout.pinEnd ? 'end' : undefined };
}

interface Props<T extends RowData> {
  row: Row<ListFeatures, T>;
  id: string;
  index: number;
  /** The body's one tab stop (the active row, else the first). */
  tabStop: boolean;
  /** Offset in the virtual body (table rows); cards are in the flow. */
  start: number;
  /** Fixed height of a table row; cards take their content's. */
  height?: number;
  columnsById: Map<string, ListColumn<T>>;
  layout: RowLayout;
  /** The row's details: the key cell links there. */
  href?: string;
  linkState?: unknown;
  clickable: boolean;
  onFocus: () => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onAuxClick: (event: MouseEvent<HTMLElement>) => void;
}

/** One row: focusable (roving tabindex), cells rendered by their column, the key cell a link to the row's details. */
export function ListTableRow<T extends RowData>({
  row,
  id,
  index,
  tabStop,
  start,
  height,
  columnsById,
  layout,
  href,
  linkState,
  clickable,
  onFocus,
  onClick,
  onAuxClick,
}: Props<T>) {
  const context = { active: tabStop, tabIndex: tabStop ? 0 : -1 } as const;
  return (
    <div
      id={id}
      role="row"
      aria-rowindex={index + 2}
      tabIndex={tabStop ? 0 : -1}
      data-active={tabStop || undefined}
      className={clickable || href ? `${classes.row} ${classes.clickable}` : classes.row}
      style={height === undefined ? undefined : { height, top: start }}
      onFocus={onFocus}
      onClick={onClick}
      onAuxClick={onAuxClick}
    >
      {row.getVisibleCells().map((cell, column) => {
        const definition = columnsById.get(cell.column.id);
        if (!definition) return null;
        const { pin, slot } = cellPlacement(layout, definition.id);
        const content = definition.cell(row.original, context);
        return (
          <div
            key={cell.id}
            role={definition.rowHeader ? 'rowheader' : 'gridcell'}
            aria-colindex={column + 1}
            className={classes.cell}
            data-pin={pin}
            data-align={definition.align}
            data-slot={slot}
          >
            {href && definition.id === layout.linkColumn ? (
              <Link to={href} state={linkState} tabIndex={context.tabIndex} className={classes.rowLink}>
                {content}
              </Link>
            ) : (
              content
            )}
          </div>
        );
      })}
    </div>
  );
}
