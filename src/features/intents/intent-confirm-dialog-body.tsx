import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useOutcome } from '@/components/dialogs/outcome';
import { failureMessageKey, type MessageCatalogue } from '@/lib/forms';
import type { Failure } from '@/lib/http';
import { notify, type Notice } from '@/lib/notify';
import type { IntentSpec } from './intent-thunks';
import { useIntentSettled } from './use-intent-settled';
import { useTargetIntent } from './use-target-intent';

export interface IntentConfirmDialogProps {
  /** The object's intent key (`targetKey(kind, id)`): one open change per object. */
  target: string;
  /** The intent's `summary.kind`: which of the object's changes this dialog sends. */
  kind: string;
  /** The area's refusal codes → message keys. */
  codes: MessageCatalogue;
  opened: boolean;
  onClose: () => void;
  title: string;
  question?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  confirmDisabled?: boolean;
  /** Builds the intent from what the dialog holds now; null keeps it from being sent (a field error is shown instead). */
  spec: () => Omit<IntentSpec, 'target'> | null;
  /** Said once the change is done (text, or `tx(key)` to be translated when shown). */
  done: Notice['message'];
  /** A refusal the dialog's fields answer (a field error), instead of the dialog's alert. */
  onRefused?: (failure: Failure) => boolean;
  children?: ReactNode;
}

/**
 * A confirmed change of an object, sent as an intent on it: stored as sent, re-sent as stored by
 * "Check again", and shown on the object (`IntentNotice`) while its outcome is open.
 */
export function IntentConfirmDialogBody({ target, kind, codes, opened, onClose, spec, done, onRefused, ...confirmation }: IntentConfirmDialogProps) {
  const { t } = useTranslation(['common', 'errors']);
  const intent = useTargetIntent(target);
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
      closeLabel={t('close')}
      cancelLabel={t('back')}
      focus="none"
      outcome={outcome}
      error={refusal ? t(failureMessageKey(refusal, codes)) : null}
      onConfirm={confirm}
      onClose={close}
      {...confirmation}
    />
  );
}
