import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { usePermission } from '@/features/permissions';
import { selectWorkspaceProjects } from '@/features/workspace';
import { DISPUTES_WRITE, openDisputeStatuses } from '@/lib/contract/disputes';
import { useAppSelector } from '@/lib/store';
import { useGetDisputeQuery } from './api/get-dispute';
import { DisputeFacts } from './dispute-facts';
import { DisputeHeader } from './dispute-header';
import { DisputeTimeline } from './dispute-timeline';
import { EvidenceWorkspace } from './evidence-workspace';
import { SubmittedEvidence } from './submitted-evidence';

/** /disputes/:disputeId — the dispute, its deadline and reason, and (while open) the evidence workspace. */
export function DisputeDetailsPage() {
  const { t } = useTranslation('disputes');
  const disputeId = useParams().disputeId ?? '';
  const details = useGetDisputeQuery(disputeId, { skip: !disputeId });
  const mayWrite = usePermission(DISPUTES_WRITE);
  const workspaceProjects = useAppSelector(selectWorkspaceProjects);
  const dispute = details.currentData;
  // A dispute of another workspace reads like one without the right, even when the user holds it there.
  const foreign = Boolean(dispute?.projectId && workspaceProjects.length > 0 && !workspaceProjects.some((p) => p.id === dispute.projectId));

  return (
    <DetailsFrame
      back={{ list: '/disputes', label: t('details.back') }}
      title={t('page.dispute')}
      {...detailsState(details, { refusalCodes: ['dispute-not-accessible'], foreign, missingId: !disputeId })}
      refusal={<DetailsRefusal title={t('details.noAccess.title')} text={t('details.noAccess.hint')} />}
      texts={{ loading: t('details.loading'), loadFailed: t('details.loadFailed') }}
    >
      {(dispute) => {
        const open = (openDisputeStatuses as readonly string[]).includes(dispute.status);
        return (
          <>
            <DisputeHeader dispute={dispute} open={open} />
            {open ? <EvidenceWorkspace key={dispute.id} dispute={dispute} canAct={mayWrite && dispute.respondable} /> : <SubmittedEvidence dispute={dispute} />}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <DisputeFacts dispute={dispute} />
              <DisputeTimeline dispute={dispute} />
            </SimpleGrid>
          </>
        );
      }}
    </DetailsFrame>
  );
}
