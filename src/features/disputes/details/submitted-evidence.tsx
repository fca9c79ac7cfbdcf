import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglass, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DetailsSection } from '@/components/details-section';
import type { Dispute } from './api/get-dispute';
import { EvidenceFiles } from './evidence-files';

const outcome = {
  pending: { color: 'blue', icon: <IconHourglass size={18} aria-hidden />, key: 'workspace.submitted' },
  won: { color: 'green', icon: <IconCircleCheck size={18} aria-hidden />, key: 'details.outcome.won' },
  lost: { color: 'red', icon: <IconCircleX size={18} aria-hidden />, key: 'details.outcome.lost' },
  confirmed: { color: 'indigo', icon: <IconInfoCircle size={18} aria-hidden />, key: 'details.outcome.confirmed' },
  ignored: { color: 'gray', icon: <IconInfoCircle size={18} aria-hidden />, key: 'details.outcome.ignored' },
} as const;

/** A dispute past its response: where it stands (pending, won, lost…) and the evidence it was answered with. */
export function SubmittedEvidence({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation('disputes');
  const state = outcome[dispute.status as keyof typeof outcome];
  const { files, rebuttal } = dispute.evidence;
  return (
    <Stack gap="md">
      {state && (
        <Alert color={state.color} variant="light" icon={state.icon} role="status">
          {t(state.key)}
        </Alert>
      )}
      <DetailsSection title={t('details.sections.evidence')}>
        <Stack gap="md">
          <EvidenceFiles files={files} />
          <div>
            <Title order={3} size="h5" mb={4}>
              {t('workspace.rebuttal')}
            </Title>
            <Text size="sm" c={rebuttal ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {rebuttal || t('details.rebuttal.empty')}
            </Text>
          </div>
        </Stack>
      </DetailsSection>
    </Stack>
  );
}
