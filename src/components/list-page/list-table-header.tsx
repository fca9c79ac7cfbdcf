import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Header, RowData } from '@tanstack/react-table';
import type { Ref } from 'react';
import { cellPlacement, type RowLayout } from './list-table-row';
import type { ListFeatures } from './table-features';
import type { ListColumn } from './types';
import classes from './list-table.module.css';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

interface Props<T extends RowData> {
  headers: Header<ListFeatures, T, unknown>[];
  columnsById: Map<string, ListColumn<T>>;
  headRef: Ref<HTMLDivElement>;
  layout: RowLayout;
}

/**
 * The sticky header row; sortable columns get a button and aria-sort, in the same type and inset as
 * the plain ones. Above phone cards it is for screen readers only, so it has no buttons (the list's menu sorts).
 */
export function ListTableHeader<T extends RowData>({ headers, columnsById, headRef, layout }: Props<T>) {
  const cards = layout.kind === 'cards';
  return (
    <div role="rowgroup" className={classes.head} ref={headRef}>
      <div role="row" aria-rowindex={1} className={classes.row}>
        {headers.map((header, index) => {
          const column = columnsById.get(header.column.id);
          if (!column) return null;
          const canSort = header.column.getCanSort();
          const sorted = header.column.getIsSorted();
          const SortIcon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
          const { pin } = cellPlacement(layout, column.id);
          return (
            <div
              key={header.id}
              role="columnheader"
              aria-colindex={index + 1}
              aria-sort={canSort ? (sorted ? ariaSort[sorted] : 'none') : undefined}
              className={classes.header}
              data-pin={pin}
              data-align={column.align}
            >
              {canSort && !cards ? (
                <UnstyledButton className={classes.sort} data-sorted={sorted || undefined} onClick={header.column.getToggleSortingHandler()}>
                  <span>{column.header}</span>
                  <SortIcon size={14} className={classes.sortIcon} aria-hidden />
                </UnstyledButton>
              ) : column.headerHidden ? (
                <VisuallyHidden>{column.header}</VisuallyHidden>
              ) : (
                <span className={classes.label}>{column.header}</span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
