import type { ReactNode } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** The URL parameter (ranges add `.from`/`.to` or `.min`/`.max`). */
  id: string;
  label: string;
}

export type FilterField =
  | (FieldBase & { type: 'text' })
  | (FieldBase & { type: 'select'; options: readonly FilterOption[] })
  | (FieldBase & { type: 'multi-select'; options: readonly FilterOption[] })
  | (FieldBase & { type: 'date-range' })
  | (FieldBase & { type: 'amount-range' });

/** Calendar days as `YYYY-MM-DD`; either end may be open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/** Major-unit amounts as decimal text ('12.5'): applied values are normalised, a draft holds what was typed. */
export interface AmountRange {
  min?: string;
  max?: string;
}

export type FilterValue = string | string[] | DateRange | AmountRange;

/** Only active filters are present. */
export type FilterValues = Record<string, FilterValue>;

export interface SortState {
  id: string;
  desc: boolean;
}

/** What a list accepts in its URL; stable per list (build it with useMemo when labels are translated). */
export interface ListDefinition {
  /** Names the list in stored preferences (the column choice). */
  id: string;
  filters?: readonly FilterField[];
  /** Column ids the data source can sort by. */
  sortable?: readonly string[];
  /** The order when the URL names none; never written to the URL. */
  defaultSort?: SortState | null;
  pageSize?: number;
  /** Shows a search box (`q`) labelled so. */
  search?: { label: string; placeholder?: string };
  /** Prefixes every parameter, for a list sharing its page's URL with other state. */
  paramPrefix?: string;
}

/** The validated state of a list, read from the URL. */
export interface ListParams {
  search: string;
  filters: FilterValues;
  /** The effective order: the URL's, else the definition's default. */
  sort: SortState | null;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface CellContext {
  /** The row is the table's active (keyboard) row. */
  active: boolean;
  /**
   * Put it on links and buttons inside the cell: only the active row's controls are in the tab
   * order, so the table body stays one tab stop plus the controls of the row you are on.
   */
  tabIndex: 0 | -1;
}

/**
 * Where a column's cell goes in a row's phone layout (a card, below 600 px):
 * `title` and `status` on the first line, `who` and `amount` on the second, `when` and `actions` on the
 * third. Columns without a slot are left out of the card.
 */
export type CardSlot = 'title' | 'status' | 'who' | 'amount' | 'when' | 'actions';

export interface ListColumn<T> {
  id: string;
  /** Visible header text; also the column's name in the column chooser. */
  header: string;
  /** Hides the header text visually (e.g. a column of row actions); it stays for screen readers. */
  headerHidden?: boolean;
  cell: (row: T, context: CellContext) => ReactNode;
  /** The cell names its row (role="rowheader"), e.g. a name. */
  rowHeader?: boolean;
  /** May be hidden with the column chooser (default true). */
  hideable?: boolean;
  defaultHidden?: boolean;
  /**
   * Who gives way when the default columns do not fit the table's width: a hideable column with a
   * higher number is hidden first (1 stays longest; none counts as 0). Hidden so, it stays in the column
   * chooser. A user's own column choice is kept as chosen (the table then scrolls, key and actions pinned).
   */
  priority?: number;
  /** The column holds the row's actions: pinned to the end edge when the row scrolls sideways. */
  actions?: boolean;
  /** Its place in the phone layout; see `CardSlot`. */
  card?: CardSlot;
  /** Minimum width in px (the table scrolls sideways below the sum); default 160. */
  width?: number;
  /** Share of the remaining width; default 1. */
  grow?: number;
  align?: 'start' | 'end';
}

/** A page action (create, export): a button on wide screens, an item of the list's menu on phones. */
export interface ListAction {
  id: string;
  label: string;
  icon?: ReactNode;
  onClick?: () => void;
  /** An in-app path: the action is a link. */
  to?: string;
  disabled?: boolean;
  /** The page's main action (a filled button); the others are outlined. */
  primary?: boolean;
}
