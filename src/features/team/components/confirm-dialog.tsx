import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { TEAM_CODES } from '../model/role-form';

interface Props {
  opened: boolean;
  title: string;
  /** What happens, naming who and where. */
  question: ReactNode;
  hint?: ReactNode;
  confirmLabel: string;
  /** Red for what takes access away. */
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a team change; a refusal is said in the dialog (translated from its code), which stays open. */
export function ConfirmDialog({ opened, title, question, hint, confirmLabel, danger, onConfirm, onClose }: Props) {
  const { t } = useTranslation(['team', 'errors']);
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
      setMessage(failureMessageKey(toFailure(error), TEAM_CODES));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={title} closeButtonProps={{ 'aria-label': t('closeDialog') }} centered>
      <Stack gap="md">
        <Text fw={500}>{question}</Text>
        {hint && (
          <Text size="sm" c="dimmed" component="div">
            {hint}
          </Text>
        )}
        <FormError message={message && t(message)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {t('common:cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
