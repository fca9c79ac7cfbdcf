import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
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
  const [approve] = useApprovePayoutMutation();
  const amount = formatMoney(payout.amount, payout.currency, intlLocale(i18n.language));
  return (
    <ConfirmDialog
      opened={opened}
      title={t('approve.title')}
      closeLabel={t('request.closeDialog')}
      question={
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
      }
      cancelLabel={t('request.back')}
      confirmLabel={t('approve.confirm', { amount })}
      focus="none"
      onConfirm={async () => {
        await approve({ id: payout.id }).unwrap();
        notify({ color: 'teal', title: tx('payouts:approve.done'), message: amount });
        onClose();
      }}
      failureCodes={decisionCodes}
      onClose={onClose}
    />
  );
}
