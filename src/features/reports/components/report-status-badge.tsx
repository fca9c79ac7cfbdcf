import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportStatus } from '@/lib/contract/reports';

const colors: Record<ReportStatus, string> = { queued: 'gray', generating: 'blue', ready: 'teal', failed: 'red', expired: 'orange' };

/** The report's status; an expired report reads as archived. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('reports');
  return (
    <Badge color={colors[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
