import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconLock } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import { firstErrorCode, toFailure } from '@/lib/http';
import { useAppSelector } from '@/lib/store';
import { isInProgress, useGetReportQuery } from '../api/reports-api';
import { ReportStatusBadge } from '../components/report-status-badge';
import { useReportWriteAccess } from '../model/use-report-permissions';
import { ReportFacts } from './report-facts';
import { ReportState } from './report-state';

/** Refusals that all read the same (no existence leak): unknown id, another workspace, no right. */
const noAccessCodes = new Set(['report-not-accessible', 'not-found', 'forbidden']);
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
  const failure = details.isError ? toFailure(details.error) : null;
  // A report of another workspace reads like one without the right, even when the user holds it there.
  const inWorkspace = (id: string | null) => !workspace || id === workspace.id || projects.some((p) => p.id === id);
  const foreign = Boolean(report && !inWorkspace(report.resourceId));
  const noAccess = foreign || (failure !== null && (noAccessCodes.has(String(firstErrorCode(failure) ?? '')) || failure.code === 403 || failure.code === 404));

  let body: React.ReactNode;
  if (noAccess) {
    body = (
      <>
        <Title order={1}>{t('details.title')}</Title>
        <Alert role="alert" color="yellow" variant="light" icon={<IconLock aria-hidden />} title={t('errors.notAccessibleTitle')}>
          <Trans t={t} i18nKey="errors.notAccessibleText" values={{ id: reportId }} components={{ id: <bdi /> }} />
        </Alert>
      </>
    );
  } else if (report) {
    body = (
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
    );
  } else if (failure && !details.isFetching) {
    body = (
      <>
        <Title order={1}>{t('details.title')}</Title>
        <ErrorState error={failure} title={t('details.loadFailed')} onRetry={onStale} retrying={details.isFetching} />
      </>
    );
  } else {
    body = (
      <>
        <Title order={1}>{t('details.title')}</Title>
        <LoadingState label={t('details.loading')} rows={6} rowHeight={40} />
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Button component={Link} to="/reports" variant="subtle" leftSection={<IconArrowBackUp size={18} aria-hidden />} px={0} style={{ alignSelf: 'flex-start' }}>
        {t('details.back')}
      </Button>
      {body}
    </Stack>
  );
}
