import type { Row, RowData } from '@tanstack/react-table';
import type { MouseEvent } from 'react';
import type { ListFeatures } from './table-features';
import type { ListColumn } from './types';
import classes from './list-table.module.css';

interface Props<T extends RowData> {
  row: Row<ListFeatures, T>;
  id: string;
  index: number;
  /** The body's one tab stop (the active row, else the first). */
  tabStop: boolean;
  start: number;
  height: number;
  columnsById: Map<string, ListColumn<T>>;
  clickable: boolean;
  onFocus: () => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** One virtual row: absolutely placed, focusable (roving tabindex), cells rendered by their column. */
export function ListTableRow<T extends RowData>({ row, id, index, tabStop, start, height, columnsById, clickable, onFocus, onClick }: Props<T>) {
  const context = { active: tabStop, tabIndex: tabStop ? 0 : -1 } as const;
  return (
    <div
      id={id}
      role="row"
      aria-rowindex={index + 2}
      tabIndex={tabStop ? 0 : -1}
      data-active={tabStop || undefined}
      className={clickable ? `${classes.row} ${classes.clickable}` : classes.row}
      style={{ height, transform: `translateY(${start}px)` }}
      onFocus={onFocus}
      onClick={onClick}
    >
      {row.getVisibleCells().map((cell, column) => {
        const definition = columnsById.get(cell.column.id);
        if (!definition) return null;
        return (
          <div
            key={cell.id}
            role={definition.rowHeader ? 'rowheader' : 'gridcell'}
            aria-colindex={column + 1}
            className={classes.cell}
            data-align={definition.align}
          >
            {definition.cell(row.original, context)}
          </div>
        );
      })}
    </div>
  );
}
