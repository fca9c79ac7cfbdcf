import { Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { REJECT_REASON_MAX } from '@/lib/contract/payouts';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import { useRejectPayoutMutation, type Payout } from '../api/payouts-api';
import { decisionCodes } from '../model/decision-codes';

/** Rejecting a payout that awaits approval, with an optional reason the requester sees in its history. */
export function RejectDialog({ payout, opened, onClose }: { payout: Payout; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['payouts', 'errors']);
  const [reject] = useRejectPayoutMutation();
  const amount = formatMoney(payout.amount, payout.currency, intlLocale(i18n.language));
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > REJECT_REASON_MAX;

  useEffect(() => {
    if (opened) setReason('');
  }, [opened]);

  return (
    <ConfirmDialog
      opened={opened}
      title={t('reject.title')}
      closeLabel={t('request.closeDialog')}
      question={t('reject.question', { amount })}
      cancelLabel={t('request.back')}
      confirmLabel={t('reject.confirm')}
      danger
      focus="none"
      onConfirm={async () => {
        if (tooLong) return;
        await reject({ id: payout.id, reason: reason.trim() }).unwrap();
        notify({ color: 'teal', title: tx('payouts:reject.done'), message: amount });
        onClose();
      }}
      failureCodes={decisionCodes}
      onClose={onClose}
    >
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
    </ConfirmDialog>
  );
}
