import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IntentConfirmDialog, targetKey } from '@/features/intents';
import { tx } from '@/lib/notify';
import type { DisputeDecision } from './api/dispute-actions';
import { DISPUTE_CODES } from './dispute-codes';
import { decisionIntentSpec } from './decision-intent';

const texts = {
  submit: { title: 'workspace.submitTitle', question: 'workspace.submitConfirm', confirm: 'workspace.submit', done: 'workspace.submitted' },
  accept: { title: 'workspace.acceptTitle', question: 'workspace.acceptConfirm', confirm: 'workspace.accept', done: 'workspace.accepted' },
} as const;

interface Props {
  decision: DisputeDecision;
  disputeId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The confirmation before an irreversible step (submit the evidence, or accept the dispute). It is an
 * intent on the dispute, stored as sent: "Check again" re-sends it, so it is applied once, and the
 * dispute's page shows it while its outcome is open (see `DecisionActions`).
 */
export function DecisionDialog({ decision, disputeId, opened, onClose }: Props) {
  const { t } = useTranslation('disputes');
  const text = texts[decision];
  return (
    <IntentConfirmDialog
      target={targetKey('dispute', disputeId)}
      kind={decision}
      codes={DISPUTE_CODES}
      opened={opened}
      onClose={onClose}
      title={t(text.title)}
      confirmLabel={t(text.confirm)}
      danger={decision === 'accept'}
      spec={() => decisionIntentSpec(disputeId, decision)}
      done={tx(`disputes:${text.done}`)}
    >
      <Text>{t(text.question)}</Text>
    </IntentConfirmDialog>
  );
}
