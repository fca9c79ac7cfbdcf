import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { OutcomeUnknown } from '@/components/feedback/outcome-unknown';
import { useIntent } from '@/lib/actions';
import { failureMessageKey } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { useDecideDisputeMutation, type DisputeDecision } from './api/dispute-actions';
import { DISPUTE_CODES } from './dispute-codes';

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
 * The confirmation before an irreversible step (submit the evidence, or accept the dispute). One
 * intent per opening: a retry or "Check again" reuses its reference, so it is applied once.
 */
export function DecisionDialog({ decision, disputeId, opened, onClose }: Props) {
  const { t } = useTranslation(['disputes', 'errors']);
  const [decide] = useDecideDisputeMutation();
  const run = useCallback(
    (requestReference: string) => decide({ disputeId, decision, requestReference }).unwrap(),
    [decide, disputeId, decision],
  );
  const intent = useIntent(run);
  const { status } = intent.state;
  const pending = status === 'pending';
  const [checking, setChecking] = useState(false);
  const text = texts[decision];

  useEffect(() => {
    if (status === 'succeeded') {
      notify({ color: 'teal', message: t(text.done) });
      intent.reset();
      onClose();
    }
    // Reacts to a settled intent only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const alert = intent.state.status === 'failed' ? t(failureMessageKey(intent.state.failure, DISPUTE_CODES) as never) : null;
  const close = () => {
    if (pending) return;
    if (status === 'failed') intent.reset();
    onClose();
  };
  const checkAgain = () => {
    setChecking(true);
    void intent.checkAgain().finally(() => setChecking(false));
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
              <Button color={decision === 'accept' ? 'red' : undefined} onClick={() => void intent.submit({ decision })} loading={pending}>
                {t(text.confirm)}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
