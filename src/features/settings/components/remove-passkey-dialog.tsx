import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { isolate } from '@/lib/i18n';
import { tx } from '@/lib/notify';
import { useRemovePasskeyMutation, type PasskeyRow } from '../api/passkeys-api';
import { SETTINGS_CODES, useSaveFeedback } from '../save-feedback';

/**
 * Asks before removing a passkey: it no longer signs in, nor counts as a second factor. A sensitive
 * action (`users/passkeys/remove`): the server asks for a fresh second factor (the step-up window).
 */
export function RemovePasskeyDialog({ passkey, onClose }: { passkey: PasskeyRow | null; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'errors']);
  const [remove] = useRemovePasskeyMutation();
  const feedback = useSaveFeedback('passkeys.title');

  return (
    <ConfirmDialog
      opened={passkey !== null}
      title={t('passkeys.removeTitle')}
      question={t('passkeys.removeQuestion', { name: isolate(passkey?.name ?? '') })}
      hint={t('passkeys.removeHint')}
      confirmLabel={t('passkeys.remove')}
      danger
      onConfirm={async () => {
        if (!passkey) return;
        await remove(passkey.id).unwrap();
        feedback.succeeded(tx('settings:passkeys.removed', { name: isolate(passkey.name) }));
        onClose();
      }}
      describeFailure={(error) => t(failureMessageKey(toFailure(error), SETTINGS_CODES))}
      onClose={onClose}
    />
  );
}
