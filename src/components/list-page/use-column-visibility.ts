import { useCallback, useMemo, useState } from 'react';
import { fitColumns } from './fit-columns';
import type { ListColumn } from './types';

/** Hidden column ids per user and list; `null` when nobody is signed in (nothing stored). */
export const columnsStorageKey = (userId: string | null | undefined, listId: string) => (userId ? `list-columns:${userId}:${listId}` : null);

function readHidden(key: string | null): string[] | null {
  if (!key) return null;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(parsed) && parsed.every((id) => typeof id === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

function writeHidden(key: string | null, hidden: string[] | null) {
  if (!key) return;
  try {
    if (hidden) localStorage.setItem(key, JSON.stringify(hidden));
    else localStorage.removeItem(key);
  } catch {
    /* storage may be full or blocked: the choice then lasts for this page only */
  }
}

export interface ColumnVisibility {
  /** TanStack's shape: only hidden columns, as `false`. */
  visibility: Record<string, boolean>;
  /** The user chose the columns (stored); else the defaults that fit the width show. */
  chosen: boolean;
  isVisible: (id: string) => boolean;
  setVisible: (id: string, visible: boolean) => void;
  reset: () => void;
}

/**
 * Which columns show, remembered in localStorage under `storageKey`. Without a stored choice, the
 * default columns that fit `available` px (0: unknown, all of them; see `fitColumns`). Never hides every column.
 */
export function useColumnVisibility<T>(columns: readonly ListColumn<T>[], storageKey: string | null, available = 0): ColumnVisibility {
  const [stored, setStored] = useState(() => ({ key: storageKey, hidden: readHidden(storageKey) }));
  // Another user or list: read its own choice (state adjusted during render, not in an effect).
  const current = stored.key === storageKey ? stored : { key: storageKey, hidden: readHidden(storageKey) };
  if (current !== stored) setStored(current);

  // Joined, so that a resize that keeps the same columns keeps the same visibility object.
  const dropped = current.hidden ? '' : [...fitColumns(columns, available)].join('\n');
  const hidden = useMemo(() => {
    const hideable = new Set(columns.filter((c) => c.hideable !== false).map((c) => c.id));
    const chosen = current.hidden ?? [...columns.filter((c) => c.defaultHidden).map((c) => c.id), ...(dropped ? dropped.split('\n') : [])];
    const ids = new Set(chosen.filter((id) => hideable.has(id)));
    return columns.every((c) => ids.has(c.id)) ? new Set<string>() : ids;
  }, [columns, current.hidden, dropped]);

  const setVisible = useCallback(
    (id: string, visible: boolean) => {
      const next = new Set(hidden);
      if (visible) next.delete(id);
      else next.add(id);
      if (columns.every((c) => next.has(c.id))) return;
      const list = [...next];
      writeHidden(storageKey, list);
      setStored({ key: storageKey, hidden: list });
    },
    [columns, hidden, storageKey],
  );
  const reset = useCallback(() => {
    writeHidden(storageKey, null);
    setStored({ key: storageKey, hidden: null });
  }, [storageKey]);

  const visibility = useMemo(() => Object.fromEntries([...hidden].map((id) => [id, false])), [hidden]);
  return { visibility, chosen: current.hidden !== null, isVisible: (id) => !hidden.has(id), setVisible, reset };
}
