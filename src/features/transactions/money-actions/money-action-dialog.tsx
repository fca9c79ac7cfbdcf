import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { REFUND_REASON_MAX } from '@/lib/contract/transactions';
import { OutcomeUnknown } from '@/components/feedback/outcome-unknown';
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
  const unknown = status === 'unknown';
  const pending = status === 'pending';
  const amountText = money.confirmed === null ? '' : formatMoney(money.confirmed, transaction.currency, locale);
  const customer = transaction.customer.name || transaction.customer.email || t('money.theCustomer');
  const [checking, setChecking] = useState(false);
  const checkAgain = () => {
    setChecking(true);
    void money.checkAgain().finally(() => setChecking(false));
  };

  // Each opening starts from the remaining amount as it is now (an unknown outcome stays).
  useEffect(() => {
    if (opened) money.prepare();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={t(`${kind}.title`)}
      closeOnClickOutside={!pending && !unknown}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('money.closeDialog') }}
      centered
    >
      {step === 'amount' ? (
        <form onSubmit={money.toConfirm} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t(`${kind}.remaining`)}: <bdi>{formatMoney(money.remaining, transaction.currency, locale)}</bdi>
            </Text>
            <TextInput
              label={t('amount.label', { currency: transaction.currency })}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              data-autofocus
              rightSection={
                <Text size="xs" c="dimmed">
                  {transaction.currency}
                </Text>
              }
              rightSectionWidth={48}
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
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('money.close')}
              </Button>
              <Button type="submit">{t('money.continue')}</Button>
            </Group>
            <FormError message={money.alertKey ? t(money.alertKey) : null} />
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text fw={500}>
            <Trans t={t} i18nKey={`${kind}.question`} values={{ amount: amountText, customer }} components={{ bdi: <bdi /> }} />
          </Text>
          {money.confirmedReason && (
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {t('reason.confirm')} <bdi>{money.confirmedReason}</bdi>
            </Text>
          )}
          {unknown || checking ? (
            <OutcomeUnknown checking={checking} onCheckAgain={checkAgain} />
          ) : (
            <>
              <FormError message={money.alertKey ? t(money.alertKey) : null} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => money.setStep('amount')} disabled={pending}>
                  {t('money.back')}
                </Button>
                <Button color={kind === 'capture' ? undefined : 'red'} onClick={money.confirm} loading={pending} disabled={pending}>
                  {t(`${kind}.confirm`, { amount: amountText })}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
