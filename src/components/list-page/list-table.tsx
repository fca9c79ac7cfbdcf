import {
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { useResizeObserver } from '@mantine/hooks';
import { ListTableHeader } from './list-table-header';
import { ListTableRow } from './list-table-row';
import { listFeatures, type ListFeatures } from './table-features';
import type { ListColumn, SortState } from './types';
import { useRowNavigation } from './use-row-navigation';
import classes from './list-table.module.css';

const HEADER_FALLBACK = 44;
/** Without layout (a hidden panel, jsdom) the viewport reads 0 px: assume a screenful instead of no rows. */
const VIEWPORT_FALLBACK = 600;
const INTERACTIVE = 'a, button, input, select, textarea, [role="button"], [role="menuitem"]';

const observeWithFallback = (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: VIEWPORT_FALLBACK }));

export interface ListTableProps<T extends RowData> {
  columns: readonly ListColumn<T>[];
  /** The rows to show, in order (the current page). Keep the array stable between changes. */
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** The accessible name of the grid. */
  label: string;
  sort: SortState | null;
  sortable: readonly string[];
  onSortChange: (sort: SortState | null) => void;
  visibility: ColumnVisibilityState;
  onOpen?: (row: T) => void;
  /** Fixed row height in px: rows are virtualised, only those in view are in the DOM. */
  rowHeight?: number;
  busy?: boolean;
}

/** A virtualised, sortable grid (TanStack Table for the model, TanStack Virtual for the rows). */
export function ListTable<T extends RowData>({ columns, rows, getRowId, label, sort, sortable, onSortChange, visibility, onOpen, rowHeight = 48, busy }: ListTableProps<T>) {
  const baseId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [headRef, headRect] = useResizeObserver<HTMLDivElement>();
  const headerHeight = Math.round(headRect.height) || HEADER_FALLBACK;
  const [activeId, setActiveId] = useState<string | null>(null);

  const columnsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  // Rows come sorted from the data source (manualSorting): the accessor only makes a column sortable.
  const columnDefs = useMemo(
    () =>
      columns.map(
        (c): ColumnDef<ListFeatures, T, unknown> => ({
          id: c.id,
          accessorFn: () => null,
          enableSorting: sortable.includes(c.id),
          enableHiding: c.hideable !== false,
        }),
      ),
    [columns, sortable],
  );
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);

  const table = useTable({
    features: listFeatures,
    columns: columnDefs,
    data: rows as T[],
    getRowId: (row: T) => getRowId(row),
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting, columnVisibility: visibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange(next[0] ?? null);
    },
  });
  const modelRows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const activeIndex = activeId === null ? -1 : modelRows.findIndex((row) => row.id === activeId);

  // TanStack Virtual returns fresh functions each render; this component is not memoised, which is what it needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    getItemKey: (index) => modelRows[index]?.id ?? index,
    // The body's tab stop stays rendered when scrolled away, so focus is never lost with it.
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const stop = activeIndex >= 0 ? activeIndex : 0;
      return range.count && !indexes.includes(stop) ? [...indexes, stop].sort((a, b) => a - b) : indexes;
    },
    observeElementRect: observeWithFallback,
    useFlushSync: false,
  });

  const tabStop = activeIndex >= 0 ? activeIndex : 0;
  const focusPending = useRef(false);
  const rowDomId = (index: number) => `${baseId}-row-${index}`;

  const move = useCallback(
    (index: number) => {
      const row = modelRows[index];
      if (!row) return;
      setActiveId(row.id);
      focusPending.current = true;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [modelRows, virtualizer],
  );
  // Focus follows the active row once it is rendered (it always is: see rangeExtractor).
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    document.getElementById(rowDomId(tabStop))?.focus({ preventScroll: true });
  });
  const open = onOpen ? (index: number) => modelRows[index] && onOpen(modelRows[index].original) : undefined;
  const onKeyDown = useRowNavigation({
    count: modelRows.length,
    activeIndex,
    pageRows: () => Math.max(1, Math.floor(((scrollRef.current?.clientHeight || VIEWPORT_FALLBACK) - headerHeight) / rowHeight) - 1),
    move,
    open,
  });

  const onRowClick = (index: number, event: MouseEvent<HTMLElement>) => {
    const onControl = (event.target as Element).closest(INTERACTIVE);
    if (open && !onControl && !window.getSelection()?.toString()) open(index);
  };

  const visibleColumns = headers.map((h) => columnsById.get(h.column.id)).filter((c): c is ListColumn<T> => !!c);
  const style = {
    '--list-columns': visibleColumns.map((c) => `minmax(${c.width ?? 160}px, ${c.grow ?? 1}fr)`).join(' '),
    '--list-min-width': `${visibleColumns.reduce((sum, c) => sum + (c.width ?? 160), 0)}px`,
  } as CSSProperties;

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={label}
      aria-rowcount={modelRows.length + 1}
      aria-colcount={visibleColumns.length}
      aria-busy={busy || undefined}
      className={classes.root}
      style={style}
    >
      <ListTableHeader headers={headers} columnsById={columnsById} headRef={headRef} />
      <div role="rowgroup" className={classes.body} style={{ height: virtualizer.getTotalSize() - headerHeight }} onKeyDown={onKeyDown}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = modelRows[item.index];
          if (!row) return null;
          return (
            <ListTableRow
              key={row.id}
              row={row}
              id={rowDomId(item.index)}
              index={item.index}
              tabStop={item.index === tabStop}
              start={item.start - headerHeight}
              height={rowHeight}
              columnsById={columnsById}
              clickable={!!open}
              onFocus={() => setActiveId(row.id)}
              onClick={(event) => onRowClick(item.index, event)}
            />
          );
        })}
      </div>
    </div>
  );
}
