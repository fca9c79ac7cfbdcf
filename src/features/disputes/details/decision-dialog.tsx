import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { OutcomeUnknown } from '@/components/feedback/outcome-unknown';
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
  const status = ours?.status ?? 'idle';
  const pending = status === 'pending';
  const [checking, setChecking] = useState(false);
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
    if (pending) return;
    setRefusal(null);
    onClose();
  };
  const checkAgain = () => {
    setChecking(true);
    void intent.checkAgain().finally(() => setChecking(false));
  };
  const confirm = () => {
    if (intent.unsettled) return;
    setRefusal(null);
    void intent.start(decisionIntentSpec(disputeId, decision));
  };

  return (
    <Modal opened={opened} onClose={close} title={t(text.title)} centered withCloseButton={!pending} closeButtonProps={{ 'aria-label': t('details.close') }}>
      <Stack gap="md">
        <Text>{t(text.question)}</Text>
        {status === 'unknown' || checking ? (
          <OutcomeUnknown checking={checking} onCheckAgain={checkAgain} />
        ) : (
          <>
            <FormError message={alert} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={pending}>
                {t('workspace.cancel')}
              </Button>
              <Button color={decision === 'accept' ? 'red' : undefined} onClick={confirm} loading={pending}>
                {t(text.confirm)}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
