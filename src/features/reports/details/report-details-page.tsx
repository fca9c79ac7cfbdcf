import { Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { isInProgress, useGetReportQuery } from '../api/reports-api';
import { ReportStatusBadge } from '../components/report-status-badge';
import { useReportWriteAccess } from '../model/use-report-permissions';
import { ReportFacts } from './report-facts';
import { ReportState } from './report-state';

const POLL_MS = 5000;

/** /reports/:reportId/:serviceName? — the report's parameters and file, Download or Request again. */
export function ReportDetailsPage() {
  const { t } = useTranslation('reports');
  const { reportId = '', serviceName } = useParams();
  const [building, setBuilding] = useState(false);
  const details = useGetReportQuery(reportId, { skip: !reportId, pollingInterval: building ? POLL_MS : 0, skipPollingIfUnfocused: true });
  const workspace = useAppSelector(selectSelectedResource);
  const projects = useAppSelector(selectWorkspaceProjects);
  const { canWrite } = useReportWriteAccess();
  const refetch = details.refetch;
  const onStale = useCallback(() => void refetch(), [refetch]);

  const report = details.currentData;
  const inProgress = Boolean(report && isInProgress(report));
  if (building !== inProgress) setBuilding(inProgress);
  // A report of another workspace reads like one without the right, even when the user holds it there.
  const inWorkspace = (id: string | null) => !workspace || id === workspace.id || projects.some((p) => p.id === id);
  const foreign = Boolean(report && !inWorkspace(report.resourceId));

  return (
    <DetailsFrame
      back={{ list: '/reports', label: t('details.back') }}
      title={t('details.title')}
      {...detailsState(details, { refusalCodes: ['report-not-accessible'], foreign })}
      refusal={
        <DetailsRefusal
          title={t('errors.notAccessibleTitle')}
          text={<Trans t={t} i18nKey="errors.notAccessibleText" values={{ id: reportId }} components={{ id: <bdi /> }} />}
        />
      }
      texts={{ loading: t('details.loading'), loadFailed: t('details.loadFailed') }}
      loadingRowHeight={40}
    >
      {(report) => (
        <>
          <Stack gap={4}>
            <Group gap="sm" align="center">
              <Title order={1}>{t('details.heading', { kind: t(`kind.${report.kind}`) })}</Title>
              <ReportStatusBadge status={report.status} />
            </Group>
            <Text c="dimmed" size="sm">
              <Trans t={t} i18nKey="details.subtitle" values={{ id: report.id }} components={{ id: <bdi /> }} />
              {serviceName && (
                <>
                  {' · '}
                  <bdi>{serviceName}</bdi>
                </>
              )}
            </Text>
          </Stack>
          <ReportState report={report} canWrite={canWrite(report)} onStale={onStale} />
          <ReportFacts report={report} serviceName={serviceName} />
        </>
      )}
    </DetailsFrame>
  );
}
