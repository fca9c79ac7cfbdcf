import { useTable, type ColumnDef, type ColumnVisibilityState, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { useResizeObserver } from '@mantine/hooks';
import { columnWidth } from './fit-columns';
import { ListTableHeader } from './list-table-header';
import { ListTableRow, type RowLayout } from './list-table-row';
import { listFeatures, type ListFeatures } from './table-features';
import type { CardSlot, ListColumn, SortState } from './types';
import { useRowNavigation } from './use-row-navigation';
import { useSideScroll } from './use-side-scroll';
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
  /** The row's details: its key cell links there, and a middle or Ctrl/⌘ click on the row opens it in a new tab. */
  rowHref?: (row: T) => string;
  /** History state the key cell's link carries (e.g. the list to go back to). */
  linkState?: unknown;
  /** Fixed row height in px: rows are virtualised, only those in view are in the DOM. */
  rowHeight?: number;
  busy?: boolean;
  /**
   * Phones: each row a card (not virtualised) with these columns in these slots; the others are left
   * out (hide them in `visibility`). Absent: the table.
   */
  cards?: ReadonlyMap<string, CardSlot>;
}

/** A virtualised, sortable grid (TanStack Table for the model, TanStack Virtual for the rows); cards on phones. */
export function ListTable<T extends RowData>(props: ListTableProps<T>) {
  const { columns, rows, getRowId, label, sort, sortable, onSortChange, visibility, onOpen, rowHref, linkState, rowHeight = 48, busy, cards } = props;
  const baseId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [headRef, headRect] = useResizeObserver<HTMLDivElement>();
  const headerHeight = Math.round(headRect.height) || HEADER_FALLBACK;
  const [activeId, setActiveId] = useState<string | null>(null);

  const columnsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  // Rows come sorted from the data source (manualSorting): the accessor only makes a column sortable.
  const columnDefs = useMemo(
    () =>
      columns.map((c): ColumnDef<ListFeatures, T, unknown> => ({
        id: c.id,
        accessorFn: () => null,
        enableSorting: sortable.includes(c.id),
        enableHiding: c.hideable !== false,
      })),
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
    enabled: !cards,
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
      if (!cards) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [modelRows, virtualizer, cards],
  );
  // Focus follows the active row once it is rendered (it always is: see rangeExtractor); cards scroll the page to it.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    document.getElementById(rowDomId(tabStop))?.focus({ preventScroll: !cards });
  });
  const open = onOpen ? (index: number) => modelRows[index] && onOpen(modelRows[index].original) : undefined;
  const onKeyDown = useRowNavigation({
    count: modelRows.length,
    activeIndex,
    pageRows: () => Math.max(1, Math.floor(((scrollRef.current?.clientHeight || VIEWPORT_FALLBACK) - headerHeight) / rowHeight) - 1),
    move,
    open,
  });

  const openInNewTab = (index: number) => {
    const row = modelRows[index];
    if (rowHref && row) window.open(rowHref(row.original), '_blank', 'noopener');
  };
  const onRowClick = (index: number, event: MouseEvent<HTMLElement>) => {
    const onControl = (event.target as Element).closest(INTERACTIVE);
    if (onControl || window.getSelection()?.toString()) return;
    // As a link would: Ctrl/⌘ or Shift + click opens the details beside this tab.
    if (rowHref && (event.ctrlKey || event.metaKey || event.shiftKey)) openInNewTab(index);
    else open?.(index);
  };
  const onRowAuxClick = (index: number, event: MouseEvent<HTMLElement>) => {
    if (event.button === 1 && !(event.target as Element).closest(INTERACTIVE)) openInNewTab(index);
  };

  const visibleColumns = headers.map((h) => columnsById.get(h.column.id)).filter((c): c is ListColumn<T> => !!c);
  const keyColumn = (visibleColumns.find((c) => c.rowHeader) ?? visibleColumns[0])?.id;
  const pinStart = visibleColumns[0]?.id;
  const actionsColumn = [...visibleColumns].reverse().find((c) => c.actions && c.id !== pinStart)?.id;
  const layout: RowLayout = cards
    ? { kind: 'cards', slots: cards, linkColumn: keyColumn }
    : { kind: 'table', pinStart, pinEnd: actionsColumn, linkColumn: keyColumn };
  const side = useSideScroll(scrollRef, !cards);
  const minWidth = visibleColumns.reduce((sum, c) => sum + columnWidth(c), 0);
  const style = {
    '--list-columns': visibleColumns.map((c) => `minmax(${columnWidth(c)}px, ${c.grow ?? 1}fr)`).join(' '),
    '--list-min-width': `${minWidth}px`,
    '--list-vscroll': `${side.scrollbars.vertical}px`,
    '--list-hscroll': `${side.scrollbars.horizontal}px`,
  } as CSSProperties;
  const rendered = cards
    ? modelRows.map((_, index) => ({ index, start: 0 }))
    : virtualizer.getVirtualItems().map((item) => ({ index: item.index, start: item.start - headerHeight }));

  return (
    <div
      className={cards ? `${classes.frame} ${classes.cards}` : classes.frame}
      data-overflow-start={side.overflowStart || undefined}
      data-overflow-end={side.overflowEnd || undefined}
      style={style}
    >
      <div
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={modelRows.length + 1}
        aria-colcount={visibleColumns.length}
        aria-busy={busy || undefined}
        className={classes.root}
      >
        <ListTableHeader headers={headers} columnsById={columnsById} headRef={headRef} layout={layout} />
        <div role="rowgroup" className={classes.body} style={cards ? undefined : { height: virtualizer.getTotalSize() - headerHeight }} onKeyDown={onKeyDown}>
          {rendered.map(({ index, start }) => {
            const row = modelRows[index];
            if (!row) return null;
            return (
              <ListTableRow
                key={row.id}
                row={row}
                id={rowDomId(index)}
                index={index}
                tabStop={index === tabStop}
                start={start}
                height={cards ? undefined : rowHeight}
                columnsById={columnsById}
                layout={layout}
                href={rowHref?.(row.original)}
                linkState={linkState}
                clickable={!!open}
                onFocus={() => setActiveId(row.id)}
                onClick={(event) => onRowClick(index, event)}
                onAuxClick={(event) => onRowAuxClick(index, event)}
              />
            );
          })}
        </div>
      </div>
      {!cards && !actionsColumn && side.overflowEnd && <div className={classes.fade} aria-hidden />}
    </div>
  );
}
