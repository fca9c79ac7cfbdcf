import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { selectResourceIndex } from '@/features/workspace';
import { useLocaleFormat } from '@/lib/format';
import { useAppSelector } from '@/lib/store';
import { REPORT_SIZE_STEP } from '../model/report-size';
import type { Report } from '../api/reports-api';
import { ReportStatusBadge } from '../components/report-status-badge';

interface Props {
  report: Report;
  /** The service the report was opened for (`/reports/:reportId/:serviceName`), if any. */
  serviceName?: string;
}

/** Parameters (kind, level, period, format) and the file (status, size, dates). */
export function ReportFacts({ report, serviceName }: Props) {
  const { t } = useTranslation('reports');
  const formatDateTime = useLocaleFormat().dateTime;
  const format = useLocaleFormat();
  const formatDay = format.day;
  // A channel the user may read is one of their resources.
  const resources = useAppSelector(selectResourceIndex);
  const none = (
    <Text span c="dimmed" size="sm">
      —
    </Text>
  );
  const date = (value: string | null) => (value ? <bdi>{formatDateTime(value)}</bdi> : none);

  const parameters: LabelledValue[] = [
    [t('fields.kind'), t(`kind.${report.kind}`)],
    [t('fields.level'), t(`level.${report.level}`)],
    [
      t('fields.period'),
      <>
        <bdi>{formatDay(report.period.from)}</bdi> – <bdi>{formatDay(report.period.to)}</bdi>
      </>,
    ],
    [t('fields.format'), t(`format.${report.format}`)],
    ...(report.channelId ? [[t('fields.channel'), <bdi key="channel">{resources.get(report.channelId)?.name ?? report.channelId}</bdi>] as const] : []),
    ...(serviceName ? [[t('fields.service'), <bdi key="service">{serviceName}</bdi>] as const] : []),
  ];
  const file: LabelledValue[] = [
    [t('fields.status'), <ReportStatusBadge key="status" status={report.status} />],
    [t('fields.size'), report.size === null ? none : <bdi>{format.bytes(report.size, REPORT_SIZE_STEP)}</bdi>],
    [
      t('fields.fileName'),
      <bdi key="name" style={{ wordBreak: 'break-all' }}>
        {report.fileName}
      </bdi>,
    ],
    [t('fields.created'), date(report.createdAt)],
    [t('fields.readyAt'), date(report.readyAt)],
    [t('fields.expiresAt'), date(report.expiresAt)],
    [t('fields.id'), <bdi key="id">{report.id}</bdi>],
  ];

  return (
    <Stack gap="lg">
      <DetailsSection title={t('details.parameters')} rows={parameters} />
      <DetailsSection title={t('details.file')} rows={file} />
    </Stack>
  );
}
