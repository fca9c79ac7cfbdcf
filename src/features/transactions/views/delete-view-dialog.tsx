import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useDeleteTransactionViewMutation, type TransactionView } from './views-api';
import { VIEW_CODES } from './view-codes';

interface Props {
  view: TransactionView | null;
  onClose: () => void;
  onDeleted: (view: TransactionView) => void;
}

/** Asks before deleting a saved view; the list's filters are not touched. */
export function DeleteViewDialog({ view, onClose, onDeleted }: Props) {
  const { t } = useTranslation('transactions');
  const [remove] = useDeleteTransactionViewMutation();
  return (
    <ConfirmDialog
      opened={view !== null}
      title={t('views.deleteTitle')}
      confirmLabel={t('views.delete')}
      danger
      focus="none"
      onConfirm={async () => {
        if (!view) return;
        await remove(view.id).unwrap();
        onDeleted(view);
      }}
      failureCodes={VIEW_CODES}
      onClose={onClose}
    >
      <Text size="sm">{t('views.deleteText', { name: view?.name ?? '' })}</Text>
    </ConfirmDialog>
  );
}
