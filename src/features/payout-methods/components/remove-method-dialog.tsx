import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
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
  const [remove, { isLoading }] = useDeletePayoutMethodMutation();
  const [message, setMessage] = useState<string | null>(null);
  const close = () => {
    if (isLoading) return;
    setMessage(null);
    onClose();
  };
  const confirm = async () => {
    if (!method) return;
    setMessage(null);
    try {
      await remove(method.id).unwrap();
      onDone(method);
    } catch (error) {
      setMessage(t(failureMessageKey(toFailure(error), codes)));
    }
  };
  return (
    <Modal opened={method !== null} onClose={close} title={t('remove.title')} closeButtonProps={{ 'aria-label': t('common:close') }} centered>
      {method && (
        <Stack gap="md">
          <FormError message={message} />
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
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isLoading}>
              {t('common:cancel')}
            </Button>
            <Button color="red" loading={isLoading} onClick={() => void confirm()} data-autofocus>
              {t('remove.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
