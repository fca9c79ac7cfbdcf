import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import { useCancelPayoutMutation, type Payout } from '../api/payouts-api';
import { decisionCodes } from '../model/decision-codes';

/** Cancelling a payout before it is sent: the money goes back to the available balance. */
export function CancelDialog({ payout, opened, onClose }: { payout: Payout; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['payouts', 'errors']);
  const [cancel, state] = useCancelPayoutMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const amount = formatMoney(payout.amount, payout.currency, intlLocale(i18n.language));

  useEffect(() => {
    if (opened) setAlert(null);
  }, [opened]);

  const submit = async () => {
    if (state.isLoading) return;
    setAlert(null);
    try {
      await cancel(payout.id).unwrap();
      notify({ color: 'teal', title: tx('payouts:cancel.done'), message: amount });
      onClose();
    } catch (error) {
      setAlert(t(failureMessageKey(toFailure(error), decisionCodes)));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !state.isLoading && onClose()}
      title={t('cancel.title')}
      closeButtonProps={{ 'aria-label': t('request.closeDialog') }}
      centered
    >
      <Stack gap="md">
        <Text fw={500}>{t('cancel.question', { amount })}</Text>
        <FormError message={alert} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={state.isLoading} data-autofocus>
            {t('cancel.keep')}
          </Button>
          <Button color="red" onClick={() => void submit()} loading={state.isLoading}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
