import { Alert, NativeSelect, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AmountField } from '@/components/dialogs/amount-field';
import { Confirmation } from '@/components/dialogs/confirm-dialog';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { DialogForm } from '@/components/dialogs/form-dialog';
import { useOutcome } from '@/components/dialogs/outcome';
import { PAYOUT_TEXT_MAX } from '@/lib/contract/payouts';
import { currencyExponent, formatMoney } from '@/lib/money';
import { useListPayoutDestinationsQuery, type Payout, type PayoutBalance, type PayoutMethod } from '../api/payouts-api';
import { ApprovalLimitNote, ApprovalNeededNote } from './approval-limit-note';
import { useRequestPayout } from './use-request-payout';

interface Props {
  resourceId: string;
  balances: readonly PayoutBalance[];
  opened: boolean;
  onClose: () => void;
  onDone: (payout: Payout) => void;
}

const methodText = (method: PayoutMethod) => (method.label ? `${method.label} · ${method.masked}` : method.masked);

/**
 * "Request payout": currency, amount (what is available shown, more refused as typed), payout method
 * of that currency (its default preselected), description; then the confirmation with amount and
 * destination. The server asks for a fresh second factor before it takes the request (the step-up window).
 */
export function RequestPayoutDialog({ resourceId, balances, opened, onClose, onDone }: Props) {
  const { t } = useTranslation(['payouts', 'errors']);
  const request = useRequestPayout(resourceId, balances, opened, onDone);
  const { form, step, draft, locale, status } = request;
  const values = form.getValues();
  const methods = useListPayoutDestinationsQuery({ resourceId, currency: values.currency }, { skip: !opened || !values.currency });
  const methodList = methods.currentData ?? [];
  const outcome = useOutcome(status, request.checkAgain);
  const balance = request.balanceOf(values.currency);

  useEffect(() => {
    if (opened) request.prepare();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  // The default method of the currency is preselected; a method of another currency is dropped.
  const methodKey = methodList.map((m) => m.id).join();
  useEffect(() => {
    if (!methods.currentData) return;
    if (methodList.some((m) => m.id === form.getValues().payoutMethod)) return;
    form.setFieldValue('payoutMethod', (methodList.find((m) => m.isDefault) ?? methodList[0])?.id ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [methodKey, methods.currentData]);

  const amountText = draft ? formatMoney(draft.amount, draft.currency, locale) : '';
  const destination = methodList.find((m) => m.id === draft?.payoutMethod);

  return (
    <Dialog opened={opened} onClose={onClose} outcome={outcome} title={t('request.title')} closeLabel={t('request.closeDialog')}>
      {step === 'form' ? (
        <DialogForm
          error={request.alert}
          cancelLabel={t('request.cancel')}
          submitLabel={t('request.continue')}
          submitting={false}
          onSubmit={request.toConfirm}
          onCancel={onClose}
        >
          <NativeSelect label={t('request.currency')} data={balances.map((b) => b.currency)} withAsterisk data-autofocus {...form.getInputProps('currency')} />
          {balance && (
            <Text size="sm">
              {t('request.available')}: <bdi>{formatMoney(balance.available, balance.currency, locale)}</bdi>
            </Text>
          )}
          {balance && <ApprovalLimitNote resourceId={resourceId} balance={balance} locale={locale} />}
          <AmountField
            label={t('request.amount', { currency: values.currency })}
            description={currencyExponent(values.currency) === 0 ? t('request.amountHintWhole', { currency: values.currency }) : undefined}
            currency={values.currency}
            withAsterisk
            {...form.getInputProps('amount')}
          />
          {methods.currentData && methodList.length === 0 ? (
            <Alert color="yellow" variant="light" title={t('request.noMethodsTitle')}>
              {t('request.noMethods', { currency: values.currency })}
            </Alert>
          ) : (
            <NativeSelect
              label={t('request.method')}
              data={[{ value: '', label: t('request.methodPlaceholder') }, ...methodList.map((m) => ({ value: m.id, label: methodText(m) }))]}
              withAsterisk
              disabled={!methods.currentData}
              {...form.getInputProps('payoutMethod')}
            />
          )}
          <Textarea
            label={t('request.description')}
            description={t('request.descriptionHint', { used: values.description.length, max: PAYOUT_TEXT_MAX })}
            rows={2}
            maxLength={PAYOUT_TEXT_MAX}
            {...form.getInputProps('description')}
          />
        </DialogForm>
      ) : (
        <Confirmation
          question={
            <Trans
              t={t}
              i18nKey="request.question"
              values={{ amount: amountText, destination: destination ? methodText(destination) : t('request.theMethod') }}
              components={{ bdi: <bdi /> }}
            />
          }
          cancelLabel={t('request.back')}
          confirmLabel={t('request.confirm', { amount: amountText })}
          focus="none"
          busy={outcome.pending}
          error={request.alert}
          outcome={outcome}
          onConfirm={request.confirm}
          onCancel={() => request.setStep('form')}
        >
          {draft?.description && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('request.description')}: <bdi>{draft.description}</bdi>
            </Text>
          )}
          {draft && <ApprovalNeededNote balance={request.balanceOf(draft.currency)} amount={draft.amount} />}
        </Confirmation>
      )}
    </Dialog>
  );
}
