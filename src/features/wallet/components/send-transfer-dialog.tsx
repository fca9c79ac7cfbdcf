import { Group, NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AmountField } from '@/components/dialogs/amount-field';
import { Confirmation } from '@/components/dialogs/confirm-dialog';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { DialogForm } from '@/components/dialogs/form-dialog';
import { useOutcome } from '@/components/dialogs/outcome';
import { PAYOUT_TEXT_MAX } from '@/lib/contract/payouts';
import { currencyExponent, formatMoney } from '@/lib/money';
import { useTransferDestinationsQuery, type Transfer, type WalletBalance } from '../api/wallet-api';
import { NEW_CARD } from '../model/send-transfer';
import { useSendTransfer } from './use-send-transfer';

interface Props {
  resourceId: string;
  /** Saved payout methods are an organization's; a standalone project sends to cards typed in. */
  isOrganization: boolean;
  balances: readonly WalletBalance[];
  opened: boolean;
  onClose: () => void;
  onDone: (transfer: Transfer) => void;
}

/** Above what the caller has left of the limit (or with no limit set) a second person approves it. */
const needsApproval = (balance: WalletBalance | null, amount: number) =>
  balance !== null && (balance.approvalLimit === null || amount > (balance.approvalLimitLeft ?? 0));

const methodText = (method: { label: string | null; masked: string }) => (method.label ? `${method.label} · ${method.masked}` : method.masked);

/**
 * "Send a transfer": currency, amount (what the wallet holds shown, more refused as typed), where to
 * (a saved payout method of that currency, or a card typed in), description; then the confirmation
 * naming amount and destination. The server asks for a fresh second factor before it takes it.
 */
export function SendTransferDialog({ resourceId, isOrganization, balances, opened, onClose, onDone }: Props) {
  const { t } = useTranslation(['wallet', 'errors']);
  const send = useSendTransfer(resourceId, balances, opened, onDone);
  const { form, step, draft, locale, status } = send;
  const values = form.getValues();
  const methods = useTransferDestinationsQuery({ resourceId, currency: values.currency }, { skip: !opened || !isOrganization || !values.currency });
  const methodList = methods.currentData ?? [];
  const outcome = useOutcome(status, send.checkAgain);
  const balance = send.balanceOf(values.currency);

  useEffect(() => {
    if (opened) send.prepare();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const amountText = draft ? formatMoney(draft.amount, draft.currency, locale) : '';
  const savedMethod = methodList.find((m) => m.id === draft?.destinationId);
  const destinationText = draft?.destinationText || (savedMethod ? methodText(savedMethod) : t('send.theCard'));
  const field = (name: keyof typeof values) => form.getInputProps(name);

  return (
    <Dialog opened={opened} onClose={onClose} outcome={outcome} title={t('send.title')} closeLabel={t('send.closeDialog')}>
      {step === 'form' ? (
        <DialogForm
          error={send.alert}
          cancelLabel={t('send.cancel')}
          submitLabel={t('send.continue')}
          submitting={send.tokenizing}
          onSubmit={send.toConfirm}
          onCancel={onClose}
        >
          <NativeSelect label={t('send.currency')} data={balances.map((b) => b.currency)} withAsterisk data-autofocus {...field('currency')} />
          {balance && (
            <Text size="sm">
              {t('send.available')}: <bdi>{formatMoney(balance.available, balance.currency, locale)}</bdi>
            </Text>
          )}
          {balance?.approvalLimit !== null && balance?.approvalLimit !== undefined && (
            <Text size="sm" c="dimmed">
              {t('send.limitNote', {
                limit: formatMoney(balance.approvalLimit, balance.currency, locale),
                left: formatMoney(balance.approvalLimitLeft ?? 0, balance.currency, locale),
              })}
            </Text>
          )}
          <AmountField
            label={t('send.amount', { currency: values.currency })}
            description={currencyExponent(values.currency) === 0 ? t('send.amountWhole', { currency: values.currency }) : undefined}
            currency={values.currency}
            withAsterisk
            {...field('amount')}
          />
          <NativeSelect
            label={t('send.destination')}
            data={[{ value: NEW_CARD, label: t('send.newCard') }, ...methodList.map((m) => ({ value: m.id, label: methodText(m) }))]}
            withAsterisk
            {...field('destination')}
          />
          {values.destination === NEW_CARD && (
            // No cc-* autocomplete: this is a recipient's card, not the user's own; the browser should neither fill nor keep it.
            <>
              <TextInput
                label={t('send.cardNumber')}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                withAsterisk
                {...field('cardNumber')}
              />
              <Group align="flex-start" gap="sm" grow>
                <TextInput
                  label={t('send.expiry')}
                  placeholder={t('send.expiryPlaceholder')}
                  inputMode="numeric"
                  dir="ltr"
                  autoComplete="off"
                  withAsterisk
                  {...field('expiry')}
                />
                <TextInput label={t('send.cvc')} inputMode="numeric" dir="ltr" autoComplete="off" maxLength={4} withAsterisk {...field('cvc')} />
              </Group>
              <TextInput label={t('send.cardholderName')} autoComplete="off" spellCheck={false} withAsterisk {...field('cardholderName')} />
            </>
          )}
          <Textarea
            label={t('send.description')}
            description={t('send.descriptionHint', { used: values.description.length, max: PAYOUT_TEXT_MAX })}
            rows={2}
            maxLength={PAYOUT_TEXT_MAX}
            {...field('description')}
          />
        </DialogForm>
      ) : (
        <Confirmation
          question={<Trans t={t} i18nKey="send.question" values={{ amount: amountText, destination: destinationText }} components={{ bdi: <bdi /> }} />}
          cancelLabel={t('send.back')}
          confirmLabel={t('send.confirm', { amount: amountText })}
          focus="none"
          busy={outcome.pending}
          error={send.alert}
          outcome={outcome}
          onConfirm={send.confirm}
          onCancel={() => send.setStep('form')}
        >
          {draft?.description && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('send.description')}: <bdi>{draft.description}</bdi>
            </Text>
          )}
          {draft && needsApproval(send.balanceOf(draft.currency), draft.amount) && (
            <Text size="sm" c="orange.9">
              {t('send.needsApproval')}
            </Text>
          )}
        </Confirmation>
      )}
    </Dialog>
  );
}
