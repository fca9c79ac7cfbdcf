import { Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import { REPORT_SIZE_STEP } from '../model/report-size';
import { canBeRequestedAgain, type Report } from '../api/reports-api';
import { ReportStatusBadge } from './report-status-badge';
import { RequestAgainButton } from './request-again-button';

/** How a report is named in buttons and messages: its kind and period. */
export function useReportName() {
  const { t } = useTranslation('reports');
  const formatDay = useLocaleFormat().day;
  return useMemo(
    () => (report: Report) => t('reportName', { kind: t(`kind.${report.kind}`), from: formatDay(report.period.from), to: formatDay(report.period.to) }),
    [t, formatDay],
  );
}

/**
 * The list's columns (about 1,030 px: they fit beside the open sidebar at 1440 px); "Request again"
 * (an icon button) only for expired or failed reports the user may request. A phone card shows the
 * kind, status, period and creation time.
 */
export function useReportColumns(canWrite: (report: Report) => boolean): ListColumn<Report>[] {
  const { t } = useTranslation('reports');
  const formatDateTime = useLocaleFormat().dateTime;
  const format = useLocaleFormat();
  const formatDay = format.day;
  const reportName = useReportName();
  return useMemo(
    () => [
      {
        id: 'kind',
        header: t('fields.kind'),
        rowHeader: true,
        hideable: false,
        width: 200,
        grow: 2,
        card: 'title',
        cell: (report) => (
          <Text size="sm" fw={500} truncate="end">
            {t(`kind.${report.kind}`)}
          </Text>
        ),
      },
      { id: 'level', header: t('fields.level'), width: 110, priority: 4, cell: (report) => t(`level.${report.level}`) },
      {
        id: 'period',
        header: t('fields.period'),
        width: 200,
        priority: 1,
        card: 'who',
        cell: (report) => (
          <Text size="sm" truncate="end">
            <bdi>{formatDay(report.period.from)}</bdi> – <bdi>{formatDay(report.period.to)}</bdi>
          </Text>
        ),
      },
      { id: 'format', header: t('fields.format'), width: 120, grow: 0, priority: 5, cell: (report) => t(`format.${report.format}`) },
      { id: 'status', header: t('fields.status'), width: 140, card: 'status', cell: (report) => <ReportStatusBadge status={report.status} /> },
      { id: 'createdAt', header: t('fields.created'), width: 150, priority: 2, card: 'when', cell: (report) => <bdi>{formatDateTime(report.createdAt)}</bdi> },
      {
        id: 'size',
        header: t('fields.size'),
        width: 100,
        priority: 3,
        align: 'end',
        cell: (report) =>
          report.size === null ? (
            <Text span c="dimmed" size="sm">
              —
            </Text>
          ) : (
            <bdi>{format.bytes(report.size, REPORT_SIZE_STEP)}</bdi>
          ),
      },
      {
        id: 'actions',
        header: t('fields.actions'),
        headerHidden: true,
        hideable: false,
        actions: true,
        card: 'actions',
        width: 64,
        grow: 0,
        align: 'end',
        cell: (report, { tabIndex }) =>
          canBeRequestedAgain(report) && canWrite(report) ? (
            <Group justify="flex-end" wrap="nowrap">
              <RequestAgainButton report={report} name={reportName(report)} tabIndex={tabIndex} compact />
            </Group>
          ) : null,
      },
    ],
    [t, formatDateTime, formatDay, format, reportName, canWrite],
  );
}
