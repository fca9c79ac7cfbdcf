import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';

interface Props {
  opened: boolean;
  title: string;
  /** What happens, naming who and where. */
  question: ReactNode;
  hint?: ReactNode;
  /** Fields the confirmation needs (a step-up code), under the question. */
  children?: ReactNode;
  confirmLabel: string;
  /** Red for what takes something away. */
  danger?: boolean;
  /** Runs the change; the dialog stays open while it runs and when it fails. */
  onConfirm: () => Promise<unknown>;
  /** The failure in the user's words (translated from its code). */
  describeFailure: (error: unknown) => string;
  onClose: () => void;
}

/** Asks before a change; a refusal is said in the dialog, which stays open. Cancel has the focus. */
export function ConfirmDialog({ opened, title, question, hint, children, confirmLabel, danger, onConfirm, describeFailure, onClose }: Props) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (opened) setMessage(null);
  }, [opened]);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await onConfirm();
    } catch (error) {
      setMessage(describeFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={title} closeButtonProps={{ 'aria-label': t('close') }} centered>
      <Stack gap="md">
        <Text fw={500}>{question}</Text>
        {hint && (
          <Text size="sm" c="dimmed" component="div">
            {hint}
          </Text>
        )}
        {children}
        <FormError message={message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
