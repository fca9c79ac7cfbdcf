import { Alert, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useDeletePayoutMethodMutation, type PayoutMethod } from '../api/payout-methods-api';
import { methodName } from './method-name';

const codes = {
  'method-in-use': 'payoutMethods:remove.inUse',
  'not-found': 'payoutMethods:remove.notFound',
  forbidden: 'payoutMethods:errors.forbidden',
};

/** Asks before removing a method; the server refuses one with a payout in flight (its message is shown). */
export function RemoveMethodDialog({ method, onClose, onDone }: { method: PayoutMethod | null; onClose: () => void; onDone: (method: PayoutMethod) => void }) {
  const { t } = useTranslation('payoutMethods');
  const [remove] = useDeletePayoutMethodMutation();
  return (
    <ConfirmDialog
      opened={method !== null}
      title={t('remove.title')}
      confirmLabel={t('remove.confirm')}
      danger
      focus="confirm"
      onConfirm={async () => {
        if (!method) return;
        await remove(method.id).unwrap();
        onDone(method);
      }}
      failureCodes={codes}
      onClose={onClose}
    >
      {method && (
        <>
          <Text size="sm">
            <Trans t={t} i18nKey="remove.text" values={{ name: methodName(method), currency: method.currency }} components={{ name: <bdi /> }} />
          </Text>
          {method.inUse && (
            // As the list last read it: the server decides when Remove is pressed.
            <Alert color="yellow" variant="light" role="note">
              {t('remove.inUse')}
            </Alert>
          )}
          {method.isDefault && (
            <Alert color="yellow" variant="light" role="note">
              {t('remove.defaultHint', { currency: method.currency })}
            </Alert>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
