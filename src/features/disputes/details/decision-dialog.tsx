import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useOutcome } from '@/components/dialogs/outcome';
import { targetKey, useIntentSettled, useTargetIntent } from '@/features/intents';
import { failureMessageKey } from '@/lib/forms';
import type { Failure } from '@/lib/http';
import { notify, tx } from '@/lib/notify';
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
  const { t } = useTranslation(['disputes', 'errors']);
  const intent = useTargetIntent(targetKey('dispute', disputeId));
  const ours = intent.intent?.summary.kind === decision ? intent.intent : undefined;
  const outcome = useOutcome(ours?.status ?? 'idle', intent.checkAgain);
  const [refusal, setRefusal] = useState<Failure | null>(null);
  const text = texts[decision];

  useIntentSettled(
    ours,
    {
      succeeded: () => {
        notify({ color: 'teal', message: tx(`disputes:${text.done}`) });
        intent.forget();
        onClose();
      },
      failed: (reason) => {
        setRefusal(reason);
        intent.forget();
      },
    },
    opened,
  );

  const alert = refusal ? t(failureMessageKey(refusal, DISPUTE_CODES)) : null;
  const close = () => {
    if (outcome.pending) return;
    setRefusal(null);
    onClose();
  };
  const confirm = () => {
    if (intent.unsettled) return;
    setRefusal(null);
    void intent.start(decisionIntentSpec(disputeId, decision));
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t(text.title)}
      closeLabel={t('details.close')}
      cancelLabel={t('workspace.cancel')}
      confirmLabel={t(text.confirm)}
      danger={decision === 'accept'}
      focus="none"
      outcome={outcome}
      error={alert}
      onConfirm={confirm}
      onClose={close}
    >
      <Text>{t(text.question)}</Text>
    </ConfirmDialog>
  );
}
