import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import type { LoginSession } from './login-session';

export interface EndSessionDialogProps {
  session: LoginSession | null;
  title: string;
  /** What ending it means, naming the device. */
  text: string;
  confirmLabel: string;
  ending: boolean;
  /** Why the last try failed (translated). */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a signed-in device is signed out. */
export function EndSessionDialog({ session, title, text, confirmLabel, ending, error, onConfirm, onClose }: EndSessionDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={session !== null} onClose={ending ? () => undefined : onClose} title={title} closeButtonProps={{ 'aria-label': t('close') }} centered>
      {session && (
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={ending}>
              {t('cancel')}
            </Button>
            <Button color="red" onClick={onConfirm} loading={ending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
