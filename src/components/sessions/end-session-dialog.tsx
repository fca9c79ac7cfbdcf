import { Text } from '@mantine/core';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
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
  return (
    <ConfirmDialog
      opened={session !== null}
      title={title}
      confirmLabel={confirmLabel}
      danger
      focus="none"
      busy={ending}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {session && <Text size="sm">{text}</Text>}
    </ConfirmDialog>
  );
}
