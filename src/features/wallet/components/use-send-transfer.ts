import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntentSettled, useTargetIntent } from '@/features/intents';
import { PAYOUT_TEXT_MAX } from '@/lib/contract/payouts';
import { applyServerErrors } from '@/lib/forms';
import { intlLocale } from '@/lib/i18n';
import { checkMoneyText, formatMoney, parseMoney } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import { PAYOUTS_ENDPOINT } from '@/features/payouts';
import { callerOf } from '@/lib/actions';
import { toFailure } from '@/lib/http';
import { useAppDispatch } from '@/lib/store';
import { cardTokenOf, transferOf, type Transfer, type WalletBalance } from '../api/wallet-api';
import { cardFieldMessages } from '@/lib/validation/payment-instruments';
import {
  draftOf,
  emptyTransfer,
  NEW_CARD,
  sendTransferSpec,
  TRANSFER_FIELDS,
  transferErrorCodes,
  transferTarget,
  type TransferDraft,
  type TransferValues,
} from '../model/send-transfer';

export type SendStep = 'form' | 'confirm';

/**
 * Sending a transfer: the form (checked as typed: the amount against the wallet now, a card with
 * spec §5's five messages), a confirmation stating amount and destination, and one intent per
 * confirmation. A card typed in is first exchanged for a token, so the stored request holds no card
 * number; the server's second-factor question is answered in its own dialog and the stored request
 * sent again as it was. An answer that does not come leaves the intent open until "Check again".
 */
export function useSendTransfer(resourceId: string, balances: readonly WalletBalance[], opened: boolean, onDone: (transfer: Transfer) => void) {
  const { t, i18n } = useTranslation(['wallet', 'errors', 'paymentInstruments']);
  const locale = intlLocale(i18n.language);
  const intent = useTargetIntent(transferTarget(resourceId));
  const dispatch = useAppDispatch();
  const [tokenizing, setTokenizing] = useState(false);
  const balanceOf = (currency: string) => balances.find((b) => b.currency === currency) ?? null;
  const cards = cardFieldMessages(t);
  const onCard = (check: (value: string) => string | null) => (value: string, values: TransferValues) =>
    values.destination === NEW_CARD ? check(value) : null;

  const form = useForm<TransferValues>({
    mode: 'controlled',
    initialValues: emptyTransfer(balances[0]?.currency ?? ''),
    validateInputOnChange: ['amount', 'cardNumber', 'expiry', 'cvc'],
    validateInputOnBlur: true,
    validate: {
      amount: (value, values) => {
        const problem = checkMoneyText(value, values.currency, locale);
        if (problem) return t(problem.key, problem.values);
        const available = balanceOf(values.currency)?.available ?? null;
        return available !== null && (parseMoney(value, values.currency) ?? 0) > available
          ? t('send.exceedsAvailable', { available: formatMoney(available, values.currency, locale) })
          : null;
      },
      destination: (value) => (value ? null : t('send.destinationRequired')),
      description: (value) => (value.trim().length > PAYOUT_TEXT_MAX ? t('send.descriptionTooLong', { max: PAYOUT_TEXT_MAX }) : null),
      cardNumber: onCard(cards.cardNumber),
      expiry: onCard(cards.expiry),
      cvc: (value, values) => (values.destination === NEW_CARD ? cards.cvc(value, values.cardNumber) : null),
      cardholderName: onCard(cards.cardholderName),
    },
  });
  const [step, setStep] = useState<SendStep>('form');
  const [draft, setDraft] = useState<TransferDraft | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const current = intent.intent;
  /** What is on screen once sent: what the intent sent, whatever the form says. */
  const confirmed = (current && draftOf(current.request)) ?? draft;

  const refused = (reason: unknown) => {
    const leftover = applyServerErrors(form, toFailure(reason), { fields: TRANSFER_FIELDS, t, codes: transferErrorCodes });
    setAlert(leftover && t(leftover));
    if (!leftover) setStep('form');
  };

  useIntentSettled(
    current,
    {
      succeeded: (answer, settled) =>
        void transferOf(answer).then((transfer) => {
          notify({ color: 'teal', title: tx('wallet:send.done'), message: formatMoney(settled.summary.amount ?? 0, settled.summary.currency ?? '', locale) });
          intent.forget();
          onDone(transfer);
        }),
      failed: (reason, settled) => {
        intent.forget();
        setDraft(draftOf(settled.request));
        // A used or expired card token: the card is typed again (its fields were cleared).
        refused(reason);
      },
    },
    opened,
  );

  const toConfirm = form.onSubmit((values) => {
    setAlert(null);
    const amount = parseMoney(values.amount, values.currency) ?? 0;
    const base = { resourceId, currency: values.currency, amount, description: values.description.trim() };
    if (values.destination !== NEW_CARD) {
      setDraft({ ...base, destinationId: values.destination, destinationKind: 'payout-method', destinationText: '' });
      setStep('confirm');
      return;
    }
    // The card goes to the server once, now, straight through the transport (not an intent nor an RTK
    // mutation, which would keep the number in storage or in a dispatched action), and comes back as a
    // token and a masked number.
    setTokenizing(true);
    callerOf(dispatch)
      .call({
        endpoint: PAYOUTS_ENDPOINT,
        action: 'card-tokens/create',
        payload: {
          resourceId,
          data: {
            type: 'card-tokens',
            attributes: { cardNumber: values.cardNumber, expiry: values.expiry, cvc: values.cvc, cardholderName: values.cardholderName },
          },
        },
      })
      .then(cardTokenOf)
      .then((token) => {
        form.setValues({ cardNumber: '', cvc: '' });
        setDraft({ ...base, destinationId: token.id, destinationKind: 'card-token', destinationText: `${token.masked} · ${token.holderName}` });
        setStep('confirm');
      })
      .catch(refused)
      .finally(() => setTokenizing(false));
  });

  const confirm = () => {
    if (!draft || intent.unsettled) return;
    setAlert(null);
    void intent.start(sendTransferSpec(draft));
  };

  /** Each opening starts afresh, unless a transfer is still open: then it is shown as it stands. */
  const prepare = () => {
    if (intent.unsettled) {
      setStep('confirm');
      return;
    }
    intent.forget();
    form.setValues(emptyTransfer(balances[0]?.currency ?? ''));
    form.resetDirty();
    form.clearErrors();
    setDraft(null);
    setAlert(null);
    setStep('form');
  };

  return {
    form,
    step,
    setStep,
    draft: confirmed,
    balanceOf,
    toConfirm,
    tokenizing,
    alert,
    confirm,
    prepare,
    locale,
    status: intent.status,
    checkAgain: intent.checkAgain,
  };
}
