import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { OutcomeUnknown } from '@/components/feedback/outcome-unknown';
import { failureMessageKey, type MessageCatalogue } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { Dialog, type DialogProps } from './dialog-frame';
import type { Outcome } from './outcome';

export interface ConfirmationProps {
  /** What happens, naming who and where. */
  question?: ReactNode;
  hint?: ReactNode;
  /** What else the confirmation shows or needs (a reason, a quote), under the question. */
  children?: ReactNode;
  confirmLabel: string;
  /** Red for what takes something away. */
  danger?: boolean;
  confirmDisabled?: boolean;
  /** "Cancel" unless the feature has its own words ("Back", "Keep payout"). */
  cancelLabel?: string;
  /** The button that has the focus when the dialog opens (Cancel unless said); `none`: the first field, else the close button. */
  focus?: 'cancel' | 'confirm' | 'none';
  /** The change is being sent: Cancel is off, the confirm button spins. */
  busy?: boolean;
  /** The failure in the user's words. */
  error?: string | null;
  /** An intent's outcome: while unknown, "Check again" stands in place of the error and the buttons. */
  outcome?: Outcome;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation's content: the question, what goes with it, the failure, then Cancel and the confirm button (Enter in a field confirms). */
export function Confirmation({
  question,
  hint,
  children,
  confirmLabel,
  danger,
  confirmDisabled,
  cancelLabel,
  focus = 'cancel',
  busy = false,
  error,
  outcome,
  onConfirm,
  onCancel,
}: ConfirmationProps) {
  const { t } = useTranslation('common');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      noValidate
    >
      <Stack gap="md">
        {question && <Text fw={500}>{question}</Text>}
        {hint && (
          <Text size="sm" c="dimmed" component="div">
            {hint}
          </Text>
        )}
        {children}
        {outcome?.unknown ? (
          <OutcomeUnknown checking={outcome.checking} onCheckAgain={outcome.checkAgain} />
        ) : (
          <>
            <FormError message={error ?? null} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus={focus === 'cancel' || undefined}>
                {cancelLabel ?? t('cancel')}
              </Button>
              <Button
                type="submit"
                color={danger ? 'red' : undefined}
                loading={busy}
                disabled={confirmDisabled}
                data-autofocus={focus === 'confirm' || undefined}
              >
                {confirmLabel}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}

interface Props extends Omit<ConfirmationProps, 'onConfirm' | 'onCancel'>, Pick<DialogProps, 'size' | 'closeLabel'> {
  opened: boolean;
  title: string;
  /** Runs the change; the dialog stays open while its promise runs and when it fails. */
  onConfirm: () => unknown;
  /** A rejection of `onConfirm`, by its code: this screen's codes (`failureMessageKey`), then the shared ones. */
  failureCodes?: MessageCatalogue;
  /** Or the rejection in the user's words, when the screen says it otherwise. */
  describeFailure?: (error: unknown) => string;
  onClose: () => void;
}

/**
 * Asks before a change; a refusal is said in the dialog, which stays open. Cancel has the focus.
 * The dialog is busy while `onConfirm`'s promise runs, or while the feature says so (`busy`, `outcome`).
 */
export function ConfirmDialog({
  opened,
  title,
  size,
  closeLabel,
  onConfirm,
  failureCodes,
  describeFailure,
  onClose,
  busy,
  error,
  outcome,
  ...confirmation
}: Props) {
  const { t } = useTranslation('common');
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const locked = running || Boolean(busy) || Boolean(outcome?.pending);

  useEffect(() => {
    if (opened) setMessage(null);
  }, [opened]);

  const confirm = () => {
    if (locked) return;
    setMessage(null);
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    const describe = describeFailure ?? ((failure: unknown) => t(failureMessageKey(toFailure(failure), failureCodes)));
    result.catch((failure: unknown) => setMessage(describe(failure))).finally(() => setRunning(false));
  };

  return (
    <Dialog opened={opened} onClose={onClose} busy={locked} outcome={outcome} title={title} closeLabel={closeLabel} size={size}>
      <Confirmation {...confirmation} busy={locked} error={error ?? message} outcome={outcome} onConfirm={confirm} onCancel={onClose} />
    </Dialog>
  );
}
