import { Button, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AmountField } from '@/components/dialogs/amount-field';
import { Confirmation } from '@/components/dialogs/confirm-dialog';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { DialogForm } from '@/components/dialogs/form-dialog';
import { useOutcome } from '@/components/dialogs/outcome';
import { REFUND_REASON_MAX } from '@/lib/contract/transactions';
import { formatMoney } from '@/lib/money';
import type { MoneyActionKind, MoneyTarget } from './money-action';
import { useMoneyAction } from './use-money-action';

export interface MoneyActionDialogProps {
  kind: MoneyActionKind;
  transaction: MoneyTarget;
  opened: boolean;
  onClose: () => void;
}

/**
 * Refund, capture or cancel: the amount (full remaining by default, partial allowed, checked as typed),
 * then a confirmation that states amount, currency and customer. What was sent, and whether its
 * outcome is still open, is the transaction's intent in the store (see `useMoneyAction`).
 */
export function MoneyActionDialog({ kind, transaction, opened, onClose }: MoneyActionDialogProps) {
  const { t } = useTranslation(['transactionDetails', 'errors']);
  const money = useMoneyAction(kind, transaction, opened, onClose);
  const { form, step, locale, status } = money;
  const outcome = useOutcome(status, money.checkAgain);
  const amountText = money.confirmed === null ? '' : formatMoney(money.confirmed, transaction.currency, locale);
  const customer = transaction.customer.name || transaction.customer.email || t('money.theCustomer');

  // Each opening starts from the remaining amount as it is now (an unknown outcome stays).
  useEffect(() => {
    if (opened) money.prepare();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  return (
    <Dialog opened={opened} onClose={onClose} outcome={outcome} title={t(`${kind}.title`)} closeLabel={t('money.closeDialog')}>
      {step === 'amount' ? (
        <DialogForm
          error={money.alertKey ? t(money.alertKey) : null}
          cancelLabel={t('money.close')}
          submitLabel={t('money.continue')}
          submitting={false}
          onSubmit={money.toConfirm}
          onCancel={onClose}
        >
          <Text size="sm">
            {t(`${kind}.remaining`)}: <bdi>{formatMoney(money.remaining, transaction.currency, locale)}</bdi>
          </Text>
          <AmountField
            label={t('amount.label', { currency: transaction.currency })}
            currency={transaction.currency}
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Button variant="subtle" size="compact-sm" onClick={money.fillRemaining} px={0} style={{ alignSelf: 'flex-start' }}>
            {t('amount.useFull')}
          </Button>
          {kind === 'refund' && (
            <Textarea
              label={t('reason.label')}
              description={t('reason.hint', { used: form.values.reason.length, max: REFUND_REASON_MAX })}
              rows={3}
              maxLength={REFUND_REASON_MAX}
              {...form.getInputProps('reason')}
            />
          )}
        </DialogForm>
      ) : (
        <Confirmation
          question={<Trans t={t} i18nKey={`${kind}.question`} values={{ amount: amountText, customer }} components={{ bdi: <bdi /> }} />}
          cancelLabel={t('money.back')}
          confirmLabel={t(`${kind}.confirm`, { amount: amountText })}
          danger={kind !== 'capture'}
          focus="none"
          busy={outcome.pending}
          error={money.alertKey ? t(money.alertKey) : null}
          outcome={outcome}
          onConfirm={money.confirm}
          onCancel={() => money.setStep('amount')}
        >
          {money.confirmedReason && (
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {t('reason.confirm')} <bdi>{money.confirmedReason}</bdi>
            </Text>
          )}
        </Confirmation>
      )}
    </Dialog>
  );
}
