import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { notify, tx } from '@/lib/notify';
import { useRevokeApiKeyMutation, type ApiKey } from '../api/api-keys-api';
import { KEY_CODES } from '../model/create-key-form';

/** "Revoke": the key (and a previous secret still in its grace period) stops working at once, for good. */
export function RevokeDialog({ apiKey, opened, onClose }: { apiKey: ApiKey; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['apiKeys', 'errors']);
  const [revoke] = useRevokeApiKeyMutation();

  const confirm = async () => {
    await revoke({ id: apiKey.id }).unwrap();
    notify({ color: 'teal', title: tx('apiKeys:revoke.done'), message: apiKey.name });
    onClose();
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('revoke.title')}
      question={t('revoke.question', { name: apiKey.name })}
      hint={t('revoke.hint')}
      confirmLabel={t('revoke.confirm')}
      danger
      onConfirm={confirm}
      describeFailure={(error) => t(failureMessageKey(toFailure(error), KEY_CODES))}
      onClose={onClose}
    />
  );
}
