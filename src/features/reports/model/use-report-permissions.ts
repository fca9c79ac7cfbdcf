import { useCallback, useMemo } from 'react';
import { usePermission } from '@/features/permissions';
import { reportWritePermission, type ReportKind } from '@/lib/contract/reports';

/** The kinds the user may request (`reports.<kind>.write`), and a check per report. */
export function useReportWriteAccess() {
  const processing = usePermission(reportWritePermission('processing-transactions'));
  const settled = usePermission(reportWritePermission('settled-transactions'));
  const writable = useMemo<ReportKind[]>(
    () => [...(processing ? (['processing-transactions'] as const) : []), ...(settled ? (['settled-transactions'] as const) : [])],
    [processing, settled],
  );
  const canWrite = useCallback((report: { kind: ReportKind }) => writable.includes(report.kind), [writable]);
  return { writable, canWrite };
}
