import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { targetKey, useIntentSettled, useTargetIntent } from '@/features/intents';
import { REFUND_REASON_MAX } from '@/lib/contract/transactions';
import { applyServerErrors } from '@/lib/forms';
import { intlLocale } from '@/lib/i18n';
import { formatMoney, parseMoney, toMajorText } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import { checkAmount } from './amount';
import { moneyActions, type MoneyActionKind, type MoneyTarget } from './money-action';
import { moneyIntentSpec, reasonOf } from './money-intent';

export type MoneyStep = 'amount' | 'confirm';

/**
 * The state of one money dialog: the amount form (validated as typed), the confirmation step, and
 * the intent on this transaction. The intent lives in the store, keyed by the transaction, so what it
 * sent, and whether it is still open, follows the transaction and not the screen.
 */
export function useMoneyAction(kind: MoneyActionKind, transaction: MoneyTarget, opened: boolean, onDone: () => void) {
  const { t, i18n } = useTranslation('transactionDetails');
  const locale = intlLocale(i18n.language);
  const spec = moneyActions[kind];
  const remaining = spec.remaining(transaction);
  const limits = { currency: transaction.currency, total: transaction.amount, remaining };
  const intent = useTargetIntent(targetKey('transaction', transaction.id));
  const ours = intent.intent?.summary.kind === kind ? intent.intent : undefined;
  const status = ours?.status ?? 'idle';

  const form = useForm({
    mode: 'controlled',
    initialValues: { amount: toMajorText(remaining, transaction.currency), reason: '' },
    validateInputOnChange: true,
    validate: {
      amount: (value: string) => {
        const problem = checkAmount(value, limits, locale);
        return problem ? t(problem.key, problem.values) : null;
      },
      reason: (value: string) => (value.trim().length > REFUND_REASON_MAX ? t('reason.tooLong', { max: REFUND_REASON_MAX }) : null),
    },
  });
  const [step, setStep] = useState<MoneyStep>('amount');
  const [typed, setTyped] = useState<number | null>(null);
  const [typedReason, setTypedReason] = useState('');
  const [alertKey, setAlertKey] = useState<string | null>(null);
  /** The amount and reason on screen: once sent, the ones the intent sent, whatever the form says. */
  const confirmed = ours ? (ours.summary.amount ?? null) : typed;
  const confirmedReason = ours ? reasonOf(ours.request) : typedReason;

  useIntentSettled(
    ours,
    {
      succeeded: (_answer, settled) => {
        notify({
          color: 'teal',
          title: tx(`transactionDetails:${kind}.done`),
          message: formatMoney(settled.summary.amount ?? 0, transaction.currency, locale),
        });
        intent.forget();
        onDone();
      },
      failed: (reason, settled) => {
        const leftover = applyServerErrors(form, reason, { fields: ['amount', 'reason'], t, codes: spec.codes });
        setAlertKey(leftover);
        // A refusal of the amount is shown next to it, where it can be changed.
        if (!leftover) setStep('amount');
        setTyped(settled.summary.amount ?? null);
        setTypedReason(reasonOf(settled.request));
        intent.forget();
      },
    },
    opened,
  );

  const toConfirm = form.onSubmit(({ amount, reason }) => {
    setAlertKey(null);
    setTyped(parseMoney(amount, transaction.currency));
    setTypedReason(kind === 'refund' ? reason.trim() : '');
    setStep('confirm');
  });

  const confirm = () => {
    if (typed === null || intent.unsettled) return;
    setAlertKey(null);
    void intent.start(moneyIntentSpec(kind, transaction, typed, typedReason));
  };

  /** Starts afresh on opening, from the remaining amount as it is now; an open intent is shown as it stands. */
  const prepare = () => {
    if (intent.unsettled) {
      setStep('confirm');
      return;
    }
    intent.forget();
    form.setValues({ amount: toMajorText(remaining, transaction.currency), reason: '' });
    form.clearErrors();
    setAlertKey(null);
    setTyped(null);
    setTypedReason('');
    setStep('amount');
  };

  const fillRemaining = () => form.setFieldValue('amount', toMajorText(remaining, transaction.currency));

  return {
    spec,
    form,
    step,
    setStep,
    confirmed,
    confirmedReason,
    remaining,
    locale,
    status,
    checkAgain: intent.checkAgain,
    alertKey,
    toConfirm,
    confirm,
    prepare,
    fillRemaining,
  };
}
