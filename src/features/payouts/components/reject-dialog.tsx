import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { REJECT_REASON_MAX } from '@/lib/contract/payouts';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import { useRejectPayoutMutation, type Payout } from '../api/payouts-api';
import { decisionCodes } from '../model/decision-codes';

/** Rejecting a payout that awaits approval, with an optional reason the requester sees in its history. */
export function RejectDialog({ payout, opened, onClose }: { payout: Payout; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['payouts', 'errors']);
  const [reject, state] = useRejectPayoutMutation();
  const [reason, setReason] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const amount = formatMoney(payout.amount, payout.currency, intlLocale(i18n.language));
  const tooLong = reason.trim().length > REJECT_REASON_MAX;

  useEffect(() => {
    if (!opened) return;
    setReason('');
    setAlert(null);
  }, [opened]);

  const submit = async () => {
    if (state.isLoading || tooLong) return;
    setAlert(null);
    try {
      await reject({ id: payout.id, reason: reason.trim() }).unwrap();
      notify({ color: 'teal', title: tx('payouts:reject.done'), message: amount });
      onClose();
    } catch (error) {
      setAlert(t(failureMessageKey(toFailure(error), decisionCodes)));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !state.isLoading && onClose()}
      title={t('reject.title')}
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
          <Text fw={500}>{t('reject.question', { amount })}</Text>
          <Textarea
            label={t('reject.reason')}
            description={t('reject.reasonHint', { used: reason.length, max: REJECT_REASON_MAX })}
            rows={3}
            maxLength={REJECT_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tooLong ? t('reject.reasonTooLong', { max: REJECT_REASON_MAX }) : undefined}
            data-autofocus
          />
          <FormError message={alert} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={state.isLoading}>
              {t('request.back')}
            </Button>
            <Button type="submit" color="red" loading={state.isLoading}>
              {t('reject.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
