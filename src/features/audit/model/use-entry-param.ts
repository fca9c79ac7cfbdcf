import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AuditEntry } from '../api/audit-entry';

/** The URL parameter naming the entry whose details are open over the list. */
const ENTRY_PARAM = 'entry';

/**
 * The entry open over a list (`?entry=<id>`): found among the rows shown, and kept while it is open
 * even if new entries push it off the page. Its link, and opening and closing it, keep the rest of
 * the URL (the filters).
 */
export function useEntryParam(rows: readonly AuditEntry[] | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const entryId = searchParams.get(ENTRY_PARAM);
  const found = (entryId && rows?.find((row) => row.id === entryId)) || null;
  const [kept, setKept] = useState<AuditEntry | null>(null);
  if (found && found !== kept) setKept(found);
  const entry = found ?? (kept && kept.id === entryId ? kept : null);
  const entryHref = useCallback(
    (row: AuditEntry) => {
      const next = new URLSearchParams(location.search);
      next.set(ENTRY_PARAM, row.id);
      return `${location.pathname}?${next.toString()}`;
    },
    [location.pathname, location.search],
  );
  const closeEntry = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ENTRY_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const openEntry = useCallback((row: AuditEntry) => void navigate(entryHref(row), { preventScrollReset: true }), [navigate, entryHref]);
  return { entry, entryHref, openEntry, closeEntry };
}
