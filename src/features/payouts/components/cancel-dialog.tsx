import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import { useCancelPayoutMutation, type Payout } from '../api/payouts-api';
import { decisionCodes } from '../model/decision-codes';

/** Cancelling a payout before it is sent: the money goes back to the available balance. */
export function CancelDialog({ payout, opened, onClose }: { payout: Payout; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['payouts', 'errors']);
  const [cancel] = useCancelPayoutMutation();
  const amount = formatMoney(payout.amount, payout.currency, intlLocale(i18n.language));
  return (
    <ConfirmDialog
      opened={opened}
      title={t('cancel.title')}
      closeLabel={t('request.closeDialog')}
      question={t('cancel.question', { amount })}
      cancelLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      danger
      onConfirm={async () => {
        await cancel(payout.id).unwrap();
        notify({ color: 'teal', title: tx('payouts:cancel.done'), message: amount });
        onClose();
      }}
      failureCodes={decisionCodes}
      onClose={onClose}
    />
  );
}
