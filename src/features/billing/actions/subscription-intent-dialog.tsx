import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useOutcome } from '@/components/dialogs/outcome';
import { useIntentSettled, useTargetIntent, type IntentSpec } from '@/features/intents';
import { failureMessageKey } from '@/lib/forms';
import type { Failure } from '@/lib/http';
import { notify } from '@/lib/notify';
import { BILLING_CODES } from './billing-codes';
import { subscriptionTarget, type SubscriptionActionKind } from './subscription-intent';

export interface SubscriptionIntentDialogProps {
  subscriptionId: string;
  kind: SubscriptionActionKind;
  opened: boolean;
  onClose: () => void;
  title: string;
  question?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  confirmDisabled?: boolean;
  /** Builds the intent from what the dialog holds now; null keeps it from being sent (a field error is shown instead). */
  spec: () => Omit<IntentSpec, 'target'> | null;
  done: string;
  /** A refusal the dialog's fields answer (a field error), instead of the dialog's alert. */
  onRefused?: (failure: Failure) => boolean;
  children?: ReactNode;
}

/**
 * A confirmed change of a subscription, sent as an intent on it: stored as sent, re-sent as stored by
 * "Check again", shown on the subscription while its outcome is open (`SubscriptionActions`).
 */
export function SubscriptionIntentDialog({ subscriptionId, kind, opened, onClose, spec, done, onRefused, ...confirmation }: SubscriptionIntentDialogProps) {
  const { t } = useTranslation(['billing', 'errors']);
  const intent = useTargetIntent(subscriptionTarget(subscriptionId));
  const ours = intent.intent?.summary.kind === kind ? intent.intent : undefined;
  const outcome = useOutcome(ours?.status ?? 'idle', intent.checkAgain);
  const [refusal, setRefusal] = useState<Failure | null>(null);

  useIntentSettled(
    ours,
    {
      succeeded: () => {
        notify({ color: 'teal', message: done });
        intent.forget();
        onClose();
      },
      failed: (reason) => {
        if (!onRefused?.(reason)) setRefusal(reason);
        intent.forget();
      },
    },
    opened,
  );

  const close = () => {
    if (outcome.pending) return;
    setRefusal(null);
    onClose();
  };
  const confirm = () => {
    if (intent.unsettled) return;
    const built = spec();
    if (!built) return;
    setRefusal(null);
    void intent.start(built);
  };

  return (
    <ConfirmDialog
      opened={opened}
      closeLabel={t('actions.close')}
      cancelLabel={t('actions.back')}
      focus="none"
      outcome={outcome}
      error={refusal ? t(failureMessageKey(refusal, BILLING_CODES)) : null}
      onConfirm={confirm}
      onClose={close}
      {...confirmation}
    />
  );
}
