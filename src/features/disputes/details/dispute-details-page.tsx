import { Alert, Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowBackUp, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { usePermission } from '@/features/permissions';
import { selectWorkspaceProjects } from '@/features/workspace';
import { DISPUTES_WRITE, openDisputeStatuses } from '@/lib/contract/disputes';
import { firstErrorCode, toFailure } from '@/lib/http';
import { useAppSelector } from '@/lib/store';
import { useGetDisputeQuery } from './api/get-dispute';
import { DisputeFacts } from './dispute-facts';
import { DisputeHeader } from './dispute-header';
import { DisputeTimeline } from './dispute-timeline';
import { EvidenceWorkspace } from './evidence-workspace';
import { SubmittedEvidence } from './submitted-evidence';

/** Refusals that all read the same (no existence leak): unknown id, another workspace, no right. */
const noAccessCodes = new Set(['dispute-not-accessible', 'not-found', 'forbidden']);

function NoAccess() {
  const { t } = useTranslation('disputes');
  return (
    <Alert role="alert" color="yellow" variant="light" icon={<IconLock aria-hidden />} title={t('details.noAccess.title')}>
      {t('details.noAccess.hint')}
    </Alert>
  );
}

/** /disputes/:disputeId — the dispute, its deadline and reason, and (while open) the evidence workspace. */
export function DisputeDetailsPage() {
  const { t } = useTranslation('disputes');
  const disputeId = useParams().disputeId ?? '';
  const details = useGetDisputeQuery(disputeId, { skip: !disputeId });
  const mayWrite = usePermission(DISPUTES_WRITE);
  const workspaceProjects = useAppSelector(selectWorkspaceProjects);
  const failure = details.isError ? toFailure(details.error) : null;
  const dispute = details.currentData;
  // A dispute of another workspace reads like one without the right, even when the user holds it there.
  const foreign = Boolean(dispute?.projectId && workspaceProjects.length > 0 && !workspaceProjects.some((p) => p.id === dispute.projectId));
  const noAccess =
    !disputeId || foreign || (failure !== null && (noAccessCodes.has(String(firstErrorCode(failure) ?? '')) || failure.code === 403 || failure.code === 404));

  let body: React.ReactNode;
  if (noAccess) body = <NoAccess />;
  else if (dispute) {
    const open = (openDisputeStatuses as readonly string[]).includes(dispute.status);
    body = (
      <>
        <DisputeHeader dispute={dispute} open={open} />
        {open ? <EvidenceWorkspace key={dispute.id} dispute={dispute} canAct={mayWrite && dispute.respondable} /> : <SubmittedEvidence dispute={dispute} />}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <DisputeFacts dispute={dispute} />
          <DisputeTimeline dispute={dispute} />
        </SimpleGrid>
      </>
    );
  } else if (failure && !details.isFetching) {
    body = <ErrorState error={failure} title={t('details.loadFailed')} onRetry={() => void details.refetch()} retrying={details.isFetching} />;
  } else body = <LoadingState label={t('details.loading')} rows={6} rowHeight={48} />;

  return (
    <Stack gap="lg">
      <Button
        component={Link}
        to="/disputes"
        variant="subtle"
        leftSection={<IconArrowBackUp size={18} aria-hidden />}
        px={0}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('details.back')}
      </Button>
      {(!dispute || noAccess) && <Title order={1}>{t('page.dispute')}</Title>}
      {body}
    </Stack>
  );
}
