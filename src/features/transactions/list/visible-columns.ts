import { columnsStorageKey } from '@/components/list-page';
import { allColumns, defaultColumns, type TransactionColumnId } from './transaction-columns';

/** The list's id: names the column choice the list frame stores per user. */
export const TRANSACTIONS_LIST_ID = 'transactions';

const isColumn = (id: string): id is TransactionColumnId => (allColumns as readonly string[]).includes(id);

/** The columns the user sees, in table order (the frame stores the hidden ones per user). */
export function readVisibleColumns(userId: string | null): TransactionColumnId[] {
  const key = columnsStorageKey(userId, TRANSACTIONS_LIST_ID);
  try {
    const hidden: unknown = key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
    if (Array.isArray(hidden)) {
      const visible = allColumns.filter((id) => !hidden.includes(id));
      return visible.length ? visible : [...defaultColumns];
    }
  } catch {
    /* unreadable storage: the defaults */
  }
  return [...defaultColumns];
}

/** Stores a column choice (from a view or a shared link) as the frame reads it. */
export function writeVisibleColumns(userId: string | null, columns: readonly string[]) {
  const key = columnsStorageKey(userId, TRANSACTIONS_LIST_ID);
  const visible = columns.filter(isColumn);
  if (!key || !visible.length) return;
  try {
    localStorage.setItem(key, JSON.stringify(allColumns.filter((id) => !visible.includes(id))));
  } catch {
    /* storage full or blocked: the choice lasts for this page */
  }
}

export const COLUMNS_PARAM = 'columns';
export const parseColumnsParam = (value: string | null) => (value ? value.split(',').filter(isColumn) : []);
