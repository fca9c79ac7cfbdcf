import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
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
  const [remove, { isLoading }] = useDeleteTransactionViewMutation();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (isLoading) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!view) return;
    setError(null);
    try {
      await remove(view.id).unwrap();
      onDeleted(view);
    } catch (failure) {
      setError(failureMessageKey(toFailure(failure), VIEW_CODES));
    }
  };

  return (
    <Modal opened={view !== null} onClose={close} title={t('views.deleteTitle')} centered closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Stack gap="md">
        <Text size="sm">{t('views.deleteText', { name: view?.name ?? '' })}</Text>
        <FormError message={error && t(error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={isLoading}>
            {t('common:cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={isLoading}>
            {t('views.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
