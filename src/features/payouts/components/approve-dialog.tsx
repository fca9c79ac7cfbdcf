import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import { useApprovePayoutMutation, type Payout } from '../api/payouts-api';
import { decisionCodes } from '../model/decision-codes';
import { personName } from '../model/labels';

/**
 * Approving another person's payout: a confirmation naming amount, destination and requester. The
 * server asks for a fresh second factor first (the step-up window), in its own dialog.
 */
export function ApproveDialog({ payout, opened, onClose }: { payout: Payout; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['payouts', 'errors']);
  const [approve, state] = useApprovePayoutMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const amount = formatMoney(payout.amount, payout.currency, intlLocale(i18n.language));

  useEffect(() => {
    if (opened) setAlert(null);
  }, [opened]);

  const submit = async () => {
    if (state.isLoading) return;
    setAlert(null);
    try {
      await approve({ id: payout.id }).unwrap();
      notify({ color: 'teal', title: tx('payouts:approve.done'), message: amount });
      onClose();
    } catch (error) {
      setAlert(t(failureMessageKey(toFailure(error), decisionCodes)));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !state.isLoading && onClose()}
      title={t('approve.title')}
      closeButtonProps={{ 'aria-label': t('request.closeDialog') }}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text fw={500}>
            <Trans
              t={t}
              i18nKey="approve.question"
              values={{
                amount,
                destination: `${payout.method.label ? `${payout.method.label} · ` : ''}${payout.method.masked}`,
                who: personName(payout.requestedBy),
              }}
              components={{ bdi: <bdi /> }}
            />
          </Text>
          <FormError message={alert} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={state.isLoading}>
              {t('request.back')}
            </Button>
            <Button type="submit" loading={state.isLoading}>
              {t('approve.confirm', { amount })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
