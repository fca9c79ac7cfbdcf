import { useCallback, useEffect, useRef, useState } from 'react';
import { callerOf } from '@/lib/actions';
import { AUDIT_EXPORT_MAX_ROWS } from '@/lib/contract/audit';
import { PAGE_SIZE_LIMIT } from '@/lib/contract';
import { saveBlob } from '@/lib/download';
import { toFailure, type Failure } from '@/lib/http';
import { useAppDispatch } from '@/lib/store';
import type { AuditEntry } from '../api/audit-entry';
import { readAuditPage } from '../api/audit-api';
import type { AuditFilter } from './audit-list';

export type AuditExportState =
  | { status: 'idle' }
  /** `total`: what will be read (the matching entries, at most `AUDIT_EXPORT_MAX_ROWS`), once the first page told. */
  | { status: 'reading'; read: number; total: number | null }
  /** `matching`: the entries the filters matched when the export began; more than `entries` when capped. */
  | { status: 'done'; fileName: string; entries: number; matching: number }
  | { status: 'cancelled' }
  | { status: 'failed'; failure: Failure };

export interface AuditExportRequest {
  resourceId: string;
  filters: AuditFilter[];
  /** The file's name when it is saved (`now`: the moment of saving). */
  fileName: (now: Date) => string;
  /** The file's text: the entries read, newest first (the audit trail's CSV, or the security log's). */
  csv: (entries: readonly AuditEntry[]) => string;
}

/**
 * Exports the filtered entries: reads every page of them (newest first, by cursor, at most
 * `AUDIT_EXPORT_MAX_ROWS`) with its progress, writes the CSV and saves it. Cancel stops it between
 * pages (the page on its way is dropped); leaving the screen cancels it.
 */
export function useAuditExport() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<AuditExportState>({ status: 'idle' });
  const running = useRef<symbol | null>(null);

  useEffect(() => () => void (running.current = null), []);

  const start = useCallback(
    async (request: AuditExportRequest) => {
      const run = Symbol('export');
      running.current = run;
      const current = () => running.current === run;
      setState({ status: 'reading', read: 0, total: null });
      try {
        const caller = callerOf(dispatch);
        const entries: AuditEntry[] = [];
        let matching: number | null = null;
        let after: string | undefined;
        while (entries.length < AUDIT_EXPORT_MAX_ROWS) {
          const size = Math.min(PAGE_SIZE_LIMIT, AUDIT_EXPORT_MAX_ROWS - entries.length);
          const page = await readAuditPage(caller, { resourceId: request.resourceId, filters: request.filters, after, size });
          if (!current()) return;
          matching ??= page.total;
          entries.push(...page.rows);
          setState({ status: 'reading', read: entries.length, total: Math.min(matching, AUDIT_EXPORT_MAX_ROWS) });
          // Newer entries land before the cursor, never after it: the first count is where the list ends.
          if (page.rows.length < size || entries.length >= matching) break;
          after = page.rows[page.rows.length - 1].id;
        }
        const fileName = request.fileName(new Date());
        const text = request.csv(entries);
        saveBlob({ blob: new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName });
        setState({ status: 'done', fileName, entries: entries.length, matching: Math.max(matching ?? 0, entries.length) });
      } catch (error) {
        if (current()) setState({ status: 'failed', failure: toFailure(error) });
      } finally {
        if (current()) running.current = null;
      }
    },
    [dispatch],
  );

  const cancel = useCallback(() => {
    running.current = null;
    setState({ status: 'cancelled' });
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, reset };
}
