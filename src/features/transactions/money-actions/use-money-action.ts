import { useForm } from '@mantine/form';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntent } from '@/lib/actions';
import { applyServerErrors } from '@/lib/forms';
import { intlLocale } from '@/lib/i18n';
import { parseMoney, toMajorText } from '@/lib/money';
import { notify } from '@/lib/notify';
import { checkAmount, formatWithCode } from './amount';
import { moneyActions, type MoneyActionKind, type MoneyTarget } from './money-action';
import { useMoveMoneyMutation } from './money-actions-api';

export type MoneyStep = 'amount' | 'confirm';

/**
 * The state of one money dialog: the amount form (validated as typed), the confirmation step, and
 * one intent per confirmed amount (`useIntent`), so a retry or "Check again" never moves money twice.
 */
export function useMoneyAction(kind: MoneyActionKind, transaction: MoneyTarget, onDone: () => void) {
  const { t, i18n } = useTranslation('transactionDetails');
  const locale = intlLocale(i18n.language);
  const spec = moneyActions[kind];
  const remaining = spec.remaining(transaction);
  const limits = { currency: transaction.currency, total: transaction.amount, remaining };

  const form = useForm({
    mode: 'controlled',
    initialValues: { amount: toMajorText(remaining, transaction.currency) },
    validateInputOnChange: true,
    validate: {
      amount: (value: string) => {
        const problem = checkAmount(value, limits, locale);
        return problem ? t(problem.key, problem.values) : null;
      },
    },
  });
  const [step, setStep] = useState<MoneyStep>('amount');
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const [moveMoney] = useMoveMoneyMutation();

  const run = useCallback(
    (requestReference: string) => moveMoney({ kind, transactionId: transaction.id, amount: confirmed ?? 0, requestReference }).unwrap(),
    [moveMoney, kind, transaction.id, confirmed],
  );
  const intent = useIntent(run);
  const { status } = intent.state;

  useEffect(() => {
    if (intent.state.status === 'succeeded' && confirmed !== null) {
      notify({ color: 'teal', title: t(`${kind}.done`), message: formatWithCode(confirmed, transaction.currency, locale) });
      onDone();
    } else if (intent.state.status === 'failed') {
      const leftover = applyServerErrors(form, intent.state.failure, { fields: ['amount'], t, codes: spec.codes });
      setAlertKey(leftover);
      // A refusal of the amount is shown next to it, where it can be changed.
      if (!leftover) setStep('amount');
    }
    // Reacts to a settled intent only; the form and texts are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intent.state]);

  const toConfirm = form.onSubmit(({ amount }) => {
    setAlertKey(null);
    setConfirmed(parseMoney(amount, transaction.currency));
    setStep('confirm');
  });

  const confirm = () => {
    setAlertKey(null);
    void intent.submit({ amount: confirmed });
  };

  /** Starts afresh on opening, from the remaining amount as it is now; an unknown outcome is kept for "Check again". */
  const prepare = () => {
    if (status === 'unknown' || status === 'pending') return;
    intent.reset();
    form.setValues({ amount: toMajorText(remaining, transaction.currency) });
    form.clearErrors();
    setAlertKey(null);
    setConfirmed(null);
    setStep('amount');
  };

  const fillRemaining = () => form.setFieldValue('amount', toMajorText(remaining, transaction.currency));

  return { spec, form, step, setStep, confirmed, remaining, locale, intent, alertKey, toConfirm, confirm, prepare, fillRemaining };
}
